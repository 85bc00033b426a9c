import type { AnyDb } from '../dialect.js';

/**
 * The session's phase when an alert fired (`before` it opened, `open`, `closed`), which its message
 * states: a firing at 08:45 said "session open" from the day's preliminary flag alone. Older firings have
 * none; their phase is worked out from their time.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('alert_firing').addColumn('session_phase', 'text').execute();
}

/** Drops the column. */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('alert_firing').dropColumn('session_phase').execute();
}
