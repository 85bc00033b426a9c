import type { Channel, Figures } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Selection } from '../catalogue/catalogue.cache.js';
import type { DailyStatRow } from '../stats/stats.table.js';

/** Statistics row as figures. */
export function figuresOfStat(row: DailyStatRow): Figures {
  return {
    count: row.trade_count,
    quantityMilli: row.quantity_milli,
    amountE4: row.amount_e4,
    minPriceE4: row.min_price_e4,
    maxPriceE4: row.max_price_e4,
    firstPriceE4: row.first_price_e4,
    firstAt: row.first_at,
    firstId: row.first_id,
    lastPriceE4: row.last_price_e4,
    lastAt: row.last_at,
    lastId: row.last_id,
    headCount: row.head_count,
    liveWeightMilli: row.live_weight_milli,
  };
}

/** Statistics rows of a date range, optionally of some products and one channel. */
export async function statsBetween(
  db: Kysely<Database>,
  range: { from: string; to: string; productIds?: readonly number[]; channels?: readonly Channel[] },
): Promise<DailyStatRow[]> {
  let query = db
    .selectFrom('daily_stat')
    .selectAll()
    .where('trade_date', '>=', range.from)
    .where('trade_date', '<=', range.to);
  if (range.productIds) {
    if (range.productIds.length === 0) return [];
    query = query.where('product_id', 'in', range.productIds);
  }
  if (range.channels) query = query.where('channel', 'in', range.channels);
  return query.orderBy('trade_date').orderBy('product_id').orderBy('channel').execute();
}

/** Statistics rows of some days (not a range) of a selection. */
export async function statsOnDates(
  db: Kysely<Database>,
  dates: readonly string[],
  sel: Selection,
): Promise<DailyStatRow[]> {
  if (dates.length === 0 || sel.productIds.length === 0) return [];
  let query = db
    .selectFrom('daily_stat')
    .selectAll()
    .where('trade_date', 'in', dates)
    .where('product_id', 'in', sel.productIds);
  if (sel.channels) query = query.where('channel', 'in', sel.channels);
  return query.execute();
}

function totals(db: Kysely<Database>, channels?: readonly Channel[]) {
  const query = db
    .selectFrom('daily_stat')
    .select((eb) => [
      eb.fn.sum<number>('trade_count').as('count'),
      eb.fn.sum<number>('quantity_milli').as('quantityMilli'),
      eb.fn.sum<number>('amount_e4').as('amountE4'),
    ]);
  return channels ? query.where('channel', 'in', channels) : query;
}

/** Count, quantity and amount per day and product (channels summed) of a selection over a range. */
export async function totalsBetween(
  db: Kysely<Database>,
  range: { from: string; to: string },
  sel: Selection,
) {
  if (sel.productIds.length === 0 || range.to < range.from) return [];
  return totals(db, sel.channels)
    .select(['trade_date', 'product_id'])
    .where('product_id', 'in', sel.productIds)
    .where('trade_date', '>=', range.from)
    .where('trade_date', '<=', range.to)
    .groupBy(['trade_date', 'product_id'])
    .execute();
}

/** Count, quantity and amount per day and product (channels summed) of a selection on some days. */
export async function totalsOnDates(db: Kysely<Database>, dates: readonly string[], sel: Selection) {
  if (dates.length === 0 || sel.productIds.length === 0) return [];
  return totals(db, sel.channels)
    .select(['trade_date', 'product_id'])
    .where('product_id', 'in', sel.productIds)
    .where('trade_date', 'in', dates)
    .groupBy(['trade_date', 'product_id'])
    .execute();
}

/** Count, quantity and amount per product (days and channels summed) of every product over a range. */
export async function productTotalsBetween(
  db: Kysely<Database>,
  range: { from: string; to: string },
  channels?: readonly Channel[],
) {
  return totals(db, channels)
    .select('product_id')
    .where('trade_date', '>=', range.from)
    .where('trade_date', '<=', range.to)
    .groupBy('product_id')
    .execute();
}

const DATE_CHUNK = 500;

/** The days among `dates` that have any figures (a statistics row of any product and channel). */
export async function datesWithFigures(db: Kysely<Database>, dates: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < dates.length; i += DATE_CHUNK) {
    const rows = await db
      .selectFrom('daily_stat')
      .select('trade_date')
      .distinct()
      .where('trade_date', 'in', dates.slice(i, i + DATE_CHUNK))
      .execute();
    for (const row of rows) found.add(row.trade_date);
  }
  return found;
}
