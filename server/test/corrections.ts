import type { Row } from './bulletin-fixture.js';

/** A `GetDuzeltmeler` row as the tests compare it: level, node, field, before, after, kind and time. */
export const correctionChange = (r: Row) => [
  r.Seviye,
  r.UrunId ?? r.SinifId,
  r.Alan,
  r.Onceki,
  r.Sonraki,
  r.Tur,
  r.Zaman,
];

/** One published figure that changed: its field, its value before and after (null: no figure any more). */
export type FigureChange = readonly [field: string, before: number | null, after: number | null];

function changesOf(
  level: 'CLASS' | 'PRODUCT',
  node: number,
  kind: string,
  at: string,
  changes: readonly FigureChange[],
) {
  return changes.map(([field, before, after]) => [level, node, field, before, after, kind, at]);
}

/** The `correctionChange` rows of one class's figures changed by one change (`kind`, at `at`), in order. */
export const classChanges = (classId: number, kind: string, at: string, changes: readonly FigureChange[]) =>
  changesOf('CLASS', classId, kind, at, changes);

/** The `correctionChange` rows of one product's figures changed by one change (`kind`, at `at`), in order. */
export const productChanges = (
  productId: number,
  kind: string,
  at: string,
  changes: readonly FigureChange[],
) => changesOf('PRODUCT', productId, kind, at, changes);
