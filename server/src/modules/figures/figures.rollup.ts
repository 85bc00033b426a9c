import {
  averagePrice,
  combineFigures,
  type Figures,
  figuresInKg,
  isMassUnit,
  kgPerUnit,
  type Unit,
} from '@bulten/core';
import type { Catalogue, CatalogueNode } from '../catalogue/catalogue.service.js';
import { isLiveAnimalNode } from '../catalogue/catalogue.service.js';
import type { DailyStatRow } from '../stats/stats.table.js';
import { figuresOfStat } from './figures.repository.js';

/**
 * Pure roll-ups of daily statistics rows into the figures of catalogue nodes. Channels of one product
 * and day merge; products roll up into classes and groups in the node's unit (a mix of KG and TON is
 * expressed in KG).
 */

/** Figures per day, then per product (channels merged). */
export type StatsIndex = Map<string, Map<number, Figures>>;

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

/** The unit a node's figures are given in: its products' unit, KG for a mix of KG and TON, else null. */
export function nodeUnit(catalogue: Catalogue, node: CatalogueNode): Unit | null {
  if (node.level === 'PRODUCT') return node.unit;
  const units = new Set(node.productIds.map((id) => catalogue.nodes.get(id)?.unit ?? null));
  if (units.size === 1) return [...units][0] ?? null;
  return [...units].every((u) => isMassUnit(u)) && units.size > 0 ? 'KG' : null;
}

/** A node's figures on one day from that day's product figures; null when none of its products traded. */
export function nodeFigures(
  catalogue: Catalogue,
  node: CatalogueNode,
  unit: Unit | null,
  day: Map<number, Figures> | undefined,
): Figures | null {
  if (!day) return null;
  const parts: Figures[] = [];
  for (const productId of node.productIds) {
    const figures = day.get(productId);
    if (!figures) continue;
    const productUnit = catalogue.nodes.get(productId)?.unit ?? null;
    parts.push(unit === 'KG' && productUnit !== 'KG' ? figuresInKg(figures, productUnit) : figures);
  }
  return combineFigures(parts);
}

/** Amount and quantity of a product on a day (all that an average needs). */
export interface Volume {
  amountE4: number;
  quantityMilli: number;
}

/** Volumes per day, then per product. */
export type VolumeIndex = Map<string, Map<number, Volume>>;

/** Indexes volume rows (one per day and product) by day and product. */
export function indexVolumes(
  rows: ReadonlyArray<{ trade_date: string; product_id: number; amount_e4: number; quantity_milli: number }>,
): VolumeIndex {
  const index: VolumeIndex = new Map();
  for (const row of rows) {
    const day = index.get(row.trade_date) ?? new Map<number, Volume>();
    index.set(row.trade_date, day);
    day.set(row.product_id, { amountE4: Number(row.amount_e4), quantityMilli: Number(row.quantity_milli) });
  }
  return index;
}

/** A node's weighted average (e4, in the node's unit) on a day; null when none of its products traded. */
export function nodeAverage(
  catalogue: Catalogue,
  node: CatalogueNode,
  unit: Unit | null,
  day: Map<number, Volume> | undefined,
): number | null {
  if (!day) return null;
  let amountE4 = 0;
  let quantityMilli = 0;
  for (const productId of node.productIds) {
    const volume = day.get(productId);
    if (!volume) continue;
    const productUnit = catalogue.nodes.get(productId)?.unit ?? null;
    const toKg = unit === 'KG' ? kgPerUnit(productUnit) : 1;
    amountE4 += volume.amountE4;
    quantityMilli += volume.quantityMilli * toKg;
  }
  return averagePrice({ amountE4, quantityMilli });
}

/** One trading day of a node: its weighted average. */
export interface NodePoint {
  date: string;
  averageE4: number;
}

/** A node's trading days found in a volume index, oldest first. */
export function nodeSeries(
  catalogue: Catalogue,
  node: CatalogueNode,
  unit: Unit | null,
  index: VolumeIndex,
): NodePoint[] {
  const points: NodePoint[] = [];
  for (const date of [...index.keys()].sort()) {
    const averageE4 = nodeAverage(catalogue, node, unit, index.get(date));
    if (averageE4 !== null) points.push({ date, averageE4 });
  }
  return points;
}

/** The groups, classes and products of the catalogue (or of some groups) in display order, filtered by `keep`. */
export function treeNodes(
  catalogue: Catalogue,
  keep: (node: CatalogueNode) => boolean = () => true,
  groups: readonly CatalogueNode[] = catalogue.groups,
): CatalogueNode[] {
  const all: CatalogueNode[] = [];
  for (const group of groups) {
    all.push(group);
    for (const klass of catalogue.classesOf(group.id)) all.push(klass, ...catalogue.productsOf(klass.id));
  }
  return all.filter(keep);
}

/** The product ids of a list of nodes, without repeats. */
export function productIdsOf(nodes: readonly CatalogueNode[]): number[] {
  return [...new Set(nodes.flatMap((n) => n.productIds))];
}

/** The crops' (or live animals') nodes of the catalogue in tree order. */
export function marketNodes(catalogue: Catalogue, liveAnimals: boolean): CatalogueNode[] {
  return treeNodes(catalogue, (n) => isLiveAnimalNode(catalogue, n) === liveAnimals);
}
