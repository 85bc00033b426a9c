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

type Level = CatalogueItemRow['level'];
type NodeSpec = { code: string; nameTr: string; nameEn: string };

/** Writes the demo catalogue (groups, classes, products) and returns the products with their ids. */
export async function seedDemoCatalogue(db: Kysely<Database>): Promise<DemoProduct[]> {
  const products: DemoProduct[] = [];
  let order = 0;
  // One node under its parent, numbered in catalogue order; answers its id.
  const write = async (
    level: Level,
    spec: NodeSpec,
    parentId: number | null,
    more: Partial<CatalogueItemRow>,
  ) =>
    (
      await upsertCatalogueItem(db, {
        unit: null,
        is_live_animal: 0,
        ...more,
        level,
        code: spec.code,
        name_tr: spec.nameTr,
        name_en: spec.nameEn,
        parent_id: parentId,
        sort_order: order++,
      })
    ).id;
  for (const group of DEMO_GROUPS) {
    const live = { is_live_animal: group.code === '09' ? 1 : 0 };
    const groupId = await write('GROUP', group, null, live);
    for (const cls of group.classes) {
      const classId = await write('CLASS', cls, groupId, live);
      for (const product of cls.products) {
        const id = await write('PRODUCT', product, classId, { ...live, unit: product.animal ? 'BAS' : 'KG' });
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
