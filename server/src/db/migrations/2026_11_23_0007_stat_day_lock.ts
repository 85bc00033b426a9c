import { type AnyDb, createKeyedTable } from '../dialect.js';

/**
 * One row per trade date that statistics were written for: a transaction that recomputes a day's
 * `daily_stat` rows first upserts the day's row here, which locks it until commit (the same SQL on both
 * dialects), so two processes never recompute one day from snapshots that miss each other's trades.
 */
export async function up(db: AnyDb): Promise<void> {
  await createKeyedTable(db, 'stat_day_lock', 'trade_date', 'text').execute();
}

/** Drops the day locks. */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('stat_day_lock').execute();
}
