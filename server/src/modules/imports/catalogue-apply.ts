import type { CatalogueLevel } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
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
    current.parent_id === (next.parent_id ?? null) &&
    current.unit === (next.unit ?? null) &&
    current.is_live_animal === next.is_live_animal &&
    current.sort_order === next.sort_order
  );
}

/** Upserts one node unless it is already exactly so; counts what happened. */
async function putNode(
  trx: Kysely<Database>,
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
  const { id, created } = await upsertCatalogueItem(trx, next);
  summary[created ? 'inserted' : 'corrected'] += 1;
  existing.set(keyOf(item.level, item.code), {
    ...next,
    id,
    parent_id: next.parent_id ?? null,
    unit: next.unit ?? null,
  } as CatalogueItemRow);
  return id;
}

function names(node: NamedCode) {
  return { code: node.code, name_tr: node.nameTr, name_en: node.nameEn };
}

function liveCodes(lines: readonly CatalogueLine[]): Set<string> {
  const live = new Set<string>();
  for (const l of lines.filter((x) => x.product.unit === 'BAS'))
    live.add(`G${l.group.code}`).add(`C${l.klass.code}`);
  return live;
}

/**
 * Writes a checked catalogue file in one transaction: groups, classes and products are inserted or
 * renamed by code (never duplicated); file order becomes display order. Counts are of catalogue nodes.
 */
export async function applyCatalogue(
  db: Kysely<Database>,
  lines: readonly CatalogueLine[],
): Promise<ImportSummary> {
  const summary: ImportSummary = { inserted: 0, skipped: 0, corrected: 0, cancelled: 0 };
  const live = liveCodes(lines);
  await db.transaction().execute(async (trx) => {
    const existing: Existing = new Map(
      (await allCatalogueItems(trx)).map((r) => [keyOf(r.level, r.code), r]),
    );
    const ids = new Map<string, number>();
    let order = 0;
    for (const line of lines) {
      const gKey = `G${line.group.code}`;
      const cKey = `C${line.klass.code}`;
      if (!ids.has(gKey)) {
        const node = {
          level: 'GROUP',
          ...names(line.group),
          parent_id: null,
          unit: null,
          sort_order: order++,
          live: live.has(gKey),
        } as const;
        ids.set(gKey, await putNode(trx, existing, summary, node));
      }
      if (!ids.has(cKey)) {
        const node = {
          level: 'CLASS',
          ...names(line.klass),
          parent_id: ids.get(gKey)!,
          unit: null,
          sort_order: order++,
          live: live.has(cKey),
        } as const;
        ids.set(cKey, await putNode(trx, existing, summary, node));
      }
      const product = line.product;
      const node = {
        level: 'PRODUCT',
        ...names(product),
        parent_id: ids.get(cKey)!,
        unit: product.unit,
        sort_order: order++,
        live: product.unit === 'BAS',
      } as const;
      await putNode(trx, existing, summary, node);
    }
  });
  return summary;
}
