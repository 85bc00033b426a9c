import { isMassUnit, kgPerUnit, type Unit } from '@bulten/core';
import type { Catalogue, CatalogueNode } from '../catalogue/catalogue.service.js';
import { isLiveAnimalNode } from '../catalogue/catalogue.service.js';

/**
 * Which nodes figures are given for and in which unit. Units are settled here and nowhere else: a node's
 * figures are in its products' unit, and a node mixing KG and TON is given in KG, a TON product's
 * quantity × 1000 and its prices ÷ 1000 (`productFactors`).
 */

/** The unit a node's figures are given in: its products' unit, KG for a mix of KG and TON, else null. */
export function nodeUnit(catalogue: Catalogue, node: CatalogueNode): Unit | null {
  if (node.level === 'PRODUCT') return node.unit;
  const units = new Set(node.productIds.map((id) => catalogue.nodes.get(id)?.unit ?? null));
  if (units.size === 1) return [...units][0] ?? null;
  return [...units].every((u) => isMassUnit(u)) && units.size > 0 ? 'KG' : null;
}

/**
 * The products a node's figures in `unit` count, each with the factor from its own unit to `unit`
 * (quantity × factor, prices ÷ factor), in the node's product order. In KG only mass products count (a
 * TON product with factor 1000); in any other unit, or none, every product counts as it is.
 */
export function productFactors(
  catalogue: Catalogue,
  node: CatalogueNode,
  unit: Unit | null,
): Map<number, number> {
  const factors = new Map<number, number>();
  for (const id of node.productIds) {
    const productUnit = catalogue.nodes.get(id)?.unit ?? null;
    if (unit !== 'KG') factors.set(id, 1);
    else if (isMassUnit(productUnit)) factors.set(id, kgPerUnit(productUnit));
  }
  return factors;
}

/** The groups, classes and products of the catalogue (or of some groups) in display order, filtered by `keep`. */
export function treeNodes(
  catalogue: Catalogue,
  keep: (node: CatalogueNode) => boolean = () => true,
  groups: readonly CatalogueNode[] = catalogue.groups,
): CatalogueNode[] {
  const all: CatalogueNode[] = [];
  for (const group of groups) {
    all.push(group);
    for (const klass of catalogue.classesOf(group.id)) all.push(klass, ...catalogue.productsOf(klass.id));
  }
  return all.filter(keep);
}

/** The product ids of a list of nodes, without repeats. */
export function productIdsOf(nodes: readonly CatalogueNode[]): number[] {
  return [...new Set(nodes.flatMap((n) => n.productIds))];
}

/** The crops' (or live animals') nodes of the catalogue in tree order. */
export function marketNodes(catalogue: Catalogue, liveAnimals: boolean): CatalogueNode[] {
  return treeNodes(catalogue, (n) => isLiveAnimalNode(catalogue, n) === liveAnimals);
}
