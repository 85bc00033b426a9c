import {
  amountNumber,
  istanbulInstantAt,
  istanbulIsoTime,
  type Language,
  type LiveTradeRows,
  priceNumber,
  priceUnitLabel,
  quantityNumber,
  type TradeRow,
  type TradeRowCh,
} from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { channelParam, dateParam, idParam } from '../../http/params.js';
import { afterIdParam, clockParam, limitParam } from '../../http/query-params.js';
import { getCatalogue, resolveItem } from '../catalogue/catalogue.cache.js';
import {
  type Catalogue,
  type CatalogueNode,
  isLiveAnimalNode,
  nodeName,
  nodeShortName,
} from '../catalogue/catalogue.service.js';
import { marketNodes, productIdsOf } from '../figures/figures.nodes.js';
import { liveAnimalPrices } from '../figures/figures.rollup.js';
import { today } from '../figures/figures.session.js';
import { latestTradingDay } from '../figures/trading-days.repository.js';
import { type ActiveTradeRow, latestActiveTrades, type TradeFilter } from './trades.repository.js';

/** Query of the latest-trades lists, as received. */
export interface TradeQuery {
  grupId?: string;
  sinifId?: string;
  kanal?: string;
  tarih?: string;
  baslangic?: string;
  bitis?: string;
  limit?: string;
  sonraki?: string;
}

/** Default and largest row count of a latest-trades list. */
export interface TradeLimits {
  fallback: number;
  max: number;
}

function scopeProducts(catalogue: Catalogue, query: TradeQuery, live: boolean): number[] {
  let ids = productIdsOf(marketNodes(catalogue, live));
  for (const [value, level] of [
    [query.grupId, 'GROUP'],
    [query.sinifId, 'CLASS'],
  ] as const) {
    if (value === undefined || value === '') continue;
    const node = resolveItem(catalogue, idParam(value), [level]);
    ids = ids.filter((id) => node.productIds.includes(id));
  }
  return ids;
}

async function tradeFilter(
  ctx: AppContext,
  catalogue: Catalogue,
  q: TradeQuery,
  live: boolean,
  limits: TradeLimits,
) {
  const productIds = scopeProducts(catalogue, q, live);
  const channels = channelParam(q.kanal);
  const start = clockParam(q.baslangic);
  const end = clockParam(q.bitis);
  if (start && end && end < start) throw new AppError(400, 'BAD_RANGE', [`${end} is before ${start}`]);
  const filter: TradeFilter = {
    productIds,
    channels,
    limit: limitParam(q.limit, limits.fallback, limits.max),
  };
  filter.afterId = afterIdParam(q.sonraki);
  let date = q.tarih === undefined || q.tarih === '' ? undefined : dateParam(q.tarih);
  // A time window without a date means that window of the latest trading day.
  if (!date && (start || end))
    date = (await latestTradingDay(ctx.db.kysely, { productIds, channels }, today(ctx))) ?? undefined;
  if (!date && (start || end)) return null;
  filter.date = date;
  if (date && start) filter.fromInstant = istanbulInstantAt(date, start).toISOString();
  if (date && end)
    filter.beforeInstant = new Date(istanbulInstantAt(date, end).getTime() + 60_000).toISOString();
  return filter;
}

/** A registered trade as a latest-trades row (also the history lists' row). */
export function tradeRow(catalogue: Catalogue, row: ActiveTradeRow, lang: Language): TradeRow {
  const product = catalogue.nodes.get(row.product_id) as CatalogueNode;
  const klass = catalogue.nodes.get(product.classId ?? -1) ?? product;
  const group = catalogue.nodes.get(product.groupId) ?? product;
  return {
    Id: row.id,
    TescilNo: row.registration_no,
    IslemZamani: istanbulIsoTime(new Date(row.traded_at)),
    IslemTarih: row.trade_date,
    UrunId: product.id,
    UrunKodu: product.code,
    UrunAdi: nodeName(product, lang),
    UrunKisaAdi: nodeShortName(product, lang),
    SinifId: klass.id,
    SinifAdi: nodeName(klass, lang),
    GrupId: group.id,
    GrupAdi: nodeName(group, lang),
    Kanal: row.channel,
    Miktar: quantityNumber(row.quantity_milli),
    Birim: product.unit,
    BirimFiyat: priceNumber(row.unit_price_e4),
    FiyatBirimi: product.unit ? priceUnitLabel(product.unit, lang) : null,
    Tutar: amountNumber(row.amount_e4),
    Il: row.city,
    Ilce: row.district,
  };
}

/** A live-animal trade's TL per head and per kg of live weight (null where it has no heads or weight). */
export function tradeLivePrices(row: Pick<ActiveTradeRow, 'amount_e4' | 'head_count' | 'live_weight_milli'>) {
  return liveAnimalPrices({
    amountE4: row.amount_e4,
    headCount: row.head_count ?? 0,
    liveWeightMilli: row.live_weight_milli ?? 0,
  });
}

/** A live-animal trade: also heads, live weight and TL per kg of live weight. */
export function tradeRowCh(catalogue: Catalogue, row: ActiveTradeRow, lang: Language): TradeRowCh {
  const { perKgE4 } = tradeLivePrices(row);
  return {
    ...tradeRow(catalogue, row, lang),
    BasSayisi: row.head_count,
    CanliAgirlik: row.live_weight_milli === null ? null : quantityNumber(row.live_weight_milli),
    KgFiyat: perKgE4 === null ? null : priceNumber(perKgE4),
  };
}

/**
 * An active crop trade as a live event carries it: its latest-trades row in each language; undefined for a
 * live-animal product (their lists have more columns) or one the catalogue does not know.
 */
export function liveTradeRows(catalogue: Catalogue, row: ActiveTradeRow): LiveTradeRows | undefined {
  const product = catalogue.nodes.get(row.product_id);
  if (product?.level !== 'PRODUCT' || isLiveAnimalNode(catalogue, product)) return undefined;
  return { tr: tradeRow(catalogue, row, 'tr'), en: tradeRow(catalogue, row, 'en') };
}

async function trades(ctx: AppContext, query: TradeQuery, live: boolean, limits: TradeLimits) {
  const catalogue = await getCatalogue(ctx);
  const filter = await tradeFilter(ctx, catalogue, query, live, limits);
  return { catalogue, rows: filter ? await latestActiveTrades(ctx.db.kysely, filter) : [] };
}

/** Latest active crop trades, newest first (`GetOnlineBultenSonIslemler`, `GetOnlineKartIslem`). */
export async function latestTrades(ctx: AppContext, lang: Language, query: TradeQuery, limits: TradeLimits) {
  const { catalogue, rows } = await trades(ctx, query, false, limits);
  return rows.map((r) => tradeRow(catalogue, r, lang));
}

/** Latest active live-animal trades, newest first (`GetOnlineBultenSonIslemlerCH`). */
export async function latestTradesCh(
  ctx: AppContext,
  lang: Language,
  query: TradeQuery,
  limits: TradeLimits,
) {
  const { catalogue, rows } = await trades(ctx, query, true, limits);
  return rows.map((r) => tradeRowCh(catalogue, r, lang));
}
