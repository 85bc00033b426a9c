import { type Kysely, sql } from 'kysely';
import { rowsWhere } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';

/** The latest TÜRİB session date on or before `upTo` (rows or index lines), or null. */
export async function latestTuribSession(db: Kysely<Database>, upTo: string): Promise<string | null> {
  const [rows, indexes] = await Promise.all([
    db
      .selectFrom('turib_row')
      .select(sql<string | null>`max(session_date)`.as('day'))
      .where('session_date', '<=', upTo)
      .executeTakeFirst(),
    db
      .selectFrom('turib_index')
      .select(sql<string | null>`max(session_date)`.as('day'))
      .where('session_date', '<=', upTo)
      .executeTakeFirst(),
  ]);
  const days = [rows?.day, indexes?.day].filter((d): d is string => typeof d === 'string');
  return days.length ? days.sort().at(-1)! : null;
}

/** Instrument rows of a session date, by class, place and warehouse. */
export async function turibRowsOn(db: Kysely<Database>, date: string) {
  const order = ['instrument', 'city', 'district', 'warehouse', 'isin', 'id'] as const;
  return rowsWhere(db, 'turib_row', { session_date: date }, order);
}

/** Index lines of a session date, by code. */
export async function turibIndexesOn(db: Kysely<Database>, date: string) {
  return rowsWhere(db, 'turib_index', { session_date: date }, ['code', 'id']);
}
