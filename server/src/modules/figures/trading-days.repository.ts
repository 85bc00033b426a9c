import { addDays, addYears, type Channel } from '@bulten/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Selection } from '../catalogue/catalogue.cache.js';

/**
 * Which days traded, from the daily statistics: the latest, previous, next, first and recent trading days
 * of a selection (some products in some channels, or the whole market), and where "a year earlier" falls.
 */

/** How far back "the same day a year earlier" may fall to reach a trading day (weekends, holidays). */
export const YEAR_AGO_LOOKBACK_DAYS = 7;

/** The days searched for a day's year-ago trading day: the same date a year earlier and the week before it. */
export function yearAgoWindow(date: string): { from: string; to: string } {
  const to = addYears(date, -1);
  return { from: addDays(to, -YEAR_AGO_LOOKBACK_DAYS), to };
}

/** The latest day (up to `upTo`, default no limit) on which anything in the selection (default: the market) traded. */
export async function latestTradingDay(
  db: Kysely<Database>,
  sel?: Selection,
  upTo?: string,
): Promise<string | null> {
  let query = db.selectFrom('daily_stat').select(sql<string | null>`max(trade_date)`.as('day'));
  if (sel) query = query.where('product_id', 'in', sel.productIds.length ? sel.productIds : [-1]);
  if (sel?.channels) query = query.where('channel', 'in', sel.channels);
  if (upTo) query = query.where('trade_date', '<=', upTo);
  return (await query.executeTakeFirst())?.day ?? null;
}

/** The latest day before `date` (and not before `notBefore`) on which the selection traded. */
export async function previousTradingDay(
  db: Kysely<Database>,
  sel: Selection,
  date: string,
  notBefore?: string,
): Promise<string | null> {
  if (sel.productIds.length === 0) return null;
  let query = db
    .selectFrom('daily_stat')
    .select(sql<string | null>`max(trade_date)`.as('day'))
    .where('product_id', 'in', sel.productIds)
    .where('trade_date', '<', date);
  if (notBefore) query = query.where('trade_date', '>=', notBefore);
  if (sel.channels) query = query.where('channel', 'in', sel.channels);
  const row = await query.executeTakeFirst();
  return row?.day ?? null;
}

/** Each product's latest trading day before `before` (products that never traded are left out). */
export async function previousTradingDays(
  db: Kysely<Database>,
  sel: Selection,
  before: string,
): Promise<Map<number, string>> {
  if (sel.productIds.length === 0) return new Map();
  // One correlated max per product: an index seek each on daily_stat (product_id, trade_date).
  const rows = await db
    .selectFrom('catalogue_item as p')
    .select((eb) => {
      let latest = eb
        .selectFrom('daily_stat as d')
        .select((e) => e.fn.max('d.trade_date').as('m'))
        .whereRef('d.product_id', '=', 'p.id')
        .where('d.trade_date', '<', before);
      if (sel.channels) latest = latest.where('d.channel', 'in', sel.channels);
      return ['p.id', latest.as('day')];
    })
    .where('p.id', 'in', sel.productIds)
    .execute();
  return new Map(rows.filter((r) => r.day !== null).map((r) => [r.id, r.day as string]));
}

/** The first day after `after` on which the selection traded, or null. */
export async function nextTradingDay(
  db: Kysely<Database>,
  sel: Selection,
  after: string,
): Promise<string | null> {
  if (sel.productIds.length === 0) return null;
  let query = db
    .selectFrom('daily_stat')
    .select((eb) => eb.fn.min('trade_date').as('day'))
    .where('product_id', 'in', sel.productIds)
    .where('trade_date', '>', after);
  if (sel.channels) query = query.where('channel', 'in', sel.channels);
  const row = await query.executeTakeFirst();
  return (row?.day as string | null | undefined) ?? null;
}

/** The first trading day of the selection, or null when it never traded. */
export async function firstTradingDay(db: Kysely<Database>, sel: Selection): Promise<string | null> {
  if (sel.productIds.length === 0) return null;
  let query = db
    .selectFrom('daily_stat')
    .select(sql<string | null>`min(trade_date)`.as('day'))
    .where('product_id', 'in', sel.productIds);
  if (sel.channels) query = query.where('channel', 'in', sel.channels);
  return (await query.executeTakeFirst())?.day ?? null;
}

/** The latest `count` days up to `upTo` on which the selection traded, newest first. */
export async function recentTradingDates(
  db: Kysely<Database>,
  sel: Selection,
  upTo: string,
  count: number,
): Promise<string[]> {
  if (sel.productIds.length === 0) return [];
  // The unary plus keeps SQLite off the (product_id, trade_date) index: walking the primary key
  // (trade_date first) backwards stops after `count` days instead of reading every product's history.
  let query = db
    .selectFrom('daily_stat')
    .select('trade_date')
    .distinct()
    .where(sql<number>`+product_id`, 'in', sel.productIds)
    .where('trade_date', '<=', upTo);
  if (sel.channels) query = query.where('channel', 'in', sel.channels);
  const rows = await query.orderBy('trade_date', 'desc').limit(count).execute();
  return rows.map((r) => r.trade_date);
}

/** The time (ISO UTC) of the last active trade of a day, from its statistics; null without trades. */
export async function lastTradeTimeOn(db: Kysely<Database>, date: string): Promise<string | null> {
  const row = await db
    .selectFrom('daily_stat')
    .select((eb) => eb.fn.max('last_at').as('at'))
    .where('trade_date', '=', date)
    .executeTakeFirst();
  return (row?.at as string | null | undefined) ?? null;
}

/** Products that ever traded in a channel. */
export async function productsTradedIn(db: Kysely<Database>, channel: Channel): Promise<number[]> {
  const rows = await db
    .selectFrom('daily_stat')
    .select('product_id')
    .distinct()
    .where('channel', '=', channel)
    .execute();
  return rows.map((r) => r.product_id);
}
