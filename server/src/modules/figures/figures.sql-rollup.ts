import type { Channel, Figures } from '@bulten/core';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { pricePer, tradeKey } from '../stats/trade-key.js';
import { nodeRollup } from './figures.node-rollup.js';
import { type DayPoint, dayPoint } from './figures.rollup.js';

/** One day of some products' statistics summed up by the database, with its weighted average. */
export type DayRollup = DayPoint;

/**
 * Which statistics a roll-up sums: some products in some channels over a range. `factors` gives the
 * products counted in a smaller unit (a TON product in a KG node: 1000): their quantities × factor and
 * their prices ÷ factor, as `productFactors` decides; the other products count as they are.
 */
export interface RollupSelection {
  productIds: readonly number[];
  channels?: readonly Channel[];
  factors?: ReadonlyMap<number, number>;
  /** A group or class with roll-up rows (`node_day_stat`), read instead when summed with these members. */
  node?: { id: number; members: string };
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

/** Products per factor other than 1. */
function byFactor(factors: ReadonlyMap<number, number> | undefined): Array<[number, number[]]> {
  const groups = new Map<number, number[]>();
  for (const [id, factor] of factors ?? []) {
    if (factor !== 1) groups.set(factor, [...(groups.get(factor) ?? []), id]);
  }
  return [...groups.entries()];
}

// `value` of each row, or `scaled(value, factor)` for the products of a factor (a CASE on product_id).
function perProduct(
  column: string,
  groups: Array<[number, number[]]>,
  scaled: (value: RawBuilder<number>, factor: RawBuilder<number>) => RawBuilder<number>,
): RawBuilder<number> {
  const value = sql<number>`${sql.ref(column)}`;
  if (groups.length === 0) return value;
  const cases = groups.map(
    ([factor, ids]) =>
      sql`when product_id in (${sql.join(ids.map((id) => sql.lit(id)))}) then ${scaled(value, sql.lit(factor))}`,
  );
  return sql<number>`(case ${sql.join(cases, sql` `)} else ${value} end)`;
}

function quantityTimes(value: RawBuilder<number>, factor: RawBuilder<number>): RawBuilder<number> {
  return sql<number>`${value} * ${factor}`;
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
 * oldest day first): the same figures `nodeFigures` gives from the rows, with the products of `factors`
 * scaled the same way, without reading every product's rows.
 */
export async function dailyRollup(
  db: Kysely<Database>,
  range: RollupSelection & { from: string; to: string },
): Promise<DayRollup[]> {
  if (range.productIds.length === 0) return [];
  if (range.node) {
    const { id, members } = range.node;
    const rows = await nodeRollup(db, { ...range, nodeId: id, members });
    if (rows) return rows;
  }
  const groups = byFactor(range.factors);
  const price = (column: string) => perProduct(column, groups, pricePer);
  let query = db
    .selectFrom('daily_stat')
    .select([
      'trade_date',
      sql<number>`sum(trade_count)`.as('count'),
      sql<number>`sum(${perProduct('quantity_milli', groups, quantityTimes)})`.as('quantity'),
      sql<number>`sum(amount_e4)`.as('amount'),
      sql<number>`min(${price('min_price_e4')})`.as('min_price'),
      sql<number>`max(${price('max_price_e4')})`.as('max_price'),
      sql<string>`min(${tradeKey(db, sql.ref('first_at'), sql.ref('first_id'), price('first_price_e4'))})`.as(
        'first_key',
      ),
      sql<string>`max(${tradeKey(db, sql.ref('last_at'), sql.ref('last_id'), price('last_price_e4'))})`.as(
        'last_key',
      ),
      sql<number>`sum(head_count)`.as('heads'),
      sql<number>`sum(live_weight_milli)`.as('weight'),
    ])
    .where('product_id', 'in', range.productIds)
    .where('trade_date', '>=', range.from)
    .where('trade_date', '<=', range.to);
  if (range.channels) query = query.where('channel', 'in', range.channels);
  const rows = (await query.groupBy('trade_date').orderBy('trade_date').execute()) as RollupRow[];
  return rows.map((row) => dayPoint(row.trade_date, figuresOf(row)));
}
