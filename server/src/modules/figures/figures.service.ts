import { addDays, averagePrice, type Channel, type Figures, type Unit } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Catalogue, CatalogueNode } from '../catalogue/catalogue.service.js';
import { statsBetween, statsOnDates, volumesBetween, volumesOnDates } from './figures.repository.js';
import {
  indexStats,
  indexVolumes,
  type NodePoint,
  nodeAverage,
  nodeFigures,
  nodeSeries,
  nodeUnit,
  productIdsOf,
  type StatsIndex,
  type VolumeIndex,
} from './figures.rollup.js';
import { previousTradingDays, yearAgoWindow } from './trading-days.repository.js';

/** A node's figures on a day, with its previous trading day, the same day a year earlier and its series. */
export interface NodeDay {
  node: CatalogueNode;
  unit: Unit | null;
  date: string;
  figures: Figures;
  averageE4: number;
  previous: NodePoint | null;
  yearAgo: NodePoint | null;
  /** The node's trading days in the loaded window up to and including `date`, oldest first. */
  series: NodePoint[];
}

/** Calendar days looked at before a day so that most nodes find their previous trading day in one read. */
export const DAY_LOOKBACK_DAYS = 14;

/** Full figures of some days for some products (only the days shown need them). */
export async function loadFigures(
  db: Kysely<Database>,
  dates: readonly string[],
  productIds: readonly number[],
  channels?: readonly Channel[],
): Promise<StatsIndex> {
  if (dates.length === 1) {
    const [date] = dates as [string];
    return indexStats(await statsBetween(db, { from: date, to: date, productIds, channels }));
  }
  return indexStats(await statsOnDates(db, dates, productIds, channels));
}

/**
 * Node days from a window of volumes: `dateOf` picks each node's day from its series (a fixed date, or
 * its latest); `figures` holds the full figures of those days. Nodes without their day are left out.
 */
export function nodeDaysFromWindow(
  catalogue: Catalogue,
  nodes: readonly CatalogueNode[],
  window: VolumeIndex,
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
    const averageE4 = averagePrice(dayFigures)!;
    days.push({
      node,
      unit,
      date,
      figures: dayFigures,
      averageE4,
      previous,
      yearAgo: null,
      series: all.slice(0, at + 1),
    });
  }
  return days;
}

/** Fills the previous trading day of nodes whose window held none (two reads for all of them). */
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
  const latest = await previousTradingDays(db, { productIds: products, channels }, windowStart);
  const older = indexVolumes(await volumesOnDates(db, [...new Set(latest.values())], products, channels));
  for (const day of missing) {
    const candidates = day.node.productIds.map((id) => latest.get(id)).filter((d) => d !== undefined);
    const date = candidates.sort().at(-1);
    const averageE4 = date ? nodeAverage(catalogue, day.node, day.unit, older.get(date)) : null;
    if (date && averageE4 !== null) day.previous = { date, averageE4 };
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
    const range = yearAgoWindow(date);
    const window = indexVolumes(
      await volumesBetween(db, range, productIdsOf(group.map((d) => d.node)), channels),
    );
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
  const products = productIdsOf(nodes);
  if (products.length === 0) return [];
  const figures = await loadFigures(db, [date], products, options.channels);
  if (!figures.has(date)) return [];
  const from = addDays(date, -DAY_LOOKBACK_DAYS);
  const window = indexVolumes(await volumesBetween(db, { from, to: date }, products, options.channels));
  const days = nodeDaysFromWindow(catalogue, nodes, window, figures, () => date);
  await fillMissingPrevious(db, catalogue, days, from, options.channels);
  if (options.yearAgo) await fillYearAgo(db, catalogue, days, options.channels);
  return days;
}
