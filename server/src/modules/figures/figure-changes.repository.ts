import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FigureChangeRow, NewFigureChange } from './figure-changes.table.js';

const fieldKey = (row: Pick<NewFigureChange, 'trade_date' | 'node_id' | 'field'>) =>
  `${row.trade_date}|${row.node_id}|${row.field}`;

const sameValue = (a: number | string | null | undefined, b: number | null | undefined) =>
  (a === null || a === undefined ? null : Number(a)) === (b ?? null);

// 11 columns × 500 rows: well inside both databases' parameter limits.
const INSERT_CHUNK = 500;

// The newest log row of each day × node × field among `rows` of the days in `days`, read day by day.
async function latestRows(db: Kysely<Database>, rows: readonly NewFigureChange[], days: ReadonlySet<string>) {
  const latest = new Map<string, Pick<FigureChangeRow, 'id' | 'kind' | 'import_batch' | 'before_value'>>();
  const nodesByDay = new Map<string, Set<number>>();
  for (const row of rows) {
    if (!days.has(row.trade_date)) continue;
    const nodes = nodesByDay.get(row.trade_date) ?? new Set<number>();
    nodesByDay.set(row.trade_date, nodes.add(row.node_id));
  }
  for (const [date, nodeIds] of nodesByDay) {
    const stored = await db
      .selectFrom('figure_change')
      .select(['id', 'trade_date', 'node_id', 'field', 'kind', 'import_batch', 'before_value'])
      .where('trade_date', '=', date)
      .where('node_id', 'in', [...nodeIds])
      .orderBy('id')
      .execute();
    for (const row of stored) latest.set(fieldKey(row), row);
  }
  return latest;
}

/**
 * Writes log rows (none: nothing). An import's new rows (`IMPORT` of a batch) on `batchDays`, the days its
 * earlier transactions logged, extend the batch's own row of the same figure when that is the figure's
 * newest (one change from before the import to after it), and remove it when the figure is back where the
 * batch found it.
 */
export async function writeFigureChanges(
  db: Kysely<Database>,
  rows: readonly NewFigureChange[],
  batchDays: ReadonlySet<string> = new Set(),
) {
  if (rows.length === 0) return;
  const batch = rows[0]!.import_batch;
  const extend = rows[0]!.kind === 'IMPORT' && batch !== null && batch !== undefined && batchDays.size > 0;
  const latest = extend ? await latestRows(db, rows, batchDays) : new Map<string, never>();
  const fresh: NewFigureChange[] = [];
  for (const row of rows) {
    const own = latest.get(fieldKey(row));
    if (own?.kind !== 'IMPORT' || own.import_batch !== batch) fresh.push(row);
    else if (sameValue(own.before_value, row.after_value))
      await db.deleteFrom('figure_change').where('id', '=', own.id).execute();
    else
      await db
        .updateTable('figure_change')
        .set({ after_value: row.after_value })
        .where('id', '=', own.id)
        .execute();
  }
  for (let i = 0; i < fresh.length; i += INSERT_CHUNK)
    await db
      .insertInto('figure_change')
      .values(fresh.slice(i, i + INSERT_CHUNK))
      .execute();
}

/** Removes the log rows an import batch wrote (it is being undone: its changes never happened). */
export async function deleteBatchChanges(db: Kysely<Database>, batch: number): Promise<void> {
  await db.deleteFrom('figure_change').where('import_batch', '=', batch).execute();
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
