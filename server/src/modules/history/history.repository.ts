import { ANALYSIS_COLUMNS, type Channel } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { TRADE_COLUMNS } from '../registrations/registration-columns.js';

/** Which active registrations a history list reads. */
export interface TradeRange {
  productIds: readonly number[];
  channels?: readonly Channel[];
  from?: string;
  to?: string;
  limit: number;
}

function activeIn(db: Kysely<Database>, range: TradeRange) {
  let query = db
    .selectFrom('registration')
    .where('status', '=', 'AKTIF')
    .where('product_id', 'in', range.productIds);
  if (range.channels) query = query.where('channel', 'in', range.channels);
  if (range.from) query = query.where('trade_date', '>=', range.from);
  if (range.to) query = query.where('trade_date', '<=', range.to);
  return query;
}

/** Active registrations of some products in a date range, newest first (trade time, then id). */
export async function activeTradesBetween(db: Kysely<Database>, range: TradeRange) {
  if (range.productIds.length === 0) return [];
  return activeIn(db, range)
    .select(TRADE_COLUMNS)
    .orderBy('trade_date', 'desc')
    .orderBy('traded_at', 'desc')
    .orderBy('id', 'desc')
    .limit(range.limit)
    .execute();
}

/** A row of `activeTradesBetween`. */
export type HistoryTradeRow = Awaited<ReturnType<typeof activeTradesBetween>>[number];

/** Active registrations with their lab analyses (hall lots), newest first. */
export async function lotsWithAnalysesBetween(db: Kysely<Database>, range: TradeRange) {
  if (range.productIds.length === 0) return [];
  return activeIn(db, range)
    .select([...TRADE_COLUMNS, ...ANALYSIS_COLUMNS])
    .orderBy('trade_date', 'desc')
    .orderBy('traded_at', 'desc')
    .orderBy('id', 'desc')
    .limit(range.limit)
    .execute();
}

/** A row of `lotsWithAnalysesBetween`. */
export type LotRow = Awaited<ReturnType<typeof lotsWithAnalysesBetween>>[number];
