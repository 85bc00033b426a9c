import {
  type CompatBulletinRow,
  type CompatGroupCardRow,
  compatBulletinRow,
  compatGroupCardRow,
  type Figures,
  type Language,
} from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { getCatalogue } from '../catalogue/catalogue.cache.js';
import { type CatalogueNode, isLiveAnimalNode, nodeName } from '../catalogue/catalogue.service.js';
import { type NodeFigures, nodeFiguresOn } from '../figures/figures.service.js';
import { today } from '../figures/figures.session.js';
import { latestTradingDay } from '../figures/trading-days.repository.js';

function byNode(days: readonly NodeFigures[]): Map<number, Figures> {
  return new Map(days.map((d) => [d.node.id, d.figures]));
}

/**
 * `GetGunlukBulten`, `GetTescilGunlukBulten`, `GetAnlikBulten`: one row per crop class that traded on the
 * day, in TL per kg of its kg-priced products (DESIGN.md 5.3); the Grup* figures are the class's group's,
 * × 10 000.
 */
export async function compatBulletin(
  ctx: AppContext,
  lang: Language,
  date: string,
): Promise<CompatBulletinRow[]> {
  const catalogue = await getCatalogue(ctx);
  const groups = catalogue.groups.filter((g) => !isLiveAnimalNode(catalogue, g));
  const nodes = groups.flatMap((g) => [g, ...catalogue.classesOf(g.id)]);
  const kg = byNode(await nodeFiguresOn(ctx.db.kysely, catalogue, nodes, date, { unit: 'KG' }));
  const rows: CompatBulletinRow[] = [];
  for (const group of groups) {
    const groupKg = kg.get(group.id);
    if (!groupKg) continue;
    for (const klass of catalogue.classesOf(group.id)) {
      const classKg = kg.get(klass.id);
      if (!classKg) continue;
      rows.push(
        compatBulletinRow({ group: nodeName(group, lang), class: nodeName(klass, lang) }, classKg, groupKg),
      );
    }
  }
  return rows;
}

/**
 * `GetOnlineGunlukKartlarGrup`: one row per group that traded on the latest trading day. Crops in TL per
 * kg and kg of their kg-priced products; live animals in their own unit (TL per head and heads).
 */
export async function compatGroupCards(ctx: AppContext, lang: Language): Promise<CompatGroupCardRow[]> {
  const catalogue = await getCatalogue(ctx);
  const date = await latestTradingDay(ctx.db.kysely, undefined, today(ctx));
  if (!date) return [];
  const live = (g: CatalogueNode) => isLiveAnimalNode(catalogue, g);
  const db = ctx.db.kysely;
  const figures = new Map([
    ...byNode(
      await nodeFiguresOn(
        db,
        catalogue,
        catalogue.groups.filter((g) => !live(g)),
        date,
        { unit: 'KG' },
      ),
    ),
    ...byNode(await nodeFiguresOn(db, catalogue, catalogue.groups.filter(live), date)),
  ]);
  const rows: CompatGroupCardRow[] = [];
  for (const group of catalogue.groups) {
    const groupFigures = figures.get(group.id);
    if (!groupFigures) continue;
    const names = { name: nodeName(group, lang), code: group.code, liveAnimal: live(group) };
    rows.push(compatGroupCardRow(names, date, groupFigures, lang));
  }
  return rows;
}
