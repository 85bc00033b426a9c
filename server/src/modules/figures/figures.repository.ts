import type { Channel } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DailyStatRow } from '../stats/stats.table.js';

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
