import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../../db/dialect.js';
import { countOf } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';

/** How many registration rows (every version) are stored. */
function registrationCount(db: Kysely<Database>): Promise<number> {
  return countOf(db.selectFrom('registration'));
}

/** Whether any registration row is stored (one row looked up, not a count). */
export async function anyRegistration(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('registration').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * How many rows make an import better off without the secondary indexes (none given: never, undefined).
 * Into a database without registrations, on both dialects, from the first row: nothing is there to read
 * through them, and one sorted build over the file's rows costs less than keeping them row by row (the
 * first 100,000 rows of a million cost some 0.8 s more with them on SQLite; on PostgreSQL a million rows
 * took 43 s with them, 31 s without and built after). Into one holding registrations, SQLite only: at
 * least `from` and at least as many as are stored (PostgreSQL servers keep reading through them). The
 * import drops them once it knows of that many rows.
 */
export async function indexDropThreshold(db: Kysely<Database>, from?: number): Promise<number | undefined> {
  if (from === undefined) return undefined;
  const stored = await registrationCount(db);
  if (stored === 0) return 0;
  return dialectOf(db) === 'sqlite' ? Math.max(from, stored) : undefined;
}

// Without the four indexes, what a bulk load's writes keep touching (the table's end, the numbers' index,
// the statistics) fits in half the import's usual page cache (`withLargePageCache`, which restores the
// connection's own size after): 16 MB less resident memory while the file's check runs beside the writes.
const BULK_LOAD_CACHE_KIB = 16_384;

/**
 * Starts a bulk load whose secondary indexes are dropped, on SQLite (PostgreSQL: nothing): half the page
 * cache, and no foreign-key checks row by row (a million rows' inserts took 3.5 s with them, 2.9-3.0 s
 * without: each row's product and two members looked up). The load checks the ids its rows name once a
 * transaction instead (`NamedReferences`); `endBulkLoad` turns the checks back on. The connection must serve
 * nothing else meanwhile (the CLI's import). Answers whether the load checks its references itself.
 */
export async function startBulkLoad(db: Kysely<Database>): Promise<boolean> {
  if (dialectOf(db) !== 'sqlite') return false;
  await sql.raw(`pragma cache_size = -${BULK_LOAD_CACHE_KIB}`).execute(db);
  await sql.raw('pragma foreign_keys = off').execute(db);
  return true;
}

/** Ends a bulk load: SQLite checks foreign keys again (the page cache is `withLargePageCache`'s). */
export async function endBulkLoad(db: Kysely<Database>): Promise<void> {
  if (dialectOf(db) === 'sqlite') await sql.raw('pragma foreign_keys = on').execute(db);
}
