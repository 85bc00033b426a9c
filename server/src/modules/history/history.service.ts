import {
  type HistoryTradeRowCh,
  type Language,
  type PeriodSummary,
  type ProductDayRow,
  type ProductTotals,
  percentNumber,
  priceNumber,
} from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Catalogue } from '../catalogue/catalogue.service.js';
import { figuresFields, identityFields } from '../figures/figures.fields.js';
import { averagePriceOf, changeSince, type DayPoint, periodFigures } from '../figures/figures.rollup.js';
import { productDaysBetween } from '../figures/figures.series.js';
import { tradeRowCh as latestTradeRowCh, tradeLivePrices } from '../trades/trades.service.js';
import type { HistoryTradeRow } from './history.repository.js';
import type { HistoryScope } from './history.scope.js';

/** A live-animal trade of a history list: the latest-trades row and TL per head. */
export function tradeRowCh(catalogue: Catalogue, row: HistoryTradeRow, lang: Language): HistoryTradeRowCh {
  const { perHeadE4 } = tradeLivePrices(row);
  return {
    ...latestTradeRowCh(catalogue, row, lang),
    BasFiyat: perHeadE4 === null ? null : priceNumber(perHeadE4),
  };
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
    ...figuresFields(figures, averagePriceOf(figures)!),
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
  const change = changeSince(last.averageE4, first.averageE4);
  return {
    ...totals,
    IlkGunOrtFiyat: priceNumber(first.averageE4),
    SonGunOrtFiyat: priceNumber(last.averageE4),
    Degisim: change ? priceNumber(change.changeE4) : null,
    DegisimYuzde: change ? percentNumber(change.percentE2) : null,
    Yon: change?.direction ?? null,
  };
}

function productDaysOf(db: Kysely<Database>, scope: HistoryScope) {
  return productDaysBetween(db, scope.catalogue, scope.node, scope, scope.selection.channels);
}

/** `GetBultenIslemUrunListesiTarihli`: one row per trading day and product, newest day first. */
export async function productDayRows(
  db: Kysely<Database>,
  scope: HistoryScope,
  lang: Language,
): Promise<ProductDayRow[]> {
  const rows: ProductDayRow[] = [];
  for (const { product, points } of await productDaysOf(db, scope)) {
    const identity = identityFields(scope.catalogue, product, product.unit, lang);
    for (const p of points)
      rows.push({ IslemTarih: p.date, ...identity, ...figuresFields(p.figures, p.averageE4) });
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
  for (const { product, points } of await productDaysOf(db, scope)) {
    const productScope = { ...scope, node: product, unit: product.unit };
    const totals = periodTotals(productScope, points, lang);
    if (totals) out.push(totals);
  }
  return out;
}
