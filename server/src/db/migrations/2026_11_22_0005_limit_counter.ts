import { type AnyDb, addIndex, createKeyedTable } from '../dialect.js';

/**
 * Counters with a window for sign-in and reset rate limits and for the lockout of unknown user names:
 * in the database, so every server process shares them and a restart keeps them.
 */
export async function up(db: AnyDb): Promise<void> {
  await createKeyedTable(db, 'limit_counter', 'key', 'text')
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_ms', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'limit_counter_window', 'limit_counter', ['window_ends_ms']);
}

/** Drops the counters. */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('limit_counter').execute();
}
