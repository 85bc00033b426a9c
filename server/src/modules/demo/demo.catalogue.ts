import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { upsertCatalogueItem } from '../catalogue/catalogue.repository.js';
import type { CatalogueItemRow } from '../catalogue/catalogue.table.js';
import { DEMO_GROUPS, type DemoClassSpec, type DemoProductSpec } from './demo.catalogue-data.js';
import type { DemoProduct } from './demo.trades.js';

/** Every demo product with its class, in catalogue order. */
export function demoProductSpecs(): Array<{
  product: DemoProductSpec;
  cls: DemoClassSpec;
  groupCode: string;
}> {
  return DEMO_GROUPS.flatMap((group) =>
    group.classes.flatMap((cls) => cls.products.map((product) => ({ product, cls, groupCode: group.code }))),
  );
}

/** Writes the demo catalogue (groups, classes, products) and returns the products with their ids. */
export async function seedDemoCatalogue(db: Kysely<Database>): Promise<DemoProduct[]> {
  const products: DemoProduct[] = [];
  let order = 0;
  for (const group of DEMO_GROUPS) {
    const live = group.code === '09' ? 1 : 0;
    const base = { unit: null, is_live_animal: live };
    const groupId = (
      await upsertCatalogueItem(db, {
        ...base,
        level: 'GROUP',
        code: group.code,
        name_tr: group.nameTr,
        name_en: group.nameEn,
        parent_id: null,
        sort_order: order++,
      })
    ).id;
    for (const cls of group.classes) {
      const classId = (
        await upsertCatalogueItem(db, {
          ...base,
          level: 'CLASS',
          code: cls.code,
          name_tr: cls.nameTr,
          name_en: cls.nameEn,
          parent_id: groupId,
          sort_order: order++,
        })
      ).id;
      for (const product of cls.products) {
        const { id } = await upsertCatalogueItem(db, {
          level: 'PRODUCT',
          code: product.code,
          name_tr: product.nameTr,
          name_en: product.nameEn,
          parent_id: classId,
          unit: product.animal ? 'BAS' : 'KG',
          is_live_animal: live,
          sort_order: order++,
        });
        products.push({ id, product, cls });
      }
    }
  }
  return products;
}

/** The demo products found in a stored catalogue by their codes (the live demo trades only those). */
export function demoProductsIn(rows: readonly CatalogueItemRow[]): DemoProduct[] {
  const ids = new Map(rows.filter((r) => r.level === 'PRODUCT').map((r) => [r.code, r.id]));
  return demoProductSpecs()
    .filter(({ product }) => ids.has(product.code))
    .map(({ product, cls }) => ({ id: ids.get(product.code)!, product, cls }));
}
