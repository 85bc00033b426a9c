import { type AnyDb, dialectOf, notNull, withIdColumn } from '../dialect.js';

/**
 * Peers: neighbouring exchanges whose public bulletins are read (name, city, kind, base URL, shown on the
 * board or not), with the state of their reads: the last attempt and success, and while reads fail the
 * reason (a code and its detail as JSON), since when, how many in a row and when to try again (backoff).
 */
export async function up(db: AnyDb): Promise<void> {
  await withIdColumn(db.schema.createTable('peer'), dialectOf(db))
    .addColumn('name', 'text', notNull)
    .addColumn('city', 'text', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('base_url', 'text', notNull)
    .addColumn('shown', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('last_attempt_at', 'text')
    .addColumn('last_ok_at', 'text')
    .addColumn('stale_reason', 'text')
    .addColumn('stale_detail', 'text')
    .addColumn('stale_since', 'text')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retry_at_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('peer_base_url', ['base_url'])
    .execute();
}

/** Drops the peers. */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('peer').execute();
}
