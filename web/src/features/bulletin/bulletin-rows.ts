import type { DayRow } from '@bulten/core';

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
