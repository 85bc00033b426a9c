import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Ids of every product by product code. */
export async function productIdsByCode(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('catalogue_item')
    .select(['id', 'code'])
    .where('level', '=', 'PRODUCT')
    .execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** Ids of every member by member code. */
export async function memberIdsByCodeAll(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('member').select(['id', 'code']).execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}

// 256 MB: a million-row import touches pages of six indexes all over the file; with SQLite's default
// 2 MB cache it spends most of its time re-reading them.
const BULK_CACHE_KIB = 262_144;

/** Runs `work` with a large SQLite page cache, restoring the previous size after; as is on PostgreSQL. */
export async function withLargePageCache<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return work();
  const current = await sql<{ cache_size: number }>`pragma cache_size`.execute(db);
  const before = Number(current.rows[0]?.cache_size ?? -2000);
  await sql.raw(`pragma cache_size = -${BULK_CACHE_KIB}`).execute(db);
  try {
    return await work();
  } finally {
    await sql.raw(`pragma cache_size = ${Math.trunc(before)}`).execute(db);
  }
}
