import type { DailyStatRow } from './stats.table.js';

/** The columns of `daily_stat` in the order they are written, each with its PostgreSQL type. */
export const DAILY_STAT_FIELDS = [
  ['trade_date', 'text'],
  ['product_id', 'int4'],
  ['channel', 'text'],
  ['trade_count', 'int4'],
  ['quantity_milli', 'int8'],
  ['amount_e4', 'int8'],
  ['min_price_e4', 'int8'],
  ['max_price_e4', 'int8'],
  ['first_price_e4', 'int8'],
  ['first_at', 'text'],
  ['first_id', 'int4'],
  ['last_price_e4', 'int8'],
  ['last_at', 'text'],
  ['last_id', 'int4'],
  ['head_count', 'int4'],
  ['live_weight_milli', 'int8'],
] as const satisfies ReadonlyArray<readonly [keyof DailyStatRow, string]>;

/** The columns of `daily_stat` in the order they are written. */
export const DAILY_STAT_COLUMNS = DAILY_STAT_FIELDS.map(([column]) => column);
