import { type AnyDb, createKeyedTable } from '../dialect.js';

/**
 * Leases for work only one process may do at a time (the live demo's trades) on SQLite, where there is
 * no advisory lock: the holder renews its row before it expires; a row past its expiry may be taken.
 */
export async function up(db: AnyDb): Promise<void> {
  await createKeyedTable(db, 'runner_lease', 'name', 'text')
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_ms', 'bigint', (c) => c.notNull())
    .execute();
}

/** Drops the leases. */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('runner_lease').execute();
}
