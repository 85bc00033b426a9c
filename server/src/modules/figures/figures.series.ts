import { addYears, type Channel } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { MAX_RANGE_YEARS } from '../../http/params.js';
import type { Catalogue, CatalogueNode } from '../catalogue/catalogue.service.js';
import { rememberedRollup } from './figures.memo.js';
import { membersText, rolledUp, watchRollups } from './figures.node-rollup.js';
import { nodeUnit, productFactors } from './figures.nodes.js';
import { productTotalsBetween, statsBetween } from './figures.repository.js';
import {
  averagePriceOf,
  type DayPoint,
  dayPoint,
  indexStats,
  nodeTotals,
  shiftPoints,
  type Totals,
  totalsOfRow,
} from './figures.rollup.js';
import type { RollupSelection } from './figures.sql-rollup.js';
import { firstTradingDay } from './trading-days.repository.js';

/** A date range, both ends included. */
export interface DateRange {
  from: string;
  to: string;
}

/** What the database sums for a node's figures in its unit: its counted products and their factors. */
export function rollupSelection(
  catalogue: Catalogue,
  node: CatalogueNode,
  channels?: readonly Channel[],
): RollupSelection {
  const factors = productFactors(catalogue, node, nodeUnit(catalogue, node));
  const rolled = rolledUp(node) ? { node: { id: node.id, members: membersText(factors) } } : {};
  return { productIds: [...factors.keys()], channels, factors, ...rolled };
}

/**
 * A node's figures per trading day in `range` (channels merged, products rolled up in the node's unit),
 * oldest first. Summed up by the database (the fast path for long ranges); past days are kept in memory
 * until an event touches them.
 */
export async function nodeSeriesBetween(
  ctx: AppContext,
  catalogue: Catalogue,
  node: CatalogueNode,
  range: DateRange,
  channels?: readonly Channel[],
): Promise<DayPoint[]> {
  await watchRollups(ctx, catalogue);
  // The days come with their averages (the memo's own objects: read, never changed).
  return rememberedRollup(ctx, rollupSelection(catalogue, node, channels), range);
}

/** One earlier year's window of a node, its points moved onto the asked window. */
export interface PastWindow {
  year: number;
  from: string;
  to: string;
  points: DayPoint[];
}

/**
 * The asked range in every earlier year that has trades (at most 20 years back), newest year first, each
 * with its points moved forward onto the asked range. One read covers all of them.
 */
export async function nodeEarlierYears(
  ctx: AppContext,
  catalogue: Catalogue,
  node: CatalogueNode,
  range: DateRange,
  channels?: readonly Channel[],
): Promise<PastWindow[]> {
  const first = await firstTradingDay(ctx.db.kysely, { productIds: node.productIds, channels });
  if (!first) return [];
  let years = 0;
  while (years < MAX_RANGE_YEARS && addYears(range.to, -(years + 1)) >= first) years += 1;
  if (years === 0) return [];
  const earlier = { from: addYears(range.from, -years), to: addYears(range.to, -1) };
  const all = await nodeSeriesBetween(ctx, catalogue, node, earlier, channels);
  const windows: PastWindow[] = [];
  for (let k = 1; k <= years; k += 1) {
    const from = addYears(range.from, -k);
    const to = addYears(range.to, -k);
    const inside = all.filter((p) => p.date >= from && p.date <= to);
    if (inside.length > 0)
      windows.push({ year: Number(from.slice(0, 4)), from, to, points: shiftPoints(inside, k) });
  }
  return windows;
}

/** A product of a node with its own trading days. */
export interface ProductDays {
  product: CatalogueNode;
  points: DayPoint[];
}

/** The node's products that traded in the range, in catalogue order, with their figures per day (oldest first). */
export async function productDaysBetween(
  db: Kysely<Database>,
  catalogue: Catalogue,
  node: CatalogueNode,
  range: DateRange,
  channels?: readonly Channel[],
): Promise<ProductDays[]> {
  const index = indexStats(await statsBetween(db, { ...range, productIds: node.productIds, channels }));
  const dates = [...index.keys()].sort();
  const out: ProductDays[] = [];
  for (const id of node.productIds) {
    const points = dates.flatMap((date) => {
      const figures = index.get(date)!.get(id);
      return figures ? [dayPoint(date, figures)] : [];
    });
    if (points.length > 0) out.push({ product: catalogue.nodes.get(id)!, points });
  }
  return out;
}

/** A node's totals over a period in its unit, with the weighted average (null for a node without a unit). */
export interface NodeTotals extends Totals {
  unit: ReturnType<typeof nodeUnit>;
  averageE4: number | null;
}

/**
 * The totals of each given node that traded in `range` (in its unit), and of every trade in it (count
 * and amount: a market mixes units). One read, summed per product by the database.
 */
export async function nodeTotalsBetween(
  db: Kysely<Database>,
  catalogue: Catalogue,
  nodes: readonly CatalogueNode[],
  range: DateRange & { channels?: readonly Channel[] },
): Promise<{ nodes: Map<number, NodeTotals>; market: Pick<Totals, 'count' | 'amountE4'> }> {
  const rows = await productTotalsBetween(db, range, range.channels);
  const byProduct = new Map(rows.map((r) => [r.product_id, totalsOfRow(r)]));
  const market = { count: 0, amountE4: 0 };
  for (const t of byProduct.values()) {
    market.count += t.count;
    market.amountE4 += t.amountE4;
  }
  const out = new Map<number, NodeTotals>();
  for (const node of nodes) {
    const unit = nodeUnit(catalogue, node);
    const totals = nodeTotals(catalogue, node, unit, byProduct);
    if (totals)
      out.set(node.id, { ...totals, unit, averageE4: unit === null ? null : averagePriceOf(totals) });
  }
  return { nodes: out, market };
}
