import { sql } from 'kysely';
import type { AnyDb } from '../dialect.js';

// The alert's identity: a price alert has no move, a move alert no price (-1 stands for none in both).
const IDENTITY = sql`user_id, class_id, kind, coalesce(threshold_e4, -1), coalesce(move_e2, -1)`;

/**
 * At most one active alert per user, class, kind and threshold (or move): an identical one sent every
 * message twice. Active twins already stored are paused first (the oldest stays active), then a unique
 * index over the active alerts holds the rule whatever path writes them.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`
    update price_alert set active = 0
    where active = 1 and exists (
      select 1 from price_alert older
      where older.active = 1 and older.id < price_alert.id
        and older.user_id = price_alert.user_id and older.class_id = price_alert.class_id
        and older.kind = price_alert.kind
        and coalesce(older.threshold_e4, -1) = coalesce(price_alert.threshold_e4, -1)
        and coalesce(older.move_e2, -1) = coalesce(price_alert.move_e2, -1))`.execute(db);
  await sql`create unique index price_alert_identical on price_alert (${IDENTITY}) where active = 1`.execute(
    db,
  );
}

/** Drops the index (paused twins stay paused). */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('price_alert_identical').execute();
}
