import type { CatalogueLevel, Language, Unit } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { allCatalogueItems } from './catalogue.repository.js';
import type { CatalogueItemRow } from './catalogue.table.js';

/** A catalogue node with its place in the tree resolved. */
export interface CatalogueNode {
  id: number;
  level: CatalogueLevel;
  code: string;
  nameTr: string;
  nameEn: string;
  /** Short names data staff set (null: none; screens then show the full name). */
  shortTr: string | null;
  shortEn: string | null;
  unit: Unit | null;
  isLiveAnimal: boolean;
  parentId: number | null;
  /** Product ids under this node (itself for a product). */
  productIds: number[];
  /** Ids of the node's group and class (a group has no class). */
  groupId: number;
  classId: number | null;
}

/** The whole catalogue, indexed. */
export interface Catalogue {
  nodes: Map<number, CatalogueNode>;
  groups: CatalogueNode[];
  classesOf(groupId: number): CatalogueNode[];
  productsOf(classId: number): CatalogueNode[];
  byCode(level: CatalogueLevel, code: string): CatalogueNode | undefined;
}

/** The name of a node in a language. */
export function nodeName(node: Pick<CatalogueNode, 'nameTr' | 'nameEn'>, lang: Language): string {
  return lang === 'en' ? node.nameEn : node.nameTr;
}

/** The short name of a node in a language, or null when data staff set none there. */
export function nodeShortName(
  node: Pick<CatalogueNode, 'shortTr' | 'shortEn'>,
  lang: Language,
): string | null {
  return lang === 'en' ? node.shortEn : node.shortTr;
}

function toNode(row: CatalogueItemRow): CatalogueNode {
  return {
    id: row.id,
    level: row.level,
    code: row.code,
    nameTr: row.name_tr,
    nameEn: row.name_en,
    shortTr: row.short_tr ?? null,
    shortEn: row.short_en ?? null,
    unit: row.unit,
    isLiveAnimal: row.is_live_animal === 1,
    parentId: row.parent_id,
    productIds: row.level === 'PRODUCT' ? [row.id] : [],
    groupId: row.id,
    classId: row.level === 'CLASS' ? row.id : null,
  };
}

/** Builds the indexed tree from the catalogue rows. */
export function buildCatalogue(rows: readonly CatalogueItemRow[]): Catalogue {
  const nodes = new Map(rows.map((r) => [r.id, toNode(r)]));
  const children = new Map<number, CatalogueNode[]>();
  for (const node of nodes.values()) {
    if (node.parentId === null) continue;
    children.set(node.parentId, [...(children.get(node.parentId) ?? []), node]);
  }
  for (const node of nodes.values()) {
    if (node.level !== 'PRODUCT') continue;
    const klass = nodes.get(node.parentId ?? -1);
    const group = klass ? nodes.get(klass.parentId ?? -1) : undefined;
    if (!klass || !group) continue;
    node.classId = klass.id;
    node.groupId = group.id;
    klass.groupId = group.id;
    klass.productIds.push(node.id);
    group.productIds.push(node.id);
  }
  const codes = new Map([...nodes.values()].map((n) => [`${n.level}|${n.code}`, n]));
  return {
    nodes,
    groups: [...nodes.values()].filter((n) => n.level === 'GROUP'),
    classesOf: (groupId) => children.get(groupId) ?? [],
    productsOf: (classId) => children.get(classId) ?? [],
    byCode: (level, code) => codes.get(`${level}|${code}`),
  };
}

/** Loads the catalogue tree from the database. */
export async function loadCatalogue(db: Kysely<Database>): Promise<Catalogue> {
  return buildCatalogue(await allCatalogueItems(db));
}

/** True when a node belongs to a live-animal group. */
export function isLiveAnimalNode(catalogue: Catalogue, node: CatalogueNode): boolean {
  return catalogue.nodes.get(node.groupId)?.isLiveAnimal ?? node.isLiveAnimal;
}
