import type { Figures } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Catalogue, type CatalogueNode, loadCatalogue } from '../catalogue/catalogue.service.js';
import { insertFigureChanges } from './figure-changes.repository.js';
import type { ChangedField, NewFigureChange } from './figure-changes.table.js';
import { nodeUnit } from './figures.nodes.js';
import { statsOnDates } from './figures.repository.js';
import { averagePriceOf, indexStats, nodeFigures } from './figures.rollup.js';

/**
 * The log of corrections in the open: the published figures (all channels) of each day × class and
 * product a correction or cancellation touches, taken before and after it in its transaction; every
 * figure that differs is written as one `figure_change` row.
 */

/** A day × product a registration's version lies on. */
export interface FigureKey {
  trade_date: string;
  product_id: number;
}

type FieldValues = Record<ChangedField, number | null>;

interface NodeSnapshot {
  date: string;
  node: CatalogueNode;
  values: FieldValues;
}

/** The logged fields of some figures (all null when nothing traded). */
export function fieldValues(figures: Figures | null): FieldValues {
  return {
    min: figures?.minPriceE4 ?? null,
    max: figures?.maxPriceE4 ?? null,
    average: figures ? averagePriceOf(figures) : null,
    quantity: figures?.quantityMilli ?? null,
    amount: figures?.amountE4 ?? null,
    count: figures?.count ?? null,
  };
}

/** The class and product nodes of each day × product, once each. */
function keyNodes(catalogue: Catalogue, keys: readonly FigureKey[]) {
  const found = new Map<string, { date: string; node: CatalogueNode }>();
  for (const key of keys) {
    const product = catalogue.nodes.get(key.product_id);
    const klass = product?.classId ? catalogue.nodes.get(product.classId) : undefined;
    for (const node of [klass, product]) {
      if (node) found.set(`${key.trade_date}|${node.id}`, { date: key.trade_date, node });
    }
  }
  return [...found.values()];
}

async function snapshot(
  db: Kysely<Database>,
  catalogue: Catalogue,
  nodes: ReadonlyArray<{ date: string; node: CatalogueNode }>,
): Promise<NodeSnapshot[]> {
  const out: NodeSnapshot[] = [];
  for (const date of new Set(nodes.map((n) => n.date))) {
    const onDate = nodes.filter((n) => n.date === date);
    const productIds = [...new Set(onDate.flatMap((n) => n.node.productIds))];
    const day = indexStats(await statsOnDates(db, [date], { productIds })).get(date);
    for (const { node } of onDate) {
      const figures = nodeFigures(catalogue, node, nodeUnit(catalogue, node), day);
      out.push({ date, node, values: fieldValues(figures) });
    }
  }
  return out;
}

/** The rows of every field that differs between two snapshots of the same nodes. */
export function changedRows(
  catalogue: Catalogue,
  before: readonly NodeSnapshot[],
  after: readonly NodeSnapshot[],
  change: Pick<NewFigureChange, 'kind' | 'registration_id' | 'changed_at'>,
): NewFigureChange[] {
  const rows: NewFigureChange[] = [];
  before.forEach((was, i) => {
    const now = after[i]!;
    for (const field of Object.keys(was.values) as ChangedField[]) {
      if (was.values[field] === now.values[field]) continue;
      rows.push({
        trade_date: was.date,
        node_id: was.node.id,
        level: was.node.level === 'CLASS' ? 'CLASS' : 'PRODUCT',
        unit: nodeUnit(catalogue, was.node),
        field,
        before_value: was.values[field],
        after_value: now.values[field],
        ...change,
      });
    }
  });
  return rows;
}

/** A correction under way: its nodes' figures before it, and `record` to log what it changed. */
export interface FigureLog {
  record(change: Pick<NewFigureChange, 'kind' | 'registration_id' | 'changed_at'>): Promise<number>;
}

/**
 * Takes the published figures of the classes and products of `keys` (a registration's current and next
 * version) before a correction; `record`, called after the correction and its statistics refresh in the
 * same transaction, writes the fields that changed and answers how many.
 */
export async function startFigureLog(
  db: Kysely<Database>,
  keys: readonly FigureKey[],
  catalogue?: Catalogue,
): Promise<FigureLog> {
  const tree = catalogue ?? (await loadCatalogue(db));
  const nodes = keyNodes(tree, keys);
  const before = await snapshot(db, tree, nodes);
  return {
    async record(change) {
      const rows = changedRows(tree, before, await snapshot(db, tree, nodes), change);
      await insertFigureChanges(db, rows);
      return rows.length;
    },
  };
}
