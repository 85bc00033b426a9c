import {
  addYears,
  averagePrice,
  combineFigures,
  type Figures,
  type PastYearSeries,
  type PastYearSeriesCh,
  type PricePoint,
  type PricePointCh,
} from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { MAX_RANGE_YEARS } from '../../http/params.js';
import { figuresFields, liveAnimalFields } from '../figures/figures.fields.js';
import { statsBetween } from '../figures/figures.repository.js';
import { indexStats, nodeFigures, type StatsIndex } from '../figures/figures.rollup.js';
import { firstTradingDay } from '../figures/trading-days.repository.js';
import { rememberedRollup } from './history.memo.js';
import type { HistoryScope } from './history.scope.js';

/** A trading day of a node: its figures and weighted average. */
export interface DayPoint {
  date: string;
  figures: Figures;
  averageE4: number;
}

/** A node's trading days in an index of statistics, oldest first. */
export function dayPoints(
  scope: Pick<HistoryScope, 'catalogue' | 'node' | 'unit'>,
  index: StatsIndex,
): DayPoint[] {
  const points: DayPoint[] = [];
  for (const date of [...index.keys()].sort()) {
    const figures = nodeFigures(scope.catalogue, scope.node, scope.unit, index.get(date));
    if (figures) points.push({ date, figures, averageE4: averagePrice(figures)! });
  }
  return points;
}

/** True when every product of the scope's node is in the node's unit (nothing to convert). */
function sameUnit(scope: Pick<HistoryScope, 'catalogue' | 'node' | 'unit'>): boolean {
  return scope.node.productIds.every((id) => scope.catalogue.nodes.get(id)?.unit === scope.unit);
}

/**
 * The scope's node per trading day in `from..to` (channels merged, products rolled up), oldest first.
 * The database sums the days up when the products share a unit (past days kept in memory between
 * changes); a KG and TON mix is converted here.
 */
export async function scopePoints(
  ctx: AppContext,
  scope: HistoryScope,
  range: { from: string; to: string } = scope,
): Promise<DayPoint[]> {
  if (sameUnit(scope)) {
    const days = await rememberedRollup(ctx, scope.selection, range);
    return days.map(({ date, figures }) => ({ date, figures, averageE4: averagePrice(figures)! }));
  }
  const rows = await statsBetween(ctx.db.kysely, { ...range, ...scope.selection });
  return dayPoints(scope, indexStats(rows));
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

/**
 * Points moved forward by whole years (onto the asked window). 29 February lands on the 28th; if that
 * day traded too, the two merge into one point so a chart never gets two points on one day.
 */
export function shiftPoints(points: readonly DayPoint[], years: number): DayPoint[] {
  const byDate = new Map<string, DayPoint>();
  for (const point of points) {
    const date = addYears(point.date, years);
    const known = byDate.get(date);
    const figures = known ? combineFigures([known.figures, point.figures])! : point.figures;
    byDate.set(date, { date, figures, averageE4: averagePrice(figures)! });
  }
  return [...byDate.values()];
}

/** One earlier window of a scope with its points moved onto the asked window. */
export interface PastWindow {
  year: number;
  from: string;
  to: string;
  points: DayPoint[];
}

/**
 * The asked window in every earlier year that has trades (at most 20 years back), newest year first.
 * One statistics read covers all of them.
 */
export async function pastWindows(ctx: AppContext, scope: HistoryScope): Promise<PastWindow[]> {
  const first = await firstTradingDay(ctx.db.kysely, scope.selection);
  if (!first) return [];
  let years = 0;
  while (years < MAX_RANGE_YEARS && addYears(scope.to, -(years + 1)) >= first) years += 1;
  if (years === 0) return [];
  const all = await scopePoints(ctx, scope, {
    from: addYears(scope.from, -years),
    to: addYears(scope.to, -1),
  });
  const windows: PastWindow[] = [];
  for (let k = 1; k <= years; k += 1) {
    const from = addYears(scope.from, -k);
    const to = addYears(scope.to, -k);
    const inside = all.filter((p) => p.date >= from && p.date <= to);
    if (inside.length > 0)
      windows.push({ year: Number(from.slice(0, 4)), from, to, points: shiftPoints(inside, k) });
  }
  return windows;
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
