import type { CatalogueLevel } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { announceFigureDays } from '../../events/announce.js';
import { allCatalogueItems, upsertCatalogueItem } from '../catalogue/catalogue.repository.js';
import type { CatalogueItemRow, NewCatalogueItem } from '../catalogue/catalogue.table.js';
import type { CatalogueLine, NamedCode } from './catalogue-row.js';
import type { ImportSummary } from './imports.types.js';

type Existing = Map<string, CatalogueItemRow>;

const keyOf = (level: CatalogueLevel, code: string) => `${level}|${code}`;

function unchanged(current: CatalogueItemRow, next: NewCatalogueItem): boolean {
  return (
    current.name_tr === next.name_tr &&
    current.name_en === next.name_en &&
    (next.short_tr === undefined || current.short_tr === next.short_tr) &&
    (next.short_en === undefined || current.short_en === next.short_en) &&
    current.parent_id === (next.parent_id ?? null) &&
    current.unit === (next.unit ?? null) &&
    current.is_live_animal === next.is_live_animal &&
    current.sort_order === next.sort_order
  );
}

/** Writes one node (or, in a dry run, says what writing it would do): its id and whether it is new. */
type PutNode = (
  next: NewCatalogueItem,
  current: CatalogueItemRow | undefined,
) => Promise<{ id: number; created: boolean }>;

/** Puts one node unless it is already exactly so; counts what happened. */
async function putNode(
  put: PutNode,
  existing: Existing,
  summary: ImportSummary,
  item: Omit<NewCatalogueItem, 'is_live_animal'> & { live: boolean },
): Promise<number> {
  const current = existing.get(keyOf(item.level, item.code));
  const { live, ...rest } = item;
  // A BAS product marks its class and group live; nothing here ever clears the mark.
  const next: NewCatalogueItem = { ...rest, is_live_animal: live ? 1 : (current?.is_live_animal ?? 0) };
  if (current && unchanged(current, next)) {
    summary.skipped += 1;
    return current.id;
  }
  const { id, created } = await put(next, current);
  summary[created ? 'inserted' : 'corrected'] += 1;
  existing.set(keyOf(item.level, item.code), {
    ...next,
    id,
    parent_id: next.parent_id ?? null,
    unit: next.unit ?? null,
    short_tr: next.short_tr === undefined ? (current?.short_tr ?? null) : next.short_tr,
    short_en: next.short_en === undefined ? (current?.short_en ?? null) : next.short_en,
  } as CatalogueItemRow);
  return id;
}

function names(node: NamedCode) {
  const named = { code: node.code, name_tr: node.nameTr, name_en: node.nameEn };
  return node.short ? { ...named, short_tr: node.short.tr, short_en: node.short.en } : named;
}

function liveCodes(lines: readonly CatalogueLine[]): Set<string> {
  const live = new Set<string>();
  for (const l of lines.filter((x) => x.product.unit === 'BAS'))
    live.add(`G${l.group.code}`).add(`C${l.klass.code}`);
  return live;
}

/** Puts every node of the file in file order (the order becomes display order) and counts what happened. */
async function putCatalogue(
  put: PutNode,
  current: readonly CatalogueItemRow[],
  lines: readonly CatalogueLine[],
): Promise<ImportSummary> {
  const summary: ImportSummary = { inserted: 0, skipped: 0, corrected: 0, cancelled: 0 };
  const live = liveCodes(lines);
  const existing: Existing = new Map(current.map((r) => [keyOf(r.level, r.code), r]));
  const ids = new Map<string, number>();
  let order = 0;
  const parent = async (level: 'GROUP' | 'CLASS', key: string, node: NamedCode, parentId: number | null) => {
    if (!ids.has(key)) {
      const item = {
        level,
        ...names(node),
        parent_id: parentId,
        unit: null,
        sort_order: order++,
        live: live.has(key),
      };
      ids.set(key, await putNode(put, existing, summary, item));
    }
    return ids.get(key)!;
  };
  for (const line of lines) {
    const groupId = await parent('GROUP', `G${line.group.code}`, line.group, null);
    const classId = await parent('CLASS', `C${line.klass.code}`, line.klass, groupId);
    const { product } = line;
    const item = {
      level: 'PRODUCT',
      ...names(product),
      parent_id: classId,
      unit: product.unit,
      sort_order: order++,
    } as const;
    await putNode(put, existing, summary, { ...item, live: product.unit === 'BAS' });
  }
  return summary;
}

/**
 * Writes a checked catalogue file in one transaction: groups, classes and products are inserted or
 * renamed by code (never duplicated); file order becomes display order. Counts are of catalogue nodes.
 * Names, units and the tree are part of every figure: the change is announced to every process.
 */
export async function applyCatalogue(
  db: Kysely<Database>,
  lines: readonly CatalogueLine[],
): Promise<ImportSummary> {
  return db.transaction().execute(async (trx) => {
    const summary = await putCatalogue(
      (next) => upsertCatalogueItem(trx, next),
      await allCatalogueItems(trx),
      lines,
    );
    await announceFigureDays(trx, 'any');
    return summary;
  });
}

/** What `applyCatalogue` would count for a checked file (new, changed, unchanged nodes); writes nothing. */
export async function countCatalogue(
  db: Kysely<Database>,
  lines: readonly CatalogueLine[],
): Promise<ImportSummary> {
  let unsaved = 0;
  // A node not yet written gets an id no row has, so its children count as new or moved.
  const pretend: PutNode = async (_next, current) => ({ id: current?.id ?? --unsaved, created: !current });
  return putCatalogue(pretend, await allCatalogueItems(db), lines);
}
