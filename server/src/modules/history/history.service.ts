import {
  amountNumber,
  averagePrice,
  combineFigures,
  type Figures,
  type HistoryTradeRowCh,
  istanbulIsoTime,
  type Language,
  type PeriodSummary,
  type ProductDayRow,
  type ProductTotals,
  percentNumber,
  priceChange,
  priceNumber,
  priceUnitLabel,
  quantityNumber,
  type TradeRow,
  weightedAverage,
} from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { figuresFields, identityFields } from '../bulletin/rows.js';
import { type Catalogue, type CatalogueNode, nodeName } from '../catalogue/catalogue.service.js';
import { figuresOfStat, statsBetween } from '../stats/stats.repository.js';
import type { HistoryTradeRow } from './history.repository.js';
import type { HistoryScope } from './history.scope.js';
import type { DayPoint } from './history.series.js';

/** A registered trade as a history row (the latest-trades row shape). */
export function tradeRow(catalogue: Catalogue, row: HistoryTradeRow, lang: Language): TradeRow {
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

function optionalPrice(priceE4: number | null): number | null {
  return priceE4 === null ? null : priceNumber(priceE4);
}

/** A live-animal trade: heads, live weight, TL per head and TL per kg of live weight. */
export function tradeRowCh(catalogue: Catalogue, row: HistoryTradeRow, lang: Language): HistoryTradeRowCh {
  const weight = row.live_weight_milli;
  return {
    ...tradeRow(catalogue, row, lang),
    BasSayisi: row.head_count,
    CanliAgirlik: weight === null ? null : quantityNumber(weight),
    BasFiyat: optionalPrice(row.head_count ? weightedAverage(row.amount_e4, row.head_count * 1000) : null),
    KgFiyat: optionalPrice(weight ? weightedAverage(row.amount_e4, weight) : null),
  };
}

/** Totals of a list of trading days (null when empty). */
export function periodFigures(points: readonly DayPoint[]): Figures | null {
  return combineFigures(points.map((p) => p.figures));
}

/** Identity, period and figures of a scope's totals over its trading days; null without any. */
export function periodTotals(
  scope: HistoryScope,
  points: readonly DayPoint[],
  lang: Language,
): ProductTotals | null {
  const figures = periodFigures(points);
  if (!figures) return null;
  return {
    ...identityFields(scope.catalogue, scope.node, scope.unit, lang),
    Kanal: scope.channel,
    Baslangic: scope.from,
    Bitis: scope.to,
    IlkTarih: points[0]!.date,
    SonTarih: points.at(-1)!.date,
    IslemGunu: points.length,
    ...figuresFields(figures, averagePrice(figures)!),
  };
}

/** `GetBultenGecmisIslemFiyatTarihli`: totals and the change from the first to the last trading day. */
export function periodSummary(
  scope: HistoryScope,
  points: readonly DayPoint[],
  lang: Language,
): PeriodSummary | null {
  const totals = periodTotals(scope, points, lang);
  if (!totals) return null;
  const first = points[0]!;
  const last = points.at(-1)!;
  const change = priceChange(last.averageE4, first.averageE4);
  return {
    ...totals,
    IlkGunOrtFiyat: priceNumber(first.averageE4),
    SonGunOrtFiyat: priceNumber(last.averageE4),
    Degisim: change ? priceNumber(change.changeE4) : null,
    DegisimYuzde: change ? percentNumber(change.percentE2) : null,
    Yon: change?.direction ?? null,
  };
}

interface ProductDays {
  product: CatalogueNode;
  days: Map<string, Figures>;
}

/** The scope's products that traded in the range, in catalogue order, with their figures per day. */
async function productDays(db: Kysely<Database>, scope: HistoryScope): Promise<ProductDays[]> {
  const rows = await statsBetween(db, { from: scope.from, to: scope.to, ...scope.selection });
  const byProduct = new Map<number, Map<string, Figures>>();
  for (const row of rows) {
    const days = byProduct.get(row.product_id) ?? new Map<string, Figures>();
    byProduct.set(row.product_id, days);
    const known = days.get(row.trade_date);
    const figures = figuresOfStat(row);
    days.set(row.trade_date, known ? combineFigures([known, figures])! : figures);
  }
  return scope.node.productIds
    .filter((id) => byProduct.has(id))
    .map((id) => ({ product: scope.catalogue.nodes.get(id)!, days: byProduct.get(id)! }));
}

/** `GetBultenIslemUrunListesiTarihli`: one row per trading day and product, newest day first. */
export async function productDayRows(
  db: Kysely<Database>,
  scope: HistoryScope,
  lang: Language,
): Promise<ProductDayRow[]> {
  const rows: ProductDayRow[] = [];
  for (const { product, days } of await productDays(db, scope)) {
    const identity = identityFields(scope.catalogue, product, product.unit, lang);
    for (const [date, figures] of days) {
      rows.push({ IslemTarih: date, ...identity, ...figuresFields(figures, averagePrice(figures)!) });
    }
  }
  // Stable sort: within a day the products keep catalogue order.
  return rows.sort((a, b) => (a.IslemTarih < b.IslemTarih ? 1 : a.IslemTarih > b.IslemTarih ? -1 : 0));
}

/** `GetBultenGecmisIslemUrunListesi`: totals per product over the range, in catalogue order. */
export async function productTotalsRows(
  db: Kysely<Database>,
  scope: HistoryScope,
  lang: Language,
): Promise<ProductTotals[]> {
  const out: ProductTotals[] = [];
  for (const { product, days } of await productDays(db, scope)) {
    const points = [...days.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([date, figures]) => ({ date, figures, averageE4: averagePrice(figures)! }));
    const productScope = { ...scope, node: product, unit: product.unit };
    const totals = periodTotals(productScope, points, lang);
    if (totals) out.push(totals);
  }
  return out;
}
