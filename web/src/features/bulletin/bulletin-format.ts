import type { DayRow, Language } from '@bulten/core';
import { formatNumber } from '../../i18n/format';

/** A price with 4 decimals and its unit (tr: `20,6840 TL/kg`). */
export function priceText(language: Language, value: number | null, unit?: string | null): string {
  if (value === null) return '–';
  return unit ? `${formatNumber(language, value, 4)} ${unit}` : formatNumber(language, value, 4);
}

/** An amount in TL with 2 decimals. */
export function amountText(language: Language, value: number): string {
  return `${formatNumber(language, value, 2)} TL`;
}

/** A quantity with up to 3 decimals, without trailing zeros beyond whole units. */
export function quantityText(language: Language, value: number, unit?: string | null): string {
  const decimals = Number.isInteger(value) ? 0 : 3;
  const text = formatNumber(language, value, decimals);
  return unit ? `${text} ${unitLabel(unit)}` : text;
}

/** The short label of a trading unit (`kg`, `ton`, `adet`, `baş`). */
export function unitLabel(unit: string): string {
  const labels: Record<string, string> = { KG: 'kg', TON: 'ton', ADET: 'adet', BAS: 'baş' };
  return labels[unit] ?? unit;
}

/** A signed percentage with 2 decimals (`+3,39 %`), or `–`. */
export function percentText(language: Language, value: number | null): string {
  if (value === null) return '–';
  const sign = value > 0 ? '+' : '';
  return `${sign}${formatNumber(language, value, 2)} %`;
}

/** The catalogue id of a bulletin row (its product, class or group). */
export function rowItemId(row: Pick<DayRow, 'Seviye' | 'GrupId' | 'SinifId' | 'UrunId'>): number {
  if (row.Seviye === 'PRODUCT' && row.UrunId !== null) return row.UrunId;
  if (row.Seviye === 'CLASS' && row.SinifId !== null) return row.SinifId;
  return row.GrupId;
}

/** The display name of a bulletin row at its level. */
export function rowName(row: Pick<DayRow, 'Seviye' | 'GrupAdi' | 'SinifAdi' | 'UrunAdi'>): string {
  if (row.Seviye === 'PRODUCT') return row.UrunAdi ?? '';
  if (row.Seviye === 'CLASS') return row.SinifAdi ?? '';
  return row.GrupAdi;
}

/** Splits tree-ordered rows into one block per group (the group row first). */
export function groupBlocks<T extends Pick<DayRow, 'Seviye' | 'GrupId'>>(rows: readonly T[]): T[][] {
  const blocks: T[][] = [];
  for (const row of rows) {
    const last = blocks[blocks.length - 1];
    if (row.Seviye === 'GROUP' || !last || last[0]?.GrupId !== row.GrupId) blocks.push([row]);
    else last.push(row);
  }
  return blocks;
}
