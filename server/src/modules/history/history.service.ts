import {
  averagePrice,
  combineFigures,
  type Figures,
  type HistoryTradeRowCh,
  type Language,
  type PeriodSummary,
  type ProductDayRow,
  type ProductTotals,
  percentNumber,
  priceChange,
  priceNumber,
  weightedAverage,
} from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Catalogue, CatalogueNode } from '../catalogue/catalogue.service.js';
import { figuresFields, identityFields } from '../figures/figures.fields.js';
import { figuresOfStat, statsBetween } from '../figures/figures.repository.js';
import { tradeRowCh as latestTradeRowCh } from '../trades/trades.service.js';
import type { HistoryTradeRow } from './history.repository.js';
import type { HistoryScope } from './history.scope.js';
import type { DayPoint } from './history.series.js';

/** A live-animal trade of a history list: the latest-trades row and TL per head. */
export function tradeRowCh(catalogue: Catalogue, row: HistoryTradeRow, lang: Language): HistoryTradeRowCh {
  const perHead = row.head_count ? weightedAverage(row.amount_e4, row.head_count * 1000) : null;
  return {
    ...latestTradeRowCh(catalogue, row, lang),
    BasFiyat: perHead === null ? null : priceNumber(perHead),
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
