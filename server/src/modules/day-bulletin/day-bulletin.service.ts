import type {
  BulletinDetail,
  BulletinDetailCh,
  Channel,
  DailyClassCard,
  DayRow,
  Language,
} from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { getCatalogue, resolveItem } from '../catalogue/catalogue.cache.js';
import { isLiveAnimalNode, nodeShortName } from '../catalogue/catalogue.service.js';
import {
  changeFields,
  dayRow,
  figuresFields,
  identityFields,
  liveAnimalFields,
} from '../figures/figures.fields.js';
import { marketNodes, productIdsOf, treeNodes } from '../figures/figures.nodes.js';
import { nodeDaysOn } from '../figures/figures.service.js';
import { isFinal, today } from '../figures/figures.session.js';
import { latestTradingDay, nextTradingDay, previousTradingDay } from '../figures/trading-days.repository.js';

async function detail(
  ctx: AppContext,
  lang: Language,
  date: string,
  channels: Channel[] | undefined,
  live: boolean,
) {
  const catalogue = await getCatalogue(ctx);
  const nodes = marketNodes(catalogue, live);
  const productIds = productIdsOf(nodes);
  const db = ctx.db.kysely;
  const days = await nodeDaysOn(db, catalogue, nodes, date, { channels, yearAgo: true });
  const previous = await previousTradingDay(db, { productIds, channels }, date);
  const next = await nextTradingDay(db, { productIds, channels }, date);
  return {
    head: {
      Tarih: date,
      Kesin: isFinal(ctx, date),
      Kanal: channels?.[0] ?? ('TUMU' as const),
      OncekiIslemGunu: previous,
      SonrakiIslemGunu: next,
    },
    rows: days.map((d) => ({ day: d, row: dayRow(catalogue, d, lang) })),
  };
}

/** `GetGunlukBultenDetay/{date}`: the crops' bulletin of a day, group → class → product rows. */
export async function bulletinDetail(
  ctx: AppContext,
  lang: Language,
  date: string,
  channels?: Channel[],
): Promise<BulletinDetail> {
  const { head, rows } = await detail(ctx, lang, date, channels, false);
  return { ...head, Satirlar: rows.map((r) => r.row) };
}

/** `GetGunlukBultenDetayCH/{date}`: the live-animal bulletin of a day, with heads and live weight. */
export async function bulletinDetailCh(
  ctx: AppContext,
  lang: Language,
  date: string,
  channels?: Channel[],
): Promise<BulletinDetailCh> {
  const { head, rows } = await detail(ctx, lang, date, channels, true);
  return { ...head, Satirlar: rows.map((r) => ({ ...r.row, ...liveAnimalFields(r.day.figures) })) };
}

/** `GetBultenIslemSinifListesi/{groupId}/{date}`: each class and product of a group that traded that day. */
export async function groupClassList(
  ctx: AppContext,
  lang: Language,
  groupId: number,
  date: string,
): Promise<DayRow[]> {
  const catalogue = await getCatalogue(ctx);
  const group = resolveItem(catalogue, groupId, ['GROUP']);
  const nodes = treeNodes(catalogue, (n) => n.level !== 'GROUP', [group]);
  const days = await nodeDaysOn(ctx.db.kysely, catalogue, nodes, date, { yearAgo: true });
  return days.map((d) => dayRow(catalogue, d, lang));
}

/** `GetOnlineGunlukKartlar`: every class (crops and live animals) on the latest trading day. */
export async function dailyClassCards(ctx: AppContext, lang: Language): Promise<DailyClassCard[]> {
  const catalogue = await getCatalogue(ctx);
  const date = await latestTradingDay(ctx.db.kysely, undefined, today(ctx));
  if (!date) return [];
  const classes = treeNodes(catalogue).filter((n) => n.level === 'CLASS');
  const days = await nodeDaysOn(ctx.db.kysely, catalogue, classes, date);
  return days.map((d) => ({
    ...identityFields(catalogue, d.node, d.unit, lang),
    SinifKisaAdi: nodeShortName(d.node, lang),
    IslemTarih: d.date,
    Kesin: isFinal(ctx, d.date),
    CanliHayvan: isLiveAnimalNode(catalogue, d.node),
    ...figuresFields(d.figures, d.averageE4),
    ...changeFields(d.averageE4, d.previous),
  }));
}
