import {
  addYears,
  averagePrice,
  combineFigures,
  type Figures,
  type PriceChange,
  priceChange,
  QUANTITY_SCALE,
  scaleFigures,
  type Unit,
  weightedAverage,
} from '@bulten/core';
import type { Catalogue, CatalogueNode } from '../catalogue/catalogue.service.js';
import type { DailyStatRow } from '../stats/stats.table.js';
import { productFactors } from './figures.nodes.js';
import { figuresOfStat } from './figures.repository.js';

/**
 * Pure roll-ups: products' daily figures (channels merged) into the figures of a group, class or product
 * in the node's unit, and the arithmetic on them (weighted average, change, live-animal prices). Every
 * screen's, export's and compatibility row's figures come out of these functions.
 */

/** Figures per day, then per product (channels merged). */
export type StatsIndex = Map<string, Map<number, Figures>>;

/** Count, quantity and amount of trades: all that an average or a total needs. */
export interface Totals {
  count: number;
  quantityMilli: number;
  amountE4: number;
}

/** Totals per day, then per product (channels merged). */
export type TotalsIndex = Map<string, Map<number, Totals>>;

/** One trading day of a node: its weighted average. */
export interface NodePoint {
  date: string;
  averageE4: number;
}

/** One trading day of a node: its figures and weighted average. */
export interface DayPoint extends NodePoint {
  figures: Figures;
}

/** Weighted average price (e4 per unit) of some trades: total amount / total quantity; null without quantity. */
export function averagePriceOf(totals: Pick<Totals, 'amountE4' | 'quantityMilli'>): number | null {
  return averagePrice(totals);
}

/** Change of an average against an earlier one (the previous trading day, a year earlier); null without one. */
export function changeSince(
  averageE4: number | null,
  earlierE4: number | null | undefined,
): PriceChange | null {
  return priceChange(averageE4, earlierE4 ?? null);
}

/** TL per head and per kg of live weight (e4) of live-animal trades; null without heads or weight. */
export function liveAnimalPrices(totals: { amountE4: number; headCount: number; liveWeightMilli: number }) {
  return {
    perHeadE4: weightedAverage(totals.amountE4, totals.headCount * QUANTITY_SCALE),
    perKgE4: weightedAverage(totals.amountE4, totals.liveWeightMilli),
  };
}

/** A trading day with its figures' weighted average. */
export function dayPoint(date: string, figures: Figures): DayPoint {
  return { date, figures, averageE4: averagePriceOf(figures)! };
}

/** Indexes statistics rows by day and product, merging channels; adds to `into` when given. */
export function indexStats(rows: readonly DailyStatRow[], into: StatsIndex = new Map()): StatsIndex {
  for (const row of rows) {
    const day = into.get(row.trade_date) ?? new Map<number, Figures>();
    into.set(row.trade_date, day);
    const figures = figuresOfStat(row);
    const known = day.get(row.product_id);
    day.set(row.product_id, known ? combineFigures([known, figures])! : figures);
  }
  return into;
}

/** Indexes totals rows (one per day and product) by day and product. */
export function indexTotals(
  rows: ReadonlyArray<{ trade_date: string; product_id: number } & Record<keyof Totals, number | string>>,
): TotalsIndex {
  const index: TotalsIndex = new Map();
  for (const row of rows) {
    const day = index.get(row.trade_date) ?? new Map<number, Totals>();
    index.set(row.trade_date, day);
    day.set(row.product_id, totalsOfRow(row));
  }
  return index;
}

/** Totals of a summed row (SQLite answers sums as numbers, PostgreSQL as numeric read as numbers or text). */
export function totalsOfRow(row: Record<keyof Totals, number | string>): Totals {
  return {
    count: Number(row.count),
    quantityMilli: Number(row.quantityMilli),
    amountE4: Number(row.amountE4),
  };
}

/** A node's figures in `unit` from its products' figures (of a day or a period); null when none traded. */
export function nodeFigures(
  catalogue: Catalogue,
  node: CatalogueNode,
  unit: Unit | null,
  byProduct: ReadonlyMap<number, Figures> | undefined,
): Figures | null {
  if (!byProduct) return null;
  const parts: Figures[] = [];
  for (const [productId, factor] of productFactors(catalogue, node, unit)) {
    const figures = byProduct.get(productId);
    if (figures) parts.push(scaleFigures(figures, factor));
  }
  return combineFigures(parts);
}

/** A node's totals in `unit` from its products' totals (of a day or a period); null when none traded. */
export function nodeTotals(
  catalogue: Catalogue,
  node: CatalogueNode,
  unit: Unit | null,
  byProduct: ReadonlyMap<number, Totals> | undefined,
): Totals | null {
  if (!byProduct) return null;
  let sum: Totals | null = null;
  for (const [productId, factor] of productFactors(catalogue, node, unit)) {
    const totals = byProduct.get(productId);
    if (!totals) continue;
    sum ??= { count: 0, quantityMilli: 0, amountE4: 0 };
    sum.count += totals.count;
    sum.quantityMilli += totals.quantityMilli * factor;
    sum.amountE4 += totals.amountE4;
  }
  return sum;
}

/** A node's trading days found in a totals index, oldest first. */
export function nodeSeries(
  catalogue: Catalogue,
  node: CatalogueNode,
  unit: Unit | null,
  index: TotalsIndex,
): NodePoint[] {
  const points: NodePoint[] = [];
  for (const date of [...index.keys()].sort()) {
    const totals = nodeTotals(catalogue, node, unit, index.get(date));
    const averageE4 = totals ? averagePriceOf(totals) : null;
    if (averageE4 !== null) points.push({ date, averageE4 });
  }
  return points;
}

/** The figures of a run of trading days together (a period's totals); null without days. */
export function periodFigures(points: readonly DayPoint[]): Figures | null {
  return combineFigures(points.map((p) => p.figures));
}

/**
 * Points moved forward by whole years (onto a later window). 29 February lands on the 28th; if that day
 * traded too, the two merge into one point so a chart never gets two points on one day.
 */
export function shiftPoints(points: readonly DayPoint[], years: number): DayPoint[] {
  const byDate = new Map<string, DayPoint>();
  for (const point of points) {
    const date = addYears(point.date, years);
    const known = byDate.get(date);
    byDate.set(date, dayPoint(date, known ? combineFigures([known.figures, point.figures])! : point.figures));
  }
  return [...byDate.values()];
}
