import type { CatalogueLevel, Channel } from '@bulten/core';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { allCatalogueItems } from './catalogue.repository.js';
import { buildCatalogue, type Catalogue, type CatalogueNode } from './catalogue.service.js';

export type { Catalogue, CatalogueNode } from './catalogue.service.js';

/** Which trades a figure covers: some products (a product, class, group or market) and channels. */
export interface Selection {
  productIds: readonly number[];
  channels?: readonly Channel[];
}

/**
 * The catalogue node of an id (a group, class or product id: one id space), or 400 UNKNOWN_ID.
 * With `levels`, the node must also be of one of those levels (e.g. a group id in a group path).
 */
export function resolveItem(
  catalogue: Catalogue,
  itemId: number,
  levels?: readonly CatalogueLevel[],
): CatalogueNode {
  const node = catalogue.nodes.get(itemId);
  if (!node || (levels && !levels.includes(node.level))) {
    throw new AppError(400, 'UNKNOWN_ID', [
      `no ${levels?.join('/').toLowerCase() ?? 'item'} with id ${itemId}`,
    ]);
  }
  return node;
}

/** The trades a node covers: every product under it (itself for a product), in some channels or all. */
export function selectionOf(
  node: Pick<CatalogueNode, 'productIds'>,
  channels?: readonly Channel[],
): Selection {
  return channels ? { productIds: node.productIds, channels } : { productIds: node.productIds };
}

// Another process (the CLI import) may change the catalogue; look at most this often for a change.
const RECHECK_MS = 3_000;

interface CacheEntry {
  catalogue: Promise<Catalogue>;
  /** The rows the tree was built from, as JSON: a reload that reads the same keeps the same tree. */
  rows: Promise<string>;
  signature: Promise<string>;
  checkedAt: number;
  stale: boolean;
}

const caches = new WeakMap<Db, CacheEntry>();
const subscribed = new WeakSet<object>();

/**
 * A cheap fingerprint of the catalogue table: row count, highest id and an id-weighted sum over every
 * column that the tree uses. An edit made in another process changes it.
 */
export async function catalogueSignature(db: Kysely<Database>): Promise<string> {
  const row = await sql<{ n: number | string; top: number | string | null; sig: number | string | null }>`
    select count(*) as n, max(id) as top, sum((id % 9973) * (
      length(name_tr) * 7 + length(name_en) * 13 + length(code) * 17 + coalesce(parent_id, 0) * 23
      + sort_order * 29 + is_live_animal * 31 + length(level) * 37
      + (case unit when 'KG' then 1 when 'TON' then 2 when 'ADET' then 3 when 'BAS' then 4 else 0 end) * 41
      + coalesce(length(short_tr), 0) * 43 + coalesce(length(short_en), 0) * 47
    )) as sig
    from catalogue_item`.execute(db);
  const r = row.rows[0];
  return `${Number(r?.n ?? 0)}|${Number(r?.top ?? 0)}|${Number(r?.sig ?? 0)}`;
}

function freshEntry(db: Kysely<Database>, previous?: CacheEntry): CacheEntry {
  const signature = catalogueSignature(db);
  // The tree is read after the signature so a change between the two reads is caught next time.
  const loaded = signature.then(async () => {
    const rows = await allCatalogueItems(db);
    const text = JSON.stringify(rows);
    // Unchanged rows (a figures event is mostly about trades): the tree at hand, and whatever was worked
    // out for it (roll-up members), stays.
    const same = previous && (await previous.rows.catch(() => null)) === text;
    return { rows: text, catalogue: same ? await previous.catalogue : buildCatalogue(rows) };
  });
  const entry: CacheEntry = {
    catalogue: loaded.then((l) => l.catalogue),
    rows: loaded.then((l) => l.rows),
    signature,
    checkedAt: Date.now(),
    stale: false,
  };
  entry.catalogue.catch(() => undefined);
  entry.rows.catch(() => undefined);
  return entry;
}

function watchEvents(ctx: AppContext): void {
  if (subscribed.has(ctx.events)) return;
  subscribed.add(ctx.events);
  ctx.events.subscribe((event) => {
    if (event.type === 'figures') invalidateCatalogue(ctx.db);
  });
}

async function revalidate(db: Db, entry: CacheEntry): Promise<CacheEntry> {
  entry.checkedAt = Date.now();
  const [before, now] = await Promise.all([entry.signature, catalogueSignature(db.kysely)]);
  if (before === now || caches.get(db) !== entry) return caches.get(db) ?? entry;
  const next = freshEntry(db.kysely, entry);
  caches.set(db, next);
  return next;
}

/**
 * The catalogue tree, cached per process and database. Reloaded after a `figures` event or
 * `invalidateCatalogue`, and when the table's signature changes (checked at most every few seconds).
 */
export async function getCatalogue(ctx: AppContext): Promise<Catalogue> {
  watchEvents(ctx);
  let entry = caches.get(ctx.db);
  if (!entry || entry.stale) {
    entry = freshEntry(ctx.db.kysely, entry);
    caches.set(ctx.db, entry);
  } else if (Date.now() - entry.checkedAt >= RECHECK_MS) {
    entry = await revalidate(ctx.db, entry);
  }
  try {
    return await entry.catalogue;
  } catch (error) {
    if (caches.get(ctx.db) === entry) caches.delete(ctx.db);
    throw error;
  }
}

/** Forgets the cached catalogue of a database (call after changing the catalogue in this process). */
export function invalidateCatalogue(db: Db): void {
  const entry = caches.get(db);
  if (entry) entry.stale = true;
}
