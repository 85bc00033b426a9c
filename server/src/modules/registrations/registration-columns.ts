import { ANALYSIS_COLUMNS } from '@bulten/core/plain';

/** The columns of a registration that a trade list shows (who traded is left out). */
export const TRADE_COLUMNS = [
  'id',
  'registration_no',
  'traded_at',
  'trade_date',
  'product_id',
  'channel',
  'quantity_milli',
  'unit_price_e4',
  'amount_e4',
  'city',
  'district',
  'head_count',
  'live_weight_milli',
] as const;

/**
 * Who traded, how a registration stands, where from, a live-animal lot's heads and weight, the analyses
 * (core's `ANALYSIS_COLUMNS`).
 */
export const DETAIL_COLUMNS = [
  'buyer_member_id',
  'seller_member_id',
  'status',
  'cancel_reason',
  'city',
  'district',
  'head_count',
  'live_weight_milli',
  ...ANALYSIS_COLUMNS,
] as const;

/** What was traded, when, how much and at what price: a stored registration's columns in their order. */
export const DEAL_COLUMNS = [
  'traded_at',
  'trade_date',
  'product_id',
  'quantity_milli',
  'unit_price_e4',
  'amount_e4',
  'channel',
] as const;
