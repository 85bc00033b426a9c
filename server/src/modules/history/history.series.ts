import type { PastYearSeries, PastYearSeriesCh, PricePoint, PricePointCh } from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { figuresFields, liveAnimalFields } from '../figures/figures.fields.js';
import type { DayPoint } from '../figures/figures.rollup.js';
import { nodeEarlierYears, nodeSeriesBetween, type PastWindow } from '../figures/figures.series.js';
import type { HistoryScope } from './history.scope.js';

/**
 * The scope's node per trading day in `from..to` (channels merged, products rolled up in the node's unit),
 * oldest first.
 */
export function scopePoints(ctx: AppContext, scope: HistoryScope): Promise<DayPoint[]> {
  return nodeSeriesBetween(ctx, scope.catalogue, scope.node, scope, scope.selection.channels);
}

/** The scope's window in every earlier year that has trades, newest year first, moved onto the window. */
export function pastWindows(ctx: AppContext, scope: HistoryScope): Promise<PastWindow[]> {
  return nodeEarlierYears(ctx, scope.catalogue, scope.node, scope, scope.selection.channels);
}

/** A chart point of a trading day. */
export function pricePoint(point: DayPoint): PricePoint {
  const { MinFiyat, MaxFiyat, OrtFiyat, Miktar, Tutar, IslemSayisi } = figuresFields(
    point.figures,
    point.averageE4,
  );
  return { Tarih: point.date, MinFiyat, MaxFiyat, OrtFiyat, Miktar, Tutar, IslemSayisi };
}

/** A live-animal chart point: heads, live weight, TL per head and per kg of live weight. */
export function pricePointCh(point: DayPoint): PricePointCh {
  return { ...pricePoint(point), ...liveAnimalFields(point.figures) };
}

/** `GetBultenGrafikFiyatTarihliGecmisYillar` rows. */
export function pastYearSeries(windows: readonly PastWindow[]): PastYearSeries[] {
  return windows.map((w) => ({
    Yil: w.year,
    Baslangic: w.from,
    Bitis: w.to,
    Seri: w.points.map(pricePoint),
  }));
}

/** `GetBultenGrafikFiyatTarihliGecmisYillarCH` rows. */
export function pastYearSeriesCh(windows: readonly PastWindow[]): PastYearSeriesCh[] {
  return windows.map((w) => ({
    Yil: w.year,
    Baslangic: w.from,
    Bitis: w.to,
    Seri: w.points.map(pricePointCh),
  }));
}
