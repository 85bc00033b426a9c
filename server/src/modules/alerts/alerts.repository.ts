import type { Insertable, Kysely } from 'kysely';
import { countOf, rowWhere } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import type { AlertFiringTable, PriceAlertRow, PriceAlertTable } from './alerts.table.js';

/** A user's alerts, oldest first. */
export async function alertsOfUser(db: Kysely<Database>, userId: number): Promise<PriceAlertRow[]> {
  return db.selectFrom('price_alert').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** How many alerts a user keeps (paused ones too). */
export async function countAlertsOfUser(db: Kysely<Database>, userId: number): Promise<number> {
  return countOf(db.selectFrom('price_alert').where('user_id', '=', userId));
}

/** What makes two alerts identical (with the user): class, kind and threshold or move. */
export type AlertIdentity = Pick<PriceAlertRow, 'class_id' | 'kind' | 'threshold_e4' | 'move_e2'>;

/** Whether a user keeps an active alert identical to `alert` (other than the alert `exceptId`). */
export async function hasIdenticalActiveAlert(
  db: Kysely<Database>,
  userId: number,
  alert: AlertIdentity,
  exceptId = 0,
): Promise<boolean> {
  const row = await db
    .selectFrom('price_alert')
    .select('id')
    .where('user_id', '=', userId)
    .where('active', '=', 1)
    .where('class_id', '=', alert.class_id)
    .where('kind', '=', alert.kind)
    .where('threshold_e4', alert.threshold_e4 === null ? 'is' : '=', alert.threshold_e4)
    .where('move_e2', alert.move_e2 === null ? 'is' : '=', alert.move_e2)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores a new alert and answers its row. */
export async function insertAlert(
  db: Kysely<Database>,
  row: Insertable<PriceAlertTable>,
): Promise<PriceAlertRow> {
  return db.insertInto('price_alert').values(row).returningAll().executeTakeFirstOrThrow();
}

/** One of a user's alerts, or undefined (another user's alert is not found either). */
export async function alertOfUser(db: Kysely<Database>, userId: number, id: number) {
  return rowWhere(db, 'price_alert', { id, user_id: userId });
}

/** Pauses (0) or resumes (1) an alert. */
export async function setAlertActive(db: Kysely<Database>, id: number, active: 0 | 1): Promise<void> {
  await db.updateTable('price_alert').set({ active }).where('id', '=', id).execute();
}

/** Deletes an alert (its firings stay in the inbox). */
export async function deleteAlert(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('price_alert').where('id', '=', id).execute();
}

/** Active alerts on some classes that have not fired on `date` yet. */
export async function pendingAlerts(
  db: Kysely<Database>,
  classIds: readonly number[],
  date: string,
): Promise<PriceAlertRow[]> {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('price_alert')
    .selectAll()
    .where('active', '=', 1)
    .where('class_id', 'in', classIds)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('alert_firing')
            .select('alert_firing.id')
            .whereRef('alert_firing.alert_id', '=', 'price_alert.id')
            .where('alert_firing.trade_date', '=', date),
        ),
      ),
    )
    .orderBy('id')
    .execute();
}

/**
 * Records that an alert fired on a day, unless it already did: one insert that does nothing on the
 * (alert, day) key. True only for the caller whose row went in, the one that sends the message.
 */
export async function recordFiring(
  db: Kysely<Database>,
  firing: Insertable<AlertFiringTable>,
): Promise<boolean> {
  const row = await db
    .insertInto('alert_firing')
    .values(firing)
    .onConflict((oc) => oc.columns(['alert_id', 'trade_date']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The latest day each of some alerts fired on. */
export async function lastFiringDays(db: Kysely<Database>, alertIds: readonly number[]) {
  if (alertIds.length === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom('alert_firing')
    .select(['alert_id', (eb) => eb.fn.max('trade_date').as('day')])
    .where('alert_id', 'in', alertIds)
    .groupBy('alert_id')
    .execute();
  return new Map(rows.map((r) => [r.alert_id, String(r.day)]));
}

/** A user's inbox: the firings of their alerts, newest first. */
export async function firingsOfUser(db: Kysely<Database>, userId: number, limit: number) {
  return db
    .selectFrom('alert_firing')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('fired_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A user's phone number for SMS, or null. */
export async function phoneOfUser(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db.selectFrom('app_user').select('phone').where('id', '=', userId).executeTakeFirst();
  return row?.phone ?? null;
}
