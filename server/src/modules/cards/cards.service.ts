import type { Card, CardCh, Language, LiveAnimalRow } from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { getCatalogue, resolveItem } from '../catalogue/catalogue.cache.js';
import type { Catalogue, CatalogueNode } from '../catalogue/catalogue.service.js';
import { isLiveAnimalNode } from '../catalogue/catalogue.service.js';
import {
  cardRow,
  changeFields,
  figuresFields,
  identityFields,
  liveAnimalFields,
} from '../figures/figures.fields.js';
import { marketNodes, treeNodes } from '../figures/figures.nodes.js';
import { latestNodeDays, type NodeDay, nodeDaysInWindow } from '../figures/figures.service.js';
import { isFinal, today } from '../figures/figures.session.js';

/** Trading days a card's sparkline covers. */
export const CARD_SERIES_DAYS = 30;

/** Node days over the nodes' last 30 trading days up to `upTo` (each on `date` when given). */
function windowDays(
  ctx: AppContext,
  catalogue: Catalogue,
  nodes: readonly CatalogueNode[],
  upTo: string,
  date?: string,
): Promise<NodeDay[]> {
  return nodeDaysInWindow(ctx.db.kysely, catalogue, nodes, { upTo, tradingDays: CARD_SERIES_DAYS, date });
}

function cardCh(ctx: AppContext, catalogue: Catalogue, day: NodeDay, lang: Language): CardCh {
  return { ...cardRow(ctx, catalogue, day, lang), ...liveAnimalFields(day.figures) };
}

/** `GetOnlineBultenAnaKart`: a card per crop group and class, at its latest trading day. */
export async function mainCards(ctx: AppContext, lang: Language): Promise<Card[]> {
  const catalogue = await getCatalogue(ctx);
  const nodes = marketNodes(catalogue, false).filter((n) => n.level !== 'PRODUCT');
  const days = await windowDays(ctx, catalogue, nodes, today(ctx));
  return days.map((d) => cardRow(ctx, catalogue, d, lang));
}

/** `GetOnlineBultenAnaKartCH`: a card per live-animal group and class, with heads and live weight. */
export async function mainCardsCh(ctx: AppContext, lang: Language): Promise<CardCh[]> {
  const catalogue = await getCatalogue(ctx);
  const nodes = marketNodes(catalogue, true).filter((n) => n.level !== 'PRODUCT');
  const days = await windowDays(ctx, catalogue, nodes, today(ctx));
  return days.map((d) => cardCh(ctx, catalogue, d, lang));
}

/** `GetBultenKartModel/{groupId}/{classId}/{date}`: the class's card and its products' cards of a day. */
export async function classCardModel(
  ctx: AppContext,
  lang: Language,
  ids: { groupId: number; classId: number },
  date: string,
): Promise<Card[]> {
  const catalogue = await getCatalogue(ctx);
  const group = resolveItem(catalogue, ids.groupId, ['GROUP']);
  const klass = resolveItem(catalogue, ids.classId, ['CLASS']);
  if (klass.groupId !== group.id)
    throw new AppError(400, 'UNKNOWN_ID', [`class ${klass.id} is not in group ${group.id}`]);
  const days = await windowDays(ctx, catalogue, [klass, ...catalogue.productsOf(klass.id)], date, date);
  return days.map((d) => cardRow(ctx, catalogue, d, lang));
}

function liveGroup(catalogue: Catalogue, groupId: number): CatalogueNode {
  const group = resolveItem(catalogue, groupId, ['GROUP']);
  if (!isLiveAnimalNode(catalogue, group))
    throw new AppError(400, 'UNKNOWN_ID', [`group ${groupId} is not live animals`]);
  return group;
}

/** `GetBultenKartModelCH/{groupId}/{date}`: cards of a live-animal group, its classes and products of a day. */
export async function liveGroupCardModel(
  ctx: AppContext,
  lang: Language,
  groupId: number,
  date: string,
): Promise<CardCh[]> {
  const catalogue = await getCatalogue(ctx);
  const group = liveGroup(catalogue, groupId);
  const days = await windowDays(
    ctx,
    catalogue,
    treeNodes(catalogue, () => true, [group]),
    date,
    date,
  );
  return days.map((d) => cardCh(ctx, catalogue, d, lang));
}

/**
 * `GetCanliHayvanGrup/{groupId}`: each class and product of a live-animal group at its own latest trading
 * day (up to today), with the change vs its previous one.
 */
export async function liveAnimalGroup(
  ctx: AppContext,
  lang: Language,
  groupId: number,
): Promise<LiveAnimalRow[]> {
  const catalogue = await getCatalogue(ctx);
  const nodes = treeNodes(catalogue, (n) => n.level !== 'GROUP', [liveGroup(catalogue, groupId)]);
  const days = await latestNodeDays(ctx.db.kysely, catalogue, nodes, today(ctx));
  return days.map((d) => ({
    ...identityFields(catalogue, d.node, d.unit, lang),
    IslemTarih: d.date,
    Kesin: isFinal(ctx, d.date),
    ...figuresFields(d.figures, d.averageE4),
    ...changeFields(d.averageE4, d.previous),
    ...liveAnimalFields(d.figures),
  }));
}
