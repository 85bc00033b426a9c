import type { Generated, Selectable } from 'kysely';

/** A module option (feature switch or setting), value as JSON text. */
export interface CmsModuleOptionTable {
  id: Generated<number>;
  module: string;
  key: string;
  value: string;
}

/** A content value of a module in one language; `version` grows with each edit. */
export interface CmsValueTable {
  id: Generated<number>;
  module: string;
  key: string;
  lang: string;
  value: string;
  version: number;
  updated_at: string;
}

/** A gallery item. */
export interface CmsGalleryTable {
  id: Generated<number>;
  module: string;
  title_tr: string;
  title_en: string;
  description_tr: string;
  description_en: string;
  image_url: string;
  link_url: string | null;
  sort_order: number;
  published: number;
  created_at: string;
}
export type CmsModuleOptionRow = Selectable<CmsModuleOptionTable>;
export type CmsValueRow = Selectable<CmsValueTable>;
export type CmsGalleryRow = Selectable<CmsGalleryTable>;
