import type { HallClassRow, HallDailyCard, HallSessionRow, Language, SelectOption } from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { type Catalogue, type CatalogueNode, getCatalogue } from '../catalogue/catalogue.cache.js';
import { nodeName } from '../catalogue/catalogue.service.js';
import {
  changeFields,
  figuresFields,
  identityFields,
  marketTotalsFields,
} from '../figures/figures.fields.js';
import { treeNodes } from '../figures/figures.nodes.js';
import { statsBetween } from '../figures/figures.repository.js';
import { type NodeDay, nodeDaysOn } from '../figures/figures.service.js';
import { isFinal } from '../figures/figures.session.js';
import { productsTradedIn } from '../figures/trading-days.repository.js';
import { averageAnalysisFields } from '../history/history.lots.js';
import { lotsWithAnalysesBetween } from '../history/history.repository.js';
import type { DailyStatRow } from '../stats/stats.table.js';

/** Hall (sales-hall auction) trades: the SALON channel. */
const HALL = ['SALON'] as const;

/** The groups, classes and products that ever traded in the hall, in catalogue order. */
async function hallNodes(ctx: AppContext, catalogue: Catalogue): Promise<CatalogueNode[]> {
  const traded = new Set(await productsTradedIn(ctx.db.kysely, 'SALON'));
  return treeNodes(catalogue, (node) => node.productIds.some((id) => traded.has(id)));
}

/** `SalonSatisSecimler`: select options of the groups, classes and products that trade in the hall. */
export async function hallSelectors(ctx: AppContext, lang: Language): Promise<SelectOption[]> {
  const catalogue = await getCatalogue(ctx);
  return (await hallNodes(ctx, catalogue)).map((node) => ({
    Id: node.id,
    Kod: node.code,
    Ad: nodeName(node, lang),
    Seviye: node.level,
    UstId: node.parentId,
  }));
}

function dayFields(ctx: AppContext, catalogue: Catalogue, day: NodeDay, lang: Language) {
  return {
    IslemTarih: day.date,
    Kesin: isFinal(ctx, day.date),
    ...identityFields(catalogue, day.node, day.unit, lang),
    ...figuresFields(day.figures, day.averageE4),
    ...changeFields(day.averageE4, day.previous),
  };
}

/** `SalonSatisSiniflar/{date}`: each class's hall session of a day, with the change vs its previous hall day. */
export async function hallClasses(ctx: AppContext, lang: Language, date: string): Promise<HallClassRow[]> {
  const catalogue = await getCatalogue(ctx);
  const classes = (await hallNodes(ctx, catalogue)).filter((n) => n.level === 'CLASS');
  const days = await nodeDaysOn(ctx.db.kysely, catalogue, classes, date, { channels: HALL });
  return days.map((day) => dayFields(ctx, catalogue, day, lang));
}

/** `SalonSatisGunluk/{date}`: each product's hall card of a day with its lots' average analyses. */
export async function hallDailyCards(
  ctx: AppContext,
  lang: Language,
  date: string,
): Promise<HallDailyCard[]> {
  const catalogue = await getCatalogue(ctx);
  const products = (await hallNodes(ctx, catalogue)).filter((n) => n.level === 'PRODUCT');
  const days = await nodeDaysOn(ctx.db.kysely, catalogue, products, date, { channels: HALL });
  if (days.length === 0) return [];
  const lots = await lotsWithAnalysesBetween(ctx.db.kysely, {
    productIds: days.map((d) => d.node.id),
    channels: HALL,
    from: date,
    to: date,
    limit: 100_000,
  });
  return days.map((day) => ({
    ...dayFields(ctx, catalogue, day, lang),
    ...averageAnalysisFields(lots.filter((lot) => lot.product_id === day.node.id)),
  }));
}

/** `SalonSatisListesi/{from}/{to}`: the hall sessions of a range, newest first, with totals per unit. */
export async function hallSessions(
  ctx: AppContext,
  range: { from: string; to: string },
): Promise<HallSessionRow[]> {
  const catalogue = await getCatalogue(ctx);
  const rows = await statsBetween(ctx.db.kysely, { ...range, channels: HALL });
  const byDate = new Map<string, DailyStatRow[]>();
  for (const row of rows) byDate.set(row.trade_date, [...(byDate.get(row.trade_date) ?? []), row]);
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([date, day]) => ({
      Tarih: date,
      Kesin: isFinal(ctx, date),
      UrunSayisi: new Set(day.map((r) => r.product_id)).size,
      ...marketTotalsFields(catalogue, day),
    }));
}
