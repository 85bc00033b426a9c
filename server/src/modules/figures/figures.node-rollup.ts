import type { Channel } from '@bulten/core';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { Catalogue, CatalogueNode } from '../catalogue/catalogue.service.js';
import { holdRollupMembers, rebuildNodeStats } from '../stats/node-stats.repository.js';
import { nodeUnit, productFactors } from './figures.nodes.js';
import { unpackDays } from './figures.packed.js';
import type { DayPoint } from './figures.rollup.js';

/**
 * Groups' and classes' daily figures read from `node_day_stat` (one row a day) instead of summed from
 * every product's `daily_stat` rows. The rows count only while the members they were summed with
 * (`rollup_node.members`) are the node's members in today's catalogue; otherwise the caller sums
 * `daily_stat` itself and `syncRollupMembers` brings the roll-ups up to date.
 */

/** The members text of a node: `productId×factor`, by product id. */
export function membersText(factors: ReadonlyMap<number, number>): string {
  return [...factors]
    .sort(([a], [b]) => a - b)
    .map(([id, factor]) => `${id}x${factor}`)
    .join(',');
}

/** Whether a node's figures have roll-up rows: groups and classes (a product reads `daily_stat` as it is). */
export function rolledUp(node: CatalogueNode): boolean {
  return node.level === 'GROUP' || node.level === 'CLASS';
}

/** The members every rolled-up node of the catalogue counts, by node id. */
export function wantedMembers(catalogue: Catalogue): Map<number, Map<number, number>> {
  const out = new Map<number, Map<number, number>>();
  for (const node of catalogue.nodes.values()) {
    if (rolledUp(node)) out.set(node.id, productFactors(catalogue, node, nodeUnit(catalogue, node)));
  }
  return out;
}

/** Which node rows a read asks for: a node, the members it expects, one channel or all. */
export interface NodeRollupQuery {
  nodeId: number;
  members: string;
  channels?: readonly Channel[];
  from: string;
  to: string;
}

/**
 * The node's days in the range (oldest first) from its roll-up rows; null when they were summed with
 * other members than `members` (or a read of several channels but not all, which has no rows).
 */
export async function nodeRollup(db: Kysely<Database>, q: NodeRollupQuery): Promise<DayPoint[] | null> {
  if (q.channels && q.channels.length !== 1) return null;
  // One statement, so the members and the rows are of the same moment (a sync may commit meanwhile); the
  // days as one text: a row object a day costs the drivers more than reading them all.
  const row = await db
    .selectFrom('rollup_node as r')
    .select((eb) => [
      eb('r.members', '=', q.members).as('same'),
      eb
        .selectFrom('node_day_stat as n')
        .select(sql<string | null>`string_agg(n.trade_date || '|' || n.figures, ',')`.as('days'))
        .whereRef('n.node_id', '=', 'r.node_id')
        .where('n.channel', '=', q.channels?.[0] ?? 'TUMU')
        .where('n.trade_date', '>=', q.from)
        .where('n.trade_date', '<=', q.to)
        .as('days'),
    ])
    .where('r.node_id', '=', q.nodeId)
    .executeTakeFirst();
  if (!row?.same) return null;
  return unpackDays(row.days);
}

/**
 * Brings the roll-up members in line with the catalogue: each node whose members changed gets its new
 * members and all its rows summed anew; nodes no longer in the catalogue lose theirs. The number of
 * nodes changed (0: nothing to do).
 */
export async function syncRollupMembers(db: Kysely<Database>, catalogue: Catalogue): Promise<number> {
  const wanted = wantedMembers(catalogue);
  return writeTransaction(db, async (trx) => {
    await holdRollupMembers(trx, true);
    const stored = await trx.selectFrom('rollup_node').select(['node_id', 'members']).execute();
    const have = new Map(stored.filter((r) => r.node_id !== 0).map((r) => [r.node_id, r.members]));
    const changed = [...wanted].filter(([id, m]) => have.get(id) !== membersText(m)).map(([id]) => id);
    const gone = [...have.keys()].filter((id) => !wanted.has(id));
    const drop = [...changed, ...gone];
    if (drop.length === 0) return 0;
    await trx.deleteFrom('rollup_member').where('node_id', 'in', drop).execute();
    await trx.deleteFrom('rollup_node').where('node_id', 'in', drop).execute();
    await trx
      .deleteFrom('node_day_stat')
      .where('node_id', 'in', gone.length > 0 ? gone : [-1])
      .execute();
    const members = changed.flatMap((id) =>
      [...wanted.get(id)!].map(([product_id, factor]) => ({ node_id: id, product_id, factor })),
    );
    for (let i = 0; i < members.length; i += 500)
      await trx
        .insertInto('rollup_member')
        .values(members.slice(i, i + 500))
        .execute();
    if (changed.length > 0)
      await trx
        .insertInto('rollup_node')
        .values(changed.map((id) => ({ node_id: id, members: membersText(wanted.get(id)!) })))
        .execute();
    await rebuildNodeStats(trx, changed);
    return drop.length;
  });
}

// Per database: the catalogue last compared with the stored members, and a sync under way.
const watched = new WeakMap<Db, { catalogue: Catalogue | null; syncing: boolean }>();

/**
 * After the catalogue is (re)loaded, compares its members with the stored ones once and, when they
 * differ, brings the roll-ups up to date in the background (reads sum `daily_stat` meanwhile).
 */
export async function watchRollups(ctx: AppContext, catalogue: Catalogue): Promise<void> {
  const state = watched.get(ctx.db) ?? { catalogue: null, syncing: false };
  watched.set(ctx.db, state);
  if (state.catalogue === catalogue || state.syncing) return;
  state.catalogue = catalogue;
  const stored = await ctx.db.kysely.selectFrom('rollup_node').select(['node_id', 'members']).execute();
  const have = new Map(stored.map((r) => [r.node_id, r.members]));
  const wanted = wantedMembers(catalogue);
  const same =
    have.size === wanted.size + 1 && [...wanted].every(([id, m]) => have.get(id) === membersText(m));
  if (same) return;
  state.syncing = true;
  syncRollupMembers(ctx.db.kysely, catalogue)
    .catch(() => {
      // Tried again after the next catalogue load; reads sum `daily_stat` meanwhile.
      state.catalogue = null;
    })
    .finally(() => {
      state.syncing = false;
    });
}
