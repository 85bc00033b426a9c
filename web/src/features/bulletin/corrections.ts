import type { CorrectionRow, Language } from '@bulten/core';
import type { FigureKey } from '../../components/figure-columns';
import { amountText } from '../../format/amounts';
import { formatCount, NO_VALUE } from '../../format/numbers';
import { priceText } from '../../format/prices';
import { quantityText } from '../../format/quantities';

/** A corrected value in the language, with its unit; `—` when nothing traded. */
export function correctionValue(language: Language, row: CorrectionRow, value: number | null): string {
  if (value === null) return NO_VALUE;
  switch (row.Alan) {
    case 'quantity':
      return quantityText(language, value, row.Birim);
    case 'amount':
      return amountText(language, value);
    case 'count':
      return formatCount(language, value);
    default:
      return priceText(language, value, row.FiyatBirimi);
  }
}

/** The node a correction row is about (its product on product rows, else its class). */
export function correctionNodeId(row: Pick<CorrectionRow, 'UrunId' | 'SinifId' | 'GrupId'>): number {
  return row.UrunId ?? row.SinifId ?? row.GrupId;
}

/** Per node, the figure columns that were corrected (the node's latest change of each). */
export function correctedColumns(rows: readonly CorrectionRow[]): Map<number, Map<FigureKey, CorrectionRow>> {
  const out = new Map<number, Map<FigureKey, CorrectionRow>>();
  for (const row of rows) {
    const id = correctionNodeId(row);
    const columns = out.get(id) ?? new Map<FigureKey, CorrectionRow>();
    out.set(id, columns);
    columns.set(row.Alan, row);
  }
  return out;
}
