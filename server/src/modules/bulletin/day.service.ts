import { addDays, addYears, averagePrice, type Channel, type Figures, type Unit } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Catalogue, CatalogueNode } from '../catalogue/catalogue.service.js';
import { statsBetween } from '../stats/stats.repository.js';
import { previousTradingDays, statsOnDates } from './bulletin.repository.js';
import {
  indexStats,
  type NodePoint,
  nodeFigures,
  nodeSeries,
  nodeUnit,
  productIdsOf,
  type StatsIndex,
} from './day.model.js';

/** A node's figures on a day, with its previous trading day, the same day a year earlier and its series. */
export interface NodeDay {
  node: CatalogueNode;
  unit: Unit | null;
  date: string;
  figures: Figures;
  averageE4: number;
  previous: NodePoint | null;
  yearAgo: NodePoint | null;
  /** The node's trading days in the loaded window up to `date`, oldest first. */
  series: NodePoint[];
}

// How far back "the same day a year earlier" may fall to reach a trading day (as the engine does).
const YEAR_AGO_LOOKBACK_DAYS = 7;
/** Calendar days loaded before a day so that most nodes find their previous trading day without a second query. */
export const DAY_LOOKBACK_DAYS = 14;

/** Loads the statistics of a date range for some products into an index. */
export async function loadIndex(
  db: Kysely<Database>,
  range: { from: string; to: string },
  productIds: readonly number[],
  channels?: readonly Channel[],
): Promise<StatsIndex> {
  return indexStats(await statsBetween(db, { ...range, productIds, channels }));
}

/**
 * Node days from a loaded index. `dateOf` picks each node's day from its series (e.g. a fixed date, or
 * its latest); nodes without that day are left out. The previous point comes from the index when it holds one.
 */
export function nodeDaysFromIndex(
  catalogue: Catalogue,
  nodes: readonly CatalogueNode[],
  index: StatsIndex,
  dateOf: (series: NodePoint[]) => string | null,
): NodeDay[] {
  const days: NodeDay[] = [];
  for (const node of nodes) {
    const unit = nodeUnit(catalogue, node);
    const all = nodeSeries(catalogue, node, unit, index);
    const date = dateOf(all);
    const at = all.findIndex((p) => p.date === date);
    if (date === null || at < 0) continue;
    const point = all[at]!;
    const series = all.slice(0, at + 1);
    const previous = at > 0 ? all[at - 1]! : null;
    days.push({
      node,
      unit,
      date,
      figures: point.figures,
      averageE4: point.averageE4,
      previous,
      yearAgo: null,
      series,
    });
  }
  return days;
}

/** Fills the previous trading day of nodes whose window held none (two queries for all of them). */
export async function fillMissingPrevious(
  db: Kysely<Database>,
  catalogue: Catalogue,
  days: NodeDay[],
  windowStart: string,
  channels?: readonly Channel[],
): Promise<void> {
  const missing = days.filter((d) => d.previous === null);
  if (missing.length === 0) return;
  const products = productIdsOf(missing.map((d) => d.node));
  const latest = await previousTradingDays(db, products, windowStart, channels);
  const dates = [...new Set(latest.values())];
  const older = indexStats(await statsOnDates(db, dates, products, channels));
  for (const day of missing) {
    const candidates = day.node.productIds.map((id) => latest.get(id)).filter((d) => d !== undefined);
    if (candidates.length === 0) continue;
    const date = candidates.sort().at(-1)!;
    const figures = nodeFigures(catalogue, day.node, day.unit, older.get(date));
    if (figures) day.previous = { date, figures, averageE4: averagePrice(figures)! };
  }
}

/** Fills each node day's point a year earlier (the last trading day within a week up to that day). */
export async function fillYearAgo(
  db: Kysely<Database>,
  catalogue: Catalogue,
  days: NodeDay[],
  channels?: readonly Channel[],
): Promise<void> {
  const byDate = new Map<string, NodeDay[]>();
  for (const day of days) byDate.set(day.date, [...(byDate.get(day.date) ?? []), day]);
  for (const [date, group] of byDate) {
    const to = addYears(date, -1);
    const range = { from: addDays(to, -YEAR_AGO_LOOKBACK_DAYS), to };
    const index = await loadIndex(db, range, productIdsOf(group.map((d) => d.node)), channels);
    for (const day of group) day.yearAgo = nodeSeries(catalogue, day.node, day.unit, index).at(-1) ?? null;
  }
}

/** Every given node that traded on `date`, with its previous trading day and (optionally) a year earlier. */
export async function nodeDaysOn(
  db: Kysely<Database>,
  catalogue: Catalogue,
  nodes: readonly CatalogueNode[],
  date: string,
  options: { channels?: readonly Channel[]; yearAgo?: boolean } = {},
): Promise<NodeDay[]> {
  const products = productIdsOf(nodes);
  if (products.length === 0) return [];
  const from = addDays(date, -DAY_LOOKBACK_DAYS);
  const index = await loadIndex(db, { from, to: date }, products, options.channels);
  if (!index.has(date)) return [];
  const days = nodeDaysFromIndex(catalogue, nodes, index, () => date);
  await fillMissingPrevious(db, catalogue, days, from, options.channels);
  if (options.yearAgo) await fillYearAgo(db, catalogue, days, options.channels);
  return days;
}
