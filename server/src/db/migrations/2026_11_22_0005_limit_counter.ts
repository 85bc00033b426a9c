import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * Counters with a window for sign-in and reset rate limits and for the lockout of unknown user names:
 * in the database, so every server process shares them and a restart keeps them.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('limit_counter')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_ms', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('limit_counter_window').on('limit_counter').column('window_ends_ms').execute();
}

/** Drops the counters. */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('limit_counter').execute();
}
