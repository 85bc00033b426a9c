import { type Figures, istanbulDate } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Catalogue, type CatalogueNode, loadCatalogue } from '../catalogue/catalogue.service.js';
import { writeFigureChanges } from './figure-changes.repository.js';
import type { ChangedField, FigureChangeKind, NewFigureChange } from './figure-changes.table.js';
import { nodeUnit } from './figures.nodes.js';
import { datesWithFigures, statsOnDates } from './figures.repository.js';
import { averagePriceOf, indexStats, nodeFigures, type StatsIndex } from './figures.rollup.js';
import { DEFAULT_SESSION_CLOSE, isFinalAt } from './figures.session.js';

/**
 * Corrections in the open: every published figure (all channels) of a day × class or product that changed
 * after it was shown, whatever wrote the change (the registration desk, the demo, an import from the CLI or
 * the staff upload, a batch), taken before and after the change in its own transaction; every field that
 * differs is one `figure_change` row. The figures count as shown:
 * - for a correction or cancellation, always: the registration's figures were on the bulletin (the live one
 *   of a preliminary day too) from the moment it was registered;
 * - for new registrations (a late registration, an import's new rows), when their day was final as they
 *   were written (its session had closed: DESIGN.md §4, `isFinalAt`) and its bulletin listed trades by then
 *   (`daily_stat` rows). New registrations while the session is open are its ordinary trading; a day that
 *   had no figures at all had no bulletin (a first load of history, a holiday), so nothing shown changed.
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

const nodeKey = (date: string, node: CatalogueNode) => `${date}|${node.id}`;

/** The class and product nodes of each day × product, once each. */
function keyNodes(catalogue: Catalogue, keys: readonly FigureKey[]) {
  const found = new Map<string, { date: string; node: CatalogueNode }>();
  for (const key of keys) {
    const product = catalogue.nodes.get(key.product_id);
    const klass = product?.classId ? catalogue.nodes.get(product.classId) : undefined;
    for (const node of [klass, product]) {
      if (node) found.set(nodeKey(key.trade_date, node), { date: key.trade_date, node });
    }
  }
  return [...found.values()];
}

// Days read per statement: a late file over years of days reads their figures in a few statements.
const SNAPSHOT_DAYS = 100;

/** The figures of nodes on their days, in the order given. */
async function snapshot(
  db: Kysely<Database>,
  catalogue: Catalogue,
  nodes: ReadonlyArray<{ date: string; node: CatalogueNode }>,
): Promise<NodeSnapshot[]> {
  const dates = [...new Set(nodes.map((n) => n.date))];
  const days: StatsIndex = new Map();
  for (let i = 0; i < dates.length; i += SNAPSHOT_DAYS) {
    const chunk = new Set(dates.slice(i, i + SNAPSHOT_DAYS));
    const productIds = new Set<number>();
    for (const n of nodes) if (chunk.has(n.date)) for (const id of n.node.productIds) productIds.add(id);
    indexStats(await statsOnDates(db, [...chunk], { productIds: [...productIds] }), days);
  }
  return nodes.map(({ date, node }) => ({
    date,
    node,
    values: fieldValues(nodeFigures(catalogue, node, nodeUnit(catalogue, node), days.get(date))),
  }));
}

type ChangeMarks = Pick<NewFigureChange, 'kind' | 'registration_id' | 'changed_at' | 'import_batch'>;

/** The rows of every field that differs between two snapshots of the same nodes. */
export function changedRows(
  catalogue: Catalogue,
  before: readonly NodeSnapshot[],
  after: readonly NodeSnapshot[],
  change: ChangeMarks,
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

/** How a writer's log tells shown days and marks its rows. */
export interface FigureLogOptions {
  /** The writer's clock: a day is final from its session's close (`sessionClose`, `HH:mm`) on. */
  now: Date;
  /** Default `DEFAULT_SESSION_CLOSE`; the server, the CLI and the demo pass their configuration's. */
  sessionClose?: string;
  /** When the change is stamped (ISO 8601); default `now`. */
  at?: string;
  catalogue?: Catalogue;
  /** The import batch writing: its rows carry it, and its later transactions extend its own rows. */
  batch?: number | null;
  /**
   * Which days were shown, decided once per day before the writer's first row there and kept here across
   * its transactions (an import decides a day before its own earlier rows fill it).
   */
  shownDays?: Map<string, boolean>;
  /** The days the batch's new rows were logged on so far, kept across its transactions. */
  batchDays?: Set<string>;
}

/**
 * The figure log of one writing transaction: `watchNew` before new registrations, `watch` before a
 * correction or cancellation, `record` after the write and its statistics refresh.
 */
export class FigureLog {
  private readonly watched = new Map<string, NodeSnapshot>();
  private readonly shown: Map<string, boolean>;
  private tree: Catalogue | undefined;
  private today: string | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: FigureLogOptions,
  ) {
    this.shown = options.shownDays ?? new Map();
    this.tree = options.catalogue;
  }

  private async catalogue(): Promise<Catalogue> {
    this.tree ??= await loadCatalogue(this.db);
    return this.tree;
  }

  /** The days among `dates` whose figures were shown: final at the writer's clock, with figures before it. */
  async shownAmong(dates: Iterable<string>): Promise<Set<string>> {
    const close = this.options.sessionClose ?? DEFAULT_SESSION_CLOSE;
    const wanted = new Set(dates);
    const undecided = [...wanted].filter((date) => !this.shown.has(date));
    // Every day before the writer's Istanbul today is final without working out its closing instant.
    this.today ??= istanbulDate(this.options.now);
    const today = this.today;
    const final = undecided.filter(
      (d) => d < today || (d === today && isFinalAt(d, this.options.now, close)),
    );
    const withFigures = final.length > 0 ? await datesWithFigures(this.db, final) : new Set<string>();
    for (const date of undecided) this.shown.set(date, withFigures.has(date));
    return new Set([...wanted].filter((date) => this.shown.get(date)));
  }

  /** Before new registrations of `keys`: the figures of their classes and products on shown days. */
  async watchNew(keys: readonly FigureKey[]): Promise<void> {
    const shown = await this.shownAmong(keys.map((k) => k.trade_date));
    if (shown.size > 0) await this.watch(keys.filter((k) => shown.has(k.trade_date)));
  }

  /** Before a correction or cancellation (`keys`: both versions'): their classes' and products' figures. */
  async watch(keys: readonly FigureKey[]): Promise<void> {
    const tree = await this.catalogue();
    const fresh = keyNodes(tree, keys).filter((n) => !this.watched.has(nodeKey(n.date, n.node)));
    for (const taken of await snapshot(this.db, tree, fresh))
      this.watched.set(nodeKey(taken.date, taken.node), taken);
  }

  /**
   * Logs every watched figure (of `keys`' nodes only, when given) that changed since it was watched, as
   * `kind` (of `registrationId`, when one registration made it); answers how many fields changed. The
   * figures now are the next change's before; a node of a day not shown was watched for this change only.
   */
  async record(kind: FigureChangeKind, registrationId: number | null, keys?: readonly FigureKey[]) {
    const tree = await this.catalogue();
    const entries = keys
      ? keyNodes(tree, keys).flatMap((n) => this.watched.get(nodeKey(n.date, n.node)) ?? [])
      : [...this.watched.values()];
    if (entries.length === 0) return 0;
    const now = await snapshot(this.db, tree, entries);
    const marks: ChangeMarks = {
      kind,
      registration_id: registrationId,
      changed_at: this.options.at ?? this.options.now.toISOString(),
      import_batch: this.options.batch ?? null,
    };
    const rows = changedRows(tree, entries, now, marks);
    await writeFigureChanges(this.db, rows, this.options.batchDays);
    if (kind === 'IMPORT') for (const row of rows) this.options.batchDays?.add(row.trade_date);
    for (const taken of now) {
      const key = nodeKey(taken.date, taken.node);
      if (this.shown.get(taken.date)) this.watched.set(key, taken);
      else this.watched.delete(key);
    }
    return rows.length;
  }
}
