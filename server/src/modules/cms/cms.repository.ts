import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CmsGalleryRow, CmsGalleryTable, CmsModuleOptionRow, CmsValueRow } from './cms.table.js';

/** Every module option, by module and key. */
export async function allModuleOptions(db: Kysely<Database>): Promise<CmsModuleOptionRow[]> {
  return db.selectFrom('cms_module_option').selectAll().orderBy('module').orderBy('key').execute();
}

/** Inserts or replaces a module option's JSON text. */
export async function saveModuleOption(db: Kysely<Database>, module: string, key: string, value: string) {
  await db
    .insertInto('cms_module_option')
    .values({ module, key, value })
    .onConflict((oc) => oc.columns(['module', 'key']).doUpdateSet({ value }))
    .execute();
}

/** The language rows of a content value. */
export async function findValueRows(
  db: Kysely<Database>,
  module: string,
  key: string,
): Promise<CmsValueRow[]> {
  return db.selectFrom('cms_value').selectAll().where('module', '=', module).where('key', '=', key).execute();
}

/** Inserts or replaces a content value in one language. */
export async function saveValue(db: Kysely<Database>, row: Omit<CmsValueRow, 'id'>): Promise<void> {
  const { value, version, updated_at } = row;
  await db
    .insertInto('cms_value')
    .values(row)
    .onConflict((oc) => oc.columns(['module', 'key', 'lang']).doUpdateSet({ value, version, updated_at }))
    .execute();
}

/** Gallery items, optionally of one module and only published ones, in display order. */
export async function galleryRows(
  db: Kysely<Database>,
  filter: { module?: string; publishedOnly: boolean },
): Promise<CmsGalleryRow[]> {
  let query = db.selectFrom('cms_gallery').selectAll();
  if (filter.module) query = query.where('module', '=', filter.module);
  if (filter.publishedOnly) query = query.where('published', '=', 1);
  return query.orderBy('sort_order').orderBy('id').execute();
}

/** Inserts a gallery item and returns its id. */
export async function insertGalleryItem(
  db: Kysely<Database>,
  row: Insertable<CmsGalleryTable>,
): Promise<number> {
  return (await db.insertInto('cms_gallery').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Changes a gallery item; true when it existed. */
export async function updateGalleryItem(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<CmsGalleryTable>,
) {
  const result = await db.updateTable('cms_gallery').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a gallery item; true when it existed. */
export async function deleteGalleryItem(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('cms_gallery').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
