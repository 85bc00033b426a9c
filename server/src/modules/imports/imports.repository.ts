import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
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

// 32 MB: a big import touches pages of six indexes all over the file; with SQLite's default 2 MB cache
// it spends much of its time re-reading them (a larger cache counts against the 300 MB memory budget).
const BULK_CACHE_KIB = 32_768;
// Checkpoints every 16,000 pages (64 MB of WAL) instead of 1,000: each chunk's commit would otherwise
// copy the same hot index pages back to the database file and sync it, over and over.
const BULK_CHECKPOINT_PAGES = 16_000;

async function pragma(db: Kysely<Database>, name: string): Promise<number> {
  const result = await sql.raw<Record<string, number>>(`pragma ${name}`).execute(db);
  return Number(Object.values(result.rows[0] ?? {})[0]);
}

/**
 * Runs `work` with a large SQLite page cache and rarer WAL checkpoints, restoring both after; as is on
 * PostgreSQL.
 */
export async function withLargePageCache<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  if (isPostgres(db)) return work();
  const cache = await pragma(db, 'cache_size');
  const checkpoint = await pragma(db, 'wal_autocheckpoint');
  await sql.raw(`pragma cache_size = -${BULK_CACHE_KIB}`).execute(db);
  await sql.raw(`pragma wal_autocheckpoint = ${BULK_CHECKPOINT_PAGES}`).execute(db);
  try {
    return await work();
  } finally {
    await sql.raw(`pragma cache_size = ${Math.trunc(cache)}`).execute(db);
    await sql.raw(`pragma wal_autocheckpoint = ${Math.trunc(checkpoint)}`).execute(db);
  }
}
