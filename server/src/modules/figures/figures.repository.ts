import type { Channel, Figures } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
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
