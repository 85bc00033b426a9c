import type { Channel } from '@bulten/core';
import type { Generated, Selectable } from 'kysely';

/** Figures of one day × product × channel, kept in step with the registrations. */
export interface DailyStatTable {
  trade_date: string;
  product_id: number;
  channel: Channel;
  trade_count: number;
  quantity_milli: number;
  amount_e4: number;
  min_price_e4: number;
  max_price_e4: number;
  first_price_e4: number;
  first_at: string;
  first_id: number;
  last_price_e4: number;
  last_at: string;
  last_id: number;
  head_count: number;
  live_weight_milli: number;
}
export type DailyStatRow = Selectable<DailyStatTable>;

/** A trade date whose statistics a transaction is recomputing (its row is the day's lock). */
export interface StatDayLockTable {
  trade_date: string;
  /** A random token, new with each transaction that locked the day (migration 0021): the day's version. */
  version: Generated<number>;
}
