import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../../db/dialect.js';
import { countOf } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';

/**
 * The secondary indexes of `registration` (migration 0001), which a bulk import (`indexDropThreshold`)
 * drops before its rows go in and builds again after: one sorted build of each instead of a million
 * random inserts into each. The unique registration number stays: the import looks numbers up by it.
 */
export const REGISTRATION_INDEXES: ReadonlyArray<readonly [name: string, columns: readonly string[]]> = [
  ['registration_day_product', ['trade_date', 'product_id', 'channel']],
  ['registration_traded_at', ['traded_at']],
  ['registration_buyer', ['buyer_member_id', 'trade_date']],
  ['registration_seller', ['seller_member_id', 'trade_date']],
];

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

/** Drops the secondary indexes of `registration` (one transaction). */
export async function dropRegistrationIndexes(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [name] of REGISTRATION_INDEXES) await sql`drop index if exists ${sql.id(name)}`.execute(trx);
  });
}

// Without the four indexes, what a bulk load's writes keep touching (the table's end, the numbers' index,
// the statistics) fits in half the import's usual page cache (`withLargePageCache`, which restores the
// connection's own size after): 16 MB less resident memory while the file's check runs beside the writes.
const BULK_LOAD_CACHE_KIB = 16_384;

/** Shrinks SQLite's page cache for a bulk load whose secondary indexes are dropped (PostgreSQL: nothing). */
export async function useBulkLoadCache(db: Kysely<Database>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await sql.raw(`pragma cache_size = -${BULK_LOAD_CACHE_KIB}`).execute(db);
}

/** The names of the indexes `registration` has (from the catalogue of the connection's schema). */
export async function registrationIndexNames(db: Kysely<Database>): Promise<Set<string>> {
  const { rows } =
    dialectOf(db) === 'sqlite'
      ? await sql<{ name: string }>`
          select name from sqlite_master where type = 'index' and tbl_name = 'registration'`.execute(db)
      : await sql<{ name: string }>`
          select indexname as name from pg_indexes
          where tablename = 'registration' and schemaname = current_schema()`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/**
 * Builds every secondary index of `registration` that is missing. None missing: nothing is run (on
 * PostgreSQL even `create index if not exists` waits for, and holds up, every writer of the table).
 */
export async function restoreRegistrationIndexes(db: Kysely<Database>): Promise<void> {
  const present = await registrationIndexNames(db);
  for (const [name, columns] of REGISTRATION_INDEXES.filter(([name]) => !present.has(name)))
    await db.schema
      .createIndex(name)
      .ifNotExists()
      .on('registration')
      .columns([...columns])
      .execute();
}
