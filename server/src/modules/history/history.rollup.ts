import type { Channel, Figures } from '@bulten/core';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { dialectOf } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';

/** One day of some products' statistics summed up by the database. */
export interface DayRollup {
  date: string;
  figures: Figures;
}

interface RollupRow {
  trade_date: string;
  count: number | string;
  quantity: number | string;
  amount: number | string;
  min_price: number | string;
  max_price: number | string;
  first_key: string;
  last_key: string;
  heads: number | string;
  weight: number | string;
}

// The first (last) trade of a day is the one with the smallest (largest) time, then id. A text key of the
// ISO time (fixed width), the id plus 10^10 (eleven digits for any serial id) and the price sorts that way
// and carries the price; PostgreSQL compares it byte by byte.
function tradeKey(db: Kysely<Database>, at: string, id: string, price: string): RawBuilder<string> {
  const key = sql<string>`${sql.ref(at)} || '|' || (${sql.ref(id)} + 10000000000) || '|' || ${sql.ref(price)}`;
  return dialectOf(db) === 'postgres' ? sql<string>`(${key}) collate "C"` : key;
}

function keyPrice(key: string): number {
  return Number(key.slice(key.lastIndexOf('|') + 1));
}

function keyParts(key: string): { at: string; id: number; price: number } {
  const [at = '', id = '0'] = key.split('|');
  return { at, id: Number(id) - 10_000_000_000, price: keyPrice(key) };
}

function figuresOf(row: RollupRow): Figures {
  const first = keyParts(row.first_key);
  const last = keyParts(row.last_key);
  return {
    count: Number(row.count),
    quantityMilli: Number(row.quantity),
    amountE4: Number(row.amount),
    minPriceE4: Number(row.min_price),
    maxPriceE4: Number(row.max_price),
    firstPriceE4: first.price,
    firstAt: first.at,
    firstId: first.id,
    lastPriceE4: last.price,
    lastAt: last.at,
    lastId: last.id,
    headCount: Number(row.heads),
    liveWeightMilli: Number(row.weight),
  };
}

/**
 * The statistics of some products summed up per day by the database (channels and products merged,
 * oldest day first): the same figures `combineFigures` gives, without reading every product's rows.
 * Quantities and prices are added as stored, so the products must share one unit.
 */
export async function dailyRollup(
  db: Kysely<Database>,
  range: { productIds: readonly number[]; channels?: readonly Channel[]; from: string; to: string },
): Promise<DayRollup[]> {
  if (range.productIds.length === 0) return [];
  let query = db
    .selectFrom('daily_stat')
    .select([
      'trade_date',
      sql<number>`sum(trade_count)`.as('count'),
      sql<number>`sum(quantity_milli)`.as('quantity'),
      sql<number>`sum(amount_e4)`.as('amount'),
      sql<number>`min(min_price_e4)`.as('min_price'),
      sql<number>`max(max_price_e4)`.as('max_price'),
      sql<string>`min(${tradeKey(db, 'first_at', 'first_id', 'first_price_e4')})`.as('first_key'),
      sql<string>`max(${tradeKey(db, 'last_at', 'last_id', 'last_price_e4')})`.as('last_key'),
      sql<number>`sum(head_count)`.as('heads'),
      sql<number>`sum(live_weight_milli)`.as('weight'),
    ])
    .where('product_id', 'in', range.productIds)
    .where('trade_date', '>=', range.from)
    .where('trade_date', '<=', range.to);
  if (range.channels) query = query.where('channel', 'in', range.channels);
  const rows = (await query.groupBy('trade_date').orderBy('trade_date').execute()) as RollupRow[];
  return rows.map((row) => ({ date: row.trade_date, figures: figuresOf(row) }));
}
