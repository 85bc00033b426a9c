import type {
  CmsValue,
  CmsValueUpdate,
  GalleryAdminItem,
  GalleryFilter,
  GalleryItem,
  GalleryItemInput,
  Language,
  ModuleOption,
  ModuleOptionUpdate,
} from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import {
  allModuleOptions,
  deleteGalleryItem,
  findValueRows,
  galleryRows,
  insertGalleryItem,
  saveModuleOption,
  saveValue,
  updateGalleryItem,
} from './cms.repository.js';
import type { CmsGalleryRow, CmsGalleryTable } from './cms.table.js';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // A value written by hand that is not JSON is served as the text it is.
    return text;
  }
}

/** Every module option with its value parsed from JSON. */
export async function moduleOptions(db: Kysely<Database>): Promise<ModuleOption[]> {
  const rows = await allModuleOptions(db);
  return rows.map((r) => ({ Modul: r.module, Anahtar: r.key, Deger: parseJson(r.value) }));
}

/** Sets a module option (staff). */
export async function setModuleOption(
  db: Kysely<Database>,
  update: ModuleOptionUpdate,
): Promise<ModuleOption> {
  await saveModuleOption(db, update.Modul, update.Anahtar, JSON.stringify(update.Deger));
  return { Modul: update.Modul, Anahtar: update.Anahtar, Deger: update.Deger };
}

/** A content value in a language (Turkish when that language has none); 400 UNKNOWN_ID when missing. */
export async function cmsValue(
  db: Kysely<Database>,
  module: string,
  key: string,
  lang: Language,
): Promise<CmsValue> {
  const rows = await findValueRows(db, module, key);
  const row = rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === 'tr') ?? rows[0];
  if (!row) throw new AppError(400, 'UNKNOWN_ID', [`no value ${module}/${key}`]);
  return {
    Modul: row.module,
    Anahtar: row.key,
    Deger: row.value,
    Versiyon: row.version,
    GuncellemeZamani: row.updated_at,
  };
}

/** Sets both languages of a content value; the version becomes one more than the highest before. */
export async function setCmsValue(db: Kysely<Database>, update: CmsValueUpdate, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await findValueRows(trx, update.Modul, update.Anahtar);
    const version = Math.max(0, ...rows.map((r) => r.version)) + 1;
    const common = { module: update.Modul, key: update.Anahtar, version, updated_at: now.toISOString() };
    await saveValue(trx, { ...common, lang: 'tr', value: update.DegerTr });
    await saveValue(trx, { ...common, lang: 'en', value: update.DegerEn });
    return version;
  });
}

// Turkish-aware case folding that also merges dotted and dotless i, so "info" finds "INFO" and "İzmir".
function fold(text: string): string {
  return text.toLocaleLowerCase('tr').replaceAll('ı', 'i');
}

function matches(row: CmsGalleryRow, filter: string | null | undefined): boolean {
  if (!filter?.trim()) return true;
  const haystack = fold([row.title_tr, row.title_en, row.description_tr, row.description_en].join('\n'));
  return haystack.includes(fold(filter.trim()));
}

/** A page of gallery rows matching a filter (text in either language, module). */
async function filteredGallery(db: Kysely<Database>, filter: GalleryFilter, publishedOnly: boolean) {
  // Galleries hold tens of items: filtering in memory keeps Turkish case rules the same on both dialects.
  const rows = (await galleryRows(db, { module: filter.Modul ?? undefined, publishedOnly })).filter((r) =>
    matches(r, filter.Filter),
  );
  const start = (filter.Page - 1) * filter.PageSize;
  return { rows: rows.slice(start, start + filter.PageSize), total: rows.length };
}

function galleryItem(row: CmsGalleryRow, lang: Language): GalleryItem {
  return {
    Id: row.id,
    Modul: row.module,
    Baslik: lang === 'en' ? row.title_en : row.title_tr,
    Aciklama: lang === 'en' ? row.description_en : row.description_tr,
    ResimUrl: row.image_url,
    LinkUrl: row.link_url,
    Sira: row.sort_order,
    Yayinda: row.published === 1,
    OlusturmaZamani: row.created_at,
  };
}

function galleryAdminItem(row: CmsGalleryRow): GalleryAdminItem {
  return {
    Id: row.id,
    Modul: row.module,
    BaslikTr: row.title_tr,
    BaslikEn: row.title_en,
    AciklamaTr: row.description_tr,
    AciklamaEn: row.description_en,
    ResimUrl: row.image_url,
    LinkUrl: row.link_url,
    Sira: row.sort_order,
    Yayinda: row.published === 1,
    OlusturmaZamani: row.created_at,
  };
}

/** A page of published gallery items in a language. */
export async function galleryPage(db: Kysely<Database>, filter: GalleryFilter, lang: Language) {
  const { rows, total } = await filteredGallery(db, filter, true);
  return {
    Items: rows.map((r) => galleryItem(r, lang)),
    TotalCount: total,
    Page: filter.Page,
    PageSize: filter.PageSize,
  };
}

/** A page of all gallery items (published or not) in both languages, for staff. */
export async function galleryAdminPage(db: Kysely<Database>, filter: GalleryFilter) {
  const { rows, total } = await filteredGallery(db, filter, false);
  return {
    Items: rows.map(galleryAdminItem),
    TotalCount: total,
    Page: filter.Page,
    PageSize: filter.PageSize,
  };
}

function galleryColumns(input: GalleryItemInput): Omit<CmsGalleryTable, 'id' | 'created_at'> {
  return {
    module: input.Modul,
    title_tr: input.BaslikTr,
    title_en: input.BaslikEn,
    description_tr: input.AciklamaTr,
    description_en: input.AciklamaEn,
    image_url: input.ResimUrl,
    link_url: input.LinkUrl,
    sort_order: input.Sira,
    published: input.Yayinda ? 1 : 0,
  };
}

/** Adds a gallery item; returns its id. */
export async function createGalleryItem(
  db: Kysely<Database>,
  input: GalleryItemInput,
  now: Date,
): Promise<number> {
  return insertGalleryItem(db, { ...galleryColumns(input), created_at: now.toISOString() });
}

/** Replaces a gallery item's content; 400 UNKNOWN_ID when there is no such item. */
export async function editGalleryItem(
  db: Kysely<Database>,
  id: number,
  input: GalleryItemInput,
): Promise<void> {
  if (!(await updateGalleryItem(db, id, galleryColumns(input))))
    throw new AppError(400, 'UNKNOWN_ID', [`no gallery item ${id}`]);
}

/** Removes a gallery item; 400 UNKNOWN_ID when there is no such item. */
export async function removeGalleryItem(db: Kysely<Database>, id: number): Promise<void> {
  if (!(await deleteGalleryItem(db, id))) throw new AppError(400, 'UNKNOWN_ID', [`no gallery item ${id}`]);
}
