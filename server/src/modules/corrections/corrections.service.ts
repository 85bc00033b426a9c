import {
  amountNumber,
  type CorrectionKind,
  type CorrectionRow,
  type Language,
  priceNumber,
  quantityNumber,
} from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { type Catalogue, getCatalogue, resolveItem } from '../catalogue/catalogue.cache.js';
import { figureChangesBetween } from '../figures/figure-changes.repository.js';
import type { ChangedField, FigureChangeKind, FigureChangeRow } from '../figures/figure-changes.table.js';
import { identityFields } from '../figures/figures.fields.js';

const VALUE_OF: Record<ChangedField, (value: number) => number> = {
  min: priceNumber,
  max: priceNumber,
  average: priceNumber,
  quantity: quantityNumber,
  amount: amountNumber,
  count: (value) => value,
};

const KIND: Record<FigureChangeKind, CorrectionKind> = {
  CORRECTED: 'DUZELTME',
  CANCELLED: 'IPTAL',
  LATE: 'GEC_TESCIL',
  IMPORT: 'ICE_AKTARMA',
};

/** A log row as the API answers it (null when its node left the catalogue). */
function correctionRow(catalogue: Catalogue, row: FigureChangeRow, lang: Language): CorrectionRow | null {
  const node = catalogue.nodes.get(row.node_id);
  if (!node) return null;
  const value = (v: number | null) => (v === null ? null : VALUE_OF[row.field](Number(v)));
  return {
    Tarih: row.trade_date,
    ...identityFields(catalogue, node, row.unit, lang),
    CanliHayvan: node.isLiveAnimal,
    Alan: row.field,
    Onceki: value(row.before_value),
    Sonraki: value(row.after_value),
    Tur: KIND[row.kind],
    Zaman: row.changed_at,
  };
}

function answer(catalogue: Catalogue, rows: readonly FigureChangeRow[], lang: Language): CorrectionRow[] {
  return rows.map((r) => correctionRow(catalogue, r, lang)).filter((r) => r !== null);
}

/** `GetDuzeltmeler/{date}`: every class figure of the day that changed after it was shown (`figure-changes.ts`). */
export async function dayCorrections(
  ctx: AppContext,
  lang: Language,
  date: string,
): Promise<CorrectionRow[]> {
  const catalogue = await getCatalogue(ctx);
  const rows = await figureChangesBetween(ctx.db.kysely, { from: date, to: date, level: 'CLASS' });
  return answer(catalogue, rows, lang);
}

/**
 * `GetKalemDuzeltmeleri/{itemId}/{from}/{to}`: the changed figures of a product (its own), a class (the
 * class's) or a group (its classes') over a range.
 */
export async function itemCorrections(
  ctx: AppContext,
  lang: Language,
  itemId: number,
  range: { from: string; to: string },
): Promise<CorrectionRow[]> {
  const catalogue = await getCatalogue(ctx);
  const node = resolveItem(catalogue, itemId);
  const nodeIds = node.level === 'GROUP' ? catalogue.classesOf(node.id).map((c) => c.id) : [node.id];
  const level = node.level === 'PRODUCT' ? 'PRODUCT' : 'CLASS';
  const rows = await figureChangesBetween(ctx.db.kysely, { ...range, nodeIds, level });
  return answer(catalogue, rows, lang);
}
