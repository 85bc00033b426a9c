import type { CatalogueLevel, Unit } from '@bulten/core';
import type { Generated, Insertable, Selectable } from 'kysely';

/** One node of the catalogue tree: a group, a class or a product; ids are unique across levels. */
export interface CatalogueItemTable {
  id: Generated<number>;
  level: CatalogueLevel;
  parent_id: number | null;
  code: string;
  name_tr: string;
  name_en: string;
  /** Short names set by data staff for screens with little room (the hall's television); null: none. */
  short_tr: string | null;
  short_en: string | null;
  /** Trading unit; set on products, null on groups and classes. */
  unit: Unit | null;
  /** 1 when the node belongs to the live-animal market. */
  is_live_animal: number;
  sort_order: number;
}
export type CatalogueItemRow = Selectable<CatalogueItemTable>;
export type NewCatalogueItem = Insertable<CatalogueItemTable>;
