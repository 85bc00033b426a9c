import { addDays, type Channel, type Figures, type Unit } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Selection } from '../catalogue/catalogue.cache.js';
import type { Catalogue, CatalogueNode } from '../catalogue/catalogue.service.js';
import { nodeUnit, productFactors, productIdsOf } from './figures.nodes.js';
import { statsBetween, statsOnDates, totalsBetween, totalsOnDates } from './figures.repository.js';
import {
  averagePriceOf,
  indexStats,
  indexTotals,
  type NodePoint,
  nodeFigures,
  nodeSeries,
  nodeTotals,
  type StatsIndex,
  type TotalsIndex,
} from './figures.rollup.js';
import { previousTradingDays, recentTradingDates, yearAgoWindow } from './trading-days.repository.js';

/**
 * The figures of catalogue nodes (groups, classes, products; any channels) on a day: `nodeFiguresOn` (figures
 * only), `nodeDaysOn` (with the previous trading day and optionally a year earlier), `nodeDaysInWindow`
 * (cards: each node's day and sparkline over recent trading days) and `latestNodeDays` (each node at its own
 * latest day). Ranges are in `figures.series.ts`, trading days in `trading-days.repository.ts`, the pure
 * roll-ups in `figures.rollup.ts`, API fields in `figures.fields.ts`, preliminary/final in `figures.session.ts`.
 */

/** A node's figures on one day, in its unit. */
export interface NodeFigures {
  node: CatalogueNode;
  unit: Unit | null;
  date: string;
  figures: Figures;
  averageE4: number;
}

/** A node's figures on a day, with its previous trading day, the same day a year earlier and its series. */
export interface NodeDay extends NodeFigures {
  previous: NodePoint | null;
  yearAgo: NodePoint | null;
  /** The node's trading days in the loaded window up to and including `date`, oldest first. */
  series: NodePoint[];
}

// Calendar days looked at before a day so that most nodes find their previous trading day in one read.
const DAY_LOOKBACK_DAYS = 14;

async function loadFigures(
  db: Kysely<Database>,
  dates: readonly string[],
  sel: Selection,
): Promise<StatsIndex> {
  if (dates.length !== 1) return indexStats(await statsOnDates(db, dates, sel));
  const [date] = dates as [string];
  return indexStats(await statsBetween(db, { from: date, to: date, ...sel }));
}

/**
 * The figures of each node that traded on `date` (in catalogue order as given), without comparisons: one
 * statistics read. With `unit: 'KG'` every node is given in kg and counts only its mass products.
 */
export async function nodeFiguresOn(
  db: Kysely<Database>,
  catalogue: Catalogue,
  nodes: readonly CatalogueNode[],
  date: string,
  options: { channels?: readonly Channel[]; unit?: 'KG' } = {},
): Promise<NodeFigures[]> {
  const units = nodes.map((node) => options.unit ?? nodeUnit(catalogue, node));
  const counted = nodes.flatMap((node, i) => [...productFactors(catalogue, node, units[i]!).keys()]);
  const productIds = [...new Set(counted)];
  if (productIds.length === 0) return [];
  const day = (await loadFigures(db, [date], { productIds, channels: options.channels })).get(date);
  const out: NodeFigures[] = [];
  nodes.forEach((node, i) => {
    const figures = nodeFigures(catalogue, node, units[i]!, day);
    if (figures) out.push({ node, unit: units[i]!, date, figures, averageE4: averagePriceOf(figures)! });
  });
  return out;
}

/**
 * Node days from a window of totals: `dateOf` picks each node's day from its series (a fixed date, or
 * its latest); `figures` holds the full figures of those days. Nodes without their day are left out.
 */
function nodeDaysFromWindow(
  catalogue: Catalogue,
  nodes: readonly CatalogueNode[],
  window: TotalsIndex,
  figures: StatsIndex,
  dateOf: (series: NodePoint[]) => string | null,
): NodeDay[] {
  const days: NodeDay[] = [];
  for (const node of nodes) {
    const unit = nodeUnit(catalogue, node);
    const all = nodeSeries(catalogue, node, unit, window);
    const date = dateOf(all);
    const at = all.findIndex((p) => p.date === date);
    const dayFigures = date === null ? null : nodeFigures(catalogue, node, unit, figures.get(date));
    if (date === null || at < 0 || !dayFigures) continue;
    const previous = at > 0 ? all[at - 1]! : null;
    const averageE4 = averagePriceOf(dayFigures)!;
    const series = all.slice(0, at + 1);
    days.push({ node, unit, date, figures: dayFigures, averageE4, previous, yearAgo: null, series });
  }
  return days;
}

/** Fills the previous trading day of nodes whose window held none (two reads for all of them). */
async function fillMissingPrevious(
  db: Kysely<Database>,
  catalogue: Catalogue,
  days: NodeDay[],
  windowStart: string,
  channels?: readonly Channel[],
): Promise<void> {
  const missing = days.filter((d) => d.previous === null);
  if (missing.length === 0) return;
  const sel = { productIds: productIdsOf(missing.map((d) => d.node)), channels };
  const latest = await previousTradingDays(db, sel, windowStart);
  const older = indexTotals(await totalsOnDates(db, [...new Set(latest.values())], sel));
  for (const day of missing) {
    const candidates = day.node.productIds.map((id) => latest.get(id)).filter((d) => d !== undefined);
    const date = candidates.sort().at(-1);
    const totals = date ? nodeTotals(catalogue, day.node, day.unit, older.get(date)) : null;
    const averageE4 = totals ? averagePriceOf(totals) : null;
    if (date && averageE4 !== null) day.previous = { date, averageE4 };
  }
}

/** Fills each node day's point a year earlier (its last trading day in `yearAgoWindow` of its date). */
async function fillYearAgo(
  db: Kysely<Database>,
  catalogue: Catalogue,
  days: NodeDay[],
  channels?: readonly Channel[],
): Promise<void> {
  const byDate = new Map<string, NodeDay[]>();
  for (const day of days) byDate.set(day.date, [...(byDate.get(day.date) ?? []), day]);
  for (const [date, group] of byDate) {
    const sel = { productIds: productIdsOf(group.map((d) => d.node)), channels };
    const window = indexTotals(await totalsBetween(db, yearAgoWindow(date), sel));
    for (const day of group) day.yearAgo = nodeSeries(catalogue, day.node, day.unit, window).at(-1) ?? null;
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
  const sel = { productIds: productIdsOf(nodes), channels: options.channels };
  if (sel.productIds.length === 0) return [];
  const figures = await loadFigures(db, [date], sel);
  if (!figures.has(date)) return [];
  const from = addDays(date, -DAY_LOOKBACK_DAYS);
  const window = indexTotals(await totalsBetween(db, { from, to: date }, sel));
  const days = nodeDaysFromWindow(catalogue, nodes, window, figures, () => date);
  await fillMissingPrevious(db, catalogue, days, from, options.channels);
  if (options.yearAgo) await fillYearAgo(db, catalogue, days, options.channels);
  return days;
}

/**
 * Node days over the nodes' last `tradingDays` trading days up to `upTo`, each with its series over them:
 * one totals read for the window, one figures read for the days shown, and at most two more for nodes
 * whose previous trading day lies before it. `date` fixes every node's day (none when the window's latest
 * day is another); without it each node shows its latest day in the window.
 */
export async function nodeDaysInWindow(
  db: Kysely<Database>,
  catalogue: Catalogue,
  nodes: readonly CatalogueNode[],
  window: { upTo: string; tradingDays: number; date?: string },
): Promise<NodeDay[]> {
  const sel = { productIds: productIdsOf(nodes) };
  const dates = await recentTradingDates(db, sel, window.upTo, window.tradingDays);
  if (dates.length === 0 || (window.date && dates[0] !== window.date)) return [];
  const from = dates.at(-1)!;
  const totals = indexTotals(await totalsBetween(db, { from, to: window.upTo }, sel));
  const dateOf = (series: NodePoint[]) => window.date ?? series.at(-1)?.date ?? null;
  const shown = new Set(nodes.map((n) => dateOf(nodeSeries(catalogue, n, nodeUnit(catalogue, n), totals))));
  const figures = await loadFigures(
    db,
    [...shown].filter((d) => d !== null),
    sel,
  );
  const days = nodeDaysFromWindow(catalogue, nodes, totals, figures, dateOf);
  await fillMissingPrevious(db, catalogue, days, from);
  return days;
}

/** Each node at its own latest trading day up to `upTo`, with its previous trading day, in the order given. */
export async function latestNodeDays(
  db: Kysely<Database>,
  catalogue: Catalogue,
  nodes: readonly CatalogueNode[],
  upTo: string,
): Promise<NodeDay[]> {
  const latest = await previousTradingDays(db, { productIds: productIdsOf(nodes) }, addDays(upTo, 1));
  const byDate = new Map<string, CatalogueNode[]>();
  for (const node of nodes) {
    const date = node.productIds
      .map((id) => latest.get(id) ?? '')
      .sort()
      .at(-1);
    if (date) byDate.set(date, [...(byDate.get(date) ?? []), node]);
  }
  const days: NodeDay[] = [];
  for (const [date, group] of byDate) days.push(...(await nodeDaysOn(db, catalogue, group, date)));
  const order = new Map(nodes.map((n, i) => [n.id, i]));
  return days.sort((a, b) => order.get(a.node.id)! - order.get(b.node.id)!);
}
