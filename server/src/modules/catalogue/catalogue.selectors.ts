import type {
  ClassRow,
  ClassWithProducts,
  GroupRow,
  GroupWithClasses,
  Language,
  ProductRow,
  SelectOption,
} from '@bulten/core';
import { priceUnitLabel } from '@bulten/core';
import { resolveItem } from './catalogue.cache.js';
import { type Catalogue, type CatalogueNode, nodeName } from './catalogue.service.js';

/** A group as `GetUrunGruplari` lists it. */
export function groupRow(group: CatalogueNode, lang: Language): GroupRow {
  return {
    GrupId: group.id,
    GrupKodu: group.code,
    GrupAdi: nodeName(group, lang),
    CanliHayvan: group.isLiveAnimal,
  };
}

function classRow(klass: CatalogueNode, lang: Language): ClassRow {
  return { SinifId: klass.id, SinifKodu: klass.code, SinifAdi: nodeName(klass, lang) };
}

function productRow(product: CatalogueNode, lang: Language): ProductRow {
  return {
    UrunId: product.id,
    UrunKodu: product.code,
    UrunAdi: nodeName(product, lang),
    Birim: product.unit,
    FiyatBirimi: product.unit ? priceUnitLabel(product.unit, lang) : null,
  };
}

/** Every product group, in display order. */
export function groupRows(catalogue: Catalogue, lang: Language): GroupRow[] {
  return catalogue.groups.map((g) => groupRow(g, lang));
}

/** Every group with its classes. */
export function groupsWithClasses(catalogue: Catalogue, lang: Language): GroupWithClasses[] {
  return catalogue.groups.map((g) => ({
    ...groupRow(g, lang),
    Siniflar: catalogue.classesOf(g.id).map((c) => classRow(c, lang)),
  }));
}

/** The classes of a group with their products (400 UNKNOWN_ID when the id is not a group). */
export function classesWithProducts(
  catalogue: Catalogue,
  groupId: number,
  lang: Language,
): ClassWithProducts[] {
  const group = resolveItem(catalogue, groupId, ['GROUP']);
  return catalogue.classesOf(group.id).map((c) => ({
    ...classRow(c, lang),
    Urunler: catalogue.productsOf(c.id).map((p) => productRow(p, lang)),
  }));
}

/** The group, its classes and their products as one flat select list, in tree order. */
export function selectOptions(catalogue: Catalogue, groupId: number, lang: Language): SelectOption[] {
  const group = resolveItem(catalogue, groupId, ['GROUP']);
  const option = (n: CatalogueNode): SelectOption => ({
    Id: n.id,
    Kod: n.code,
    Ad: nodeName(n, lang),
    Seviye: n.level,
    UstId: n.parentId,
  });
  const out = [option(group)];
  for (const klass of catalogue.classesOf(group.id)) {
    out.push(option(klass), ...catalogue.productsOf(klass.id).map(option));
  }
  return out;
}
