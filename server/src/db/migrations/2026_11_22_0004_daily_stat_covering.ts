import { type AnyDb, addIndex } from '../dialect.js';

// Every column a history or archive read sums up, after the (product_id, trade_date) prefix the day
// views already seek on: a range of days of some products is then read from the index alone, without a
// table lookup per row (about half the work of a 10-year archive).
const COVERED = [
  'product_id',
  'trade_date',
  'channel',
  'trade_count',
  'quantity_milli',
  'amount_e4',
  'min_price_e4',
  'max_price_e4',
  'first_at',
  'first_id',
  'first_price_e4',
  'last_at',
  'last_id',
  'last_price_e4',
  'head_count',
  'live_weight_milli',
];

/** Replaces the (product_id, trade_date) index of daily_stat with one that covers every figure column. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('daily_stat_product').execute();
  await addIndex(db, 'daily_stat_product', 'daily_stat', COVERED);
}

/** Back to the plain (product_id, trade_date) index. */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('daily_stat_product').execute();
  await addIndex(db, 'daily_stat_product', 'daily_stat', ['product_id', 'trade_date']);
}
