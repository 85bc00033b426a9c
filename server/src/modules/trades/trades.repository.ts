import type { Channel } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { TRADE_COLUMNS } from '../registrations/registration-columns.js';

/** Which active registrations a latest-trades list shows. */
export interface TradeFilter {
  productIds: readonly number[];
  channels?: readonly Channel[];
  /** Only this Istanbul trade date. */
  date?: string;
  /** Only trades at or after this instant (ISO UTC). */
  fromInstant?: string;
  /** Only trades before this instant (ISO UTC). */
  beforeInstant?: string;
  /** Only registrations with a larger id (polling). */
  afterId?: number;
  limit: number;
}

/** Active registrations matching a filter, newest first (by trade time, then id). */
export async function latestActiveTrades(db: Kysely<Database>, filter: TradeFilter) {
  if (filter.productIds.length === 0) return [];
  let query = db
    .selectFrom('registration')
    .select(TRADE_COLUMNS)
    .where('status', '=', 'AKTIF')
    .where('product_id', 'in', filter.productIds);
  if (filter.channels) query = query.where('channel', 'in', filter.channels);
  if (filter.date) query = query.where('trade_date', '=', filter.date);
  if (filter.fromInstant) query = query.where('traded_at', '>=', filter.fromInstant);
  if (filter.beforeInstant) query = query.where('traded_at', '<', filter.beforeInstant);
  if (filter.afterId !== undefined) query = query.where('id', '>', filter.afterId);
  return query.orderBy('traded_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}

/** A row of `latestActiveTrades`. */
export type ActiveTradeRow = Awaited<ReturnType<typeof latestActiveTrades>>[number];
