import { availableParallelism } from 'node:os';
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';

/**
 * The secondary indexes of `registration` (migration 0001), which bulk writes (the CLI import's
 * `indexDropThreshold`, a big `applyRegistrationBatch`) drop before their rows go in and build again
 * after: one sorted build of each instead of a million random inserts into each. The unique registration
 * number stays: writers look numbers up by it.
 */
export const REGISTRATION_INDEXES: ReadonlyArray<readonly [name: string, columns: readonly string[]]> = [
  ['registration_day_product', ['trade_date', 'product_id', 'channel']],
  ['registration_traded_at', ['traded_at']],
  ['registration_buyer', ['buyer_member_id', 'trade_date']],
  ['registration_seller', ['seller_member_id', 'trade_date']],
];

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

/** Drops the secondary indexes of `registration` (in the caller's transaction, if any). */
export async function dropRegistrationIndexes(db: Kysely<Database>): Promise<void> {
  for (const [name] of REGISTRATION_INDEXES) await sql`drop index if exists ${sql.id(name)}`.execute(db);
}

// SQLite sorts a big index's keys with up to this many helper threads (`pragma threads`, 0 by default):
// a million rows' four indexes in 2.1 s instead of 2.35 s on two cores (1 helper: 2.25 s).
const SORT_THREADS = availableParallelism() > 1 ? 2 : 0;

/**
 * Builds every secondary index of `registration` that is missing. None missing: nothing is run (on
 * PostgreSQL even `create index if not exists` waits for, and holds up, every writer of the table).
 */
export async function restoreRegistrationIndexes(db: Kysely<Database>): Promise<void> {
  const present = await registrationIndexNames(db);
  const missing = REGISTRATION_INDEXES.filter(([name]) => !present.has(name));
  if (missing.length === 0) return;
  const sqlite = dialectOf(db) === 'sqlite';
  if (sqlite) await sql.raw(`pragma threads = ${SORT_THREADS}`).execute(db);
  try {
    for (const [name, columns] of missing)
      await db.schema
        .createIndex(name)
        .ifNotExists()
        .on('registration')
        .columns([...columns])
        .execute();
  } finally {
    if (sqlite) await sql`pragma threads = 0`.execute(db);
  }
}
