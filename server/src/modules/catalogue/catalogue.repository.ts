import type { CatalogueLevel } from '@bulten/core';
import type { Kysely } from 'kysely';
import { rowWhere } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import type { CatalogueItemRow, NewCatalogueItem } from './catalogue.table.js';

/** Every catalogue node, ordered for display. */
export async function allCatalogueItems(db: Kysely<Database>): Promise<CatalogueItemRow[]> {
  return db.selectFrom('catalogue_item').selectAll().orderBy('sort_order').orderBy('id').execute();
}

/** A node by level and code, or undefined. */
export async function findCatalogueItem(db: Kysely<Database>, level: CatalogueLevel, code: string) {
  return rowWhere(db, 'catalogue_item', { level, code });
}

/** A node by id, or undefined. */
export async function findCatalogueItemById(db: Kysely<Database>, id: number) {
  return db.selectFrom('catalogue_item').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Inserts a node, or updates the names, parent, unit and order of the node with the same level and code (its
 * short names only when `item` has them).
 */
export async function upsertCatalogueItem(
  db: Kysely<Database>,
  item: NewCatalogueItem,
): Promise<{ id: number; created: boolean }> {
  const existing = await findCatalogueItem(db, item.level, item.code);
  if (existing) {
    await db
      .updateTable('catalogue_item')
      .set({
        name_tr: item.name_tr,
        name_en: item.name_en,
        parent_id: item.parent_id ?? null,
        unit: item.unit ?? null,
        is_live_animal: item.is_live_animal ?? existing.is_live_animal,
        sort_order: item.sort_order ?? existing.sort_order,
        // A catalogue file without short-name columns keeps the short names staff set.
        ...(item.short_tr === undefined ? {} : { short_tr: item.short_tr }),
        ...(item.short_en === undefined ? {} : { short_en: item.short_en }),
      })
      .where('id', '=', existing.id)
      .execute();
    return { id: existing.id, created: false };
  }
  const row = await db.insertInto('catalogue_item').values(item).returning('id').executeTakeFirstOrThrow();
  return { id: row.id, created: true };
}

/** Sets a node's short names (null: none). */
export async function setShortNames(
  db: Kysely<Database>,
  id: number,
  shortTr: string | null,
  shortEn: string | null,
): Promise<void> {
  await db
    .updateTable('catalogue_item')
    .set({ short_tr: shortTr, short_en: shortEn })
    .where('id', '=', id)
    .execute();
}
