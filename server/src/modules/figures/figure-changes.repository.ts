import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FigureChangeRow, NewFigureChange } from './figure-changes.table.js';

/** Writes correction log rows (none: nothing). */
export async function insertFigureChanges(db: Kysely<Database>, rows: readonly NewFigureChange[]) {
  if (rows.length > 0)
    await db
      .insertInto('figure_change')
      .values([...rows])
      .execute();
}

/** Log rows of some nodes (all when `nodeIds` is absent) in a date range, oldest change first. */
export async function figureChangesBetween(
  db: Kysely<Database>,
  range: { from: string; to: string; nodeIds?: readonly number[]; level?: 'CLASS' | 'PRODUCT' },
): Promise<FigureChangeRow[]> {
  let query = db
    .selectFrom('figure_change')
    .selectAll()
    .where('trade_date', '>=', range.from)
    .where('trade_date', '<=', range.to);
  if (range.nodeIds) {
    if (range.nodeIds.length === 0) return [];
    query = query.where('node_id', 'in', range.nodeIds);
  }
  if (range.level) query = query.where('level', '=', range.level);
  return query.orderBy('changed_at').orderBy('id').execute();
}
