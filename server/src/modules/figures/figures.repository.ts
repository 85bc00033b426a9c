import type { Channel } from '@bulten/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DailyStatRow } from '../stats/stats.table.js';

/** Each product's latest trading day before `before` (products that never traded are left out). */
export async function previousTradingDays(
  db: Kysely<Database>,
  productIds: readonly number[],
  before: string,
  channels?: readonly Channel[],
): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  // One correlated max per product: an index seek each on daily_stat (product_id, trade_date).
  const rows = await db
    .selectFrom('catalogue_item as p')
    .select((eb) => {
      let latest = eb
        .selectFrom('daily_stat as d')
        .select((e) => e.fn.max('d.trade_date').as('m'))
        .whereRef('d.product_id', '=', 'p.id')
        .where('d.trade_date', '<', before);
      if (channels) latest = latest.where('d.channel', 'in', channels);
      return ['p.id', latest.as('day')];
    })
    .where('p.id', 'in', productIds)
    .execute();
  return new Map(rows.filter((r) => r.day !== null).map((r) => [r.id, r.day as string]));
}

/** Statistics rows of some days (not a range), for some products and channels. */
export async function statsOnDates(
  db: Kysely<Database>,
  dates: readonly string[],
  productIds: readonly number[],
  channels?: readonly Channel[],
): Promise<DailyStatRow[]> {
  if (dates.length === 0 || productIds.length === 0) return [];
  let query = db
    .selectFrom('daily_stat')
    .selectAll()
    .where('trade_date', 'in', dates)
    .where('product_id', 'in', productIds);
  if (channels) query = query.where('channel', 'in', channels);
  return query.execute();
}

/** The latest `count` days up to `upTo` on which any of the products traded, newest first. */
export async function recentTradingDates(
  db: Kysely<Database>,
  productIds: readonly number[],
  upTo: string,
  count: number,
  channels?: readonly Channel[],
): Promise<string[]> {
  if (productIds.length === 0) return [];
  // The unary plus keeps SQLite off the (product_id, trade_date) index: walking the primary key
  // (trade_date first) backwards stops after `count` days instead of reading every product's history.
  let query = db
    .selectFrom('daily_stat')
    .select('trade_date')
    .distinct()
    .where(sql<number>`+product_id`, 'in', productIds)
    .where('trade_date', '<=', upTo);
  if (channels) query = query.where('channel', 'in', channels);
  const rows = await query.orderBy('trade_date', 'desc').limit(count).execute();
  return rows.map((r) => r.trade_date);
}

/** The first day after `after` on which any of the products traded, or null. */
export async function nextTradingDay(
  db: Kysely<Database>,
  productIds: readonly number[],
  after: string,
  channels?: readonly Channel[],
): Promise<string | null> {
  if (productIds.length === 0) return null;
  let query = db
    .selectFrom('daily_stat')
    .select((eb) => eb.fn.min('trade_date').as('day'))
    .where('product_id', 'in', productIds)
    .where('trade_date', '>', after);
  if (channels) query = query.where('channel', 'in', channels);
  const row = await query.executeTakeFirst();
  return (row?.day as string | null | undefined) ?? null;
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

function volumes(db: Kysely<Database>, productIds: readonly number[], channels?: readonly Channel[]) {
  const query = db
    .selectFrom('daily_stat')
    .select((eb) => [
      'trade_date',
      'product_id',
      eb.fn.sum<number>('amount_e4').as('amount_e4'),
      eb.fn.sum<number>('quantity_milli').as('quantity_milli'),
    ])
    .where('product_id', 'in', productIds);
  return channels ? query.where('channel', 'in', channels) : query;
}

/** Amount and quantity per day and product (channels summed) over a range: what averages need, no more. */
export async function volumesBetween(
  db: Kysely<Database>,
  range: { from: string; to: string },
  productIds: readonly number[],
  channels?: readonly Channel[],
) {
  if (productIds.length === 0 || range.to < range.from) return [];
  return volumes(db, productIds, channels)
    .where('trade_date', '>=', range.from)
    .where('trade_date', '<=', range.to)
    .groupBy(['trade_date', 'product_id'])
    .execute();
}

/** Amount and quantity per day and product (channels summed) on some days. */
export async function volumesOnDates(
  db: Kysely<Database>,
  dates: readonly string[],
  productIds: readonly number[],
  channels?: readonly Channel[],
) {
  if (dates.length === 0 || productIds.length === 0) return [];
  return volumes(db, productIds, channels)
    .where('trade_date', 'in', dates)
    .groupBy(['trade_date', 'product_id'])
    .execute();
}
