import type { Kysely } from 'kysely';
import { dialectOf, notNull, withIdColumn } from '../dialect.js';

type AnyDb = Kysely<unknown>;

/**
 * The recent live events with ids every server process shares (PostgreSQL: written with each NOTIFY), so a
 * live stream that reconnects to another process resumes after the last id it saw. A short log, pruned by
 * age, never backed up.
 */
export async function up(db: AnyDb): Promise<void> {
  await withIdColumn(db.schema.createTable('live_event'), dialectOf(db))
    .addColumn('at_ms', 'bigint', notNull)
    .addColumn('body', 'text', notNull)
    .execute();
}

/** Drops the live event log. */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('live_event').execute();
}
