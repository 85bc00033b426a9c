import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * Leases for work only one process may do at a time (the live demo's trades) on SQLite, where there is
 * no advisory lock: the holder renews its row before it expires; a row past its expiry may be taken.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('runner_lease')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_ms', 'bigint', (c) => c.notNull())
    .execute();
}

/** Drops the leases. */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('runner_lease').execute();
}
