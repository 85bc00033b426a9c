import type { Channel } from '@bulten/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Sums of one product over a period (from the daily statistics). */
export interface ProductSums {
  productId: number;
  count: number;
  quantityMilli: number;
  amountE4: number;
}

/** Trade count, quantity and amount per product over a period, optionally of some channels. */
export async function productSumsBetween(
  db: Kysely<Database>,
  range: { from: string; to: string; channels?: readonly Channel[] },
): Promise<ProductSums[]> {
  let query = db
    .selectFrom('daily_stat')
    .select([
      'product_id as productId',
      sql<number>`sum(trade_count)`.as('count'),
      sql<number>`sum(quantity_milli)`.as('quantityMilli'),
      sql<number>`sum(amount_e4)`.as('amountE4'),
    ])
    .where('trade_date', '>=', range.from)
    .where('trade_date', '<=', range.to);
  if (range.channels) query = query.where('channel', 'in', range.channels);
  const rows = await query.groupBy('product_id').execute();
  // SQLite answers sums as numbers, PostgreSQL as numeric (read as numbers by the pool's parser).
  return rows.map((r) => ({
    productId: r.productId,
    count: Number(r.count),
    quantityMilli: Number(r.quantityMilli),
    amountE4: Number(r.amountE4),
  }));
}
