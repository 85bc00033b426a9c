import {
  type CompatBulletinRow,
  type CompatGroupCardRow,
  combineFigures,
  combineInKg,
  compatBulletinRow,
  compatGroupCardRow,
  type Figures,
  isMassUnit,
  type Language,
} from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { getCatalogue } from '../catalogue/catalogue.cache.js';
import {
  type Catalogue,
  type CatalogueNode,
  isLiveAnimalNode,
  nodeName,
} from '../catalogue/catalogue.service.js';
import { statsBetween } from '../figures/figures.repository.js';
import { indexStats } from '../figures/figures.rollup.js';
import { today } from '../figures/figures.session.js';
import { latestTradingDay } from '../figures/trading-days.repository.js';

type DayFigures = Map<number, Figures>;

/** The kg-priced crop products under a node (live animals and per-piece products are left out). */
function kgProducts(catalogue: Catalogue, node: CatalogueNode): CatalogueNode[] {
  if (isLiveAnimalNode(catalogue, node)) return [];
  return node.productIds.map((id) => catalogue.nodes.get(id)!).filter((p) => isMassUnit(p.unit));
}

function kgFigures(products: readonly CatalogueNode[], day: DayFigures): Figures | null {
  const parts = products.flatMap((p) => {
    const figures = day.get(p.id);
    return figures ? [{ unit: p.unit, figures }] : [];
  });
  return combineInKg(parts);
}

async function dayOf(ctx: AppContext, date: string, productIds?: readonly number[]): Promise<DayFigures> {
  const rows = await statsBetween(ctx.db.kysely, { from: date, to: date, productIds });
  return indexStats(rows).get(date) ?? new Map();
}

/**
 * `GetGunlukBulten`, `GetTescilGunlukBulten`, `GetAnlikBulten`: one row per crop class that traded on the
 * day, in TL per kg (DESIGN.md 5.3); the Grup* figures are the class's group's, × 10 000.
 */
export async function compatBulletin(
  ctx: AppContext,
  lang: Language,
  date: string,
): Promise<CompatBulletinRow[]> {
  const catalogue = await getCatalogue(ctx);
  const groups = catalogue.groups.filter((g) => !isLiveAnimalNode(catalogue, g));
  const day = await dayOf(
    ctx,
    date,
    groups.flatMap((g) => kgProducts(catalogue, g).map((p) => p.id)),
  );
  if (day.size === 0) return [];
  const rows: CompatBulletinRow[] = [];
  for (const group of groups) {
    const groupKg = kgFigures(kgProducts(catalogue, group), day);
    if (!groupKg) continue;
    for (const klass of catalogue.classesOf(group.id)) {
      const classKg = kgFigures(kgProducts(catalogue, klass), day);
      if (!classKg) continue;
      rows.push(
        compatBulletinRow({ group: nodeName(group, lang), class: nodeName(klass, lang) }, classKg, groupKg),
      );
    }
  }
  return rows;
}

function groupCardFigures(catalogue: Catalogue, group: CatalogueNode, day: DayFigures): Figures | null {
  if (!isLiveAnimalNode(catalogue, group)) return kgFigures(kgProducts(catalogue, group), day);
  return combineFigures(group.productIds.flatMap((id) => day.get(id) ?? []));
}

/**
 * `GetOnlineGunlukKartlarGrup`: one row per group that traded on the latest trading day. Crops in TL per
 * kg and kg; live animals in TL per head and heads (they are not kg-priced).
 */
export async function compatGroupCards(ctx: AppContext, lang: Language): Promise<CompatGroupCardRow[]> {
  const catalogue = await getCatalogue(ctx);
  const date = await latestTradingDay(ctx.db.kysely, undefined, today(ctx));
  if (!date) return [];
  const day = await dayOf(ctx, date);
  const rows: CompatGroupCardRow[] = [];
  for (const group of catalogue.groups) {
    const figures = groupCardFigures(catalogue, group, day);
    if (!figures) continue;
    const live = isLiveAnimalNode(catalogue, group);
    rows.push(
      compatGroupCardRow(
        { name: nodeName(group, lang), code: group.code, liveAnimal: live },
        date,
        figures,
        lang,
      ),
    );
  }
  return rows;
}
