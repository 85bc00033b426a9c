import {
  addDays,
  addYears,
  averagePrice,
  type Channel,
  combineFigures,
  type Figures,
  type PriceChange,
  priceChange,
} from '@bulten/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { figuresOfStat, statsBetween } from './stats.repository.js';

/** Which trades a figure covers: some products (a product, class, group or market) and channels. */
export interface Selection {
  productIds: readonly number[];
  channels?: readonly Channel[];
}

/** Figures of a selection on a day, with its weighted average and its changes. */
export interface DayFigures {
  date: string;
  figures: Figures;
  averageE4: number;
  previousDate: string | null;
  change: PriceChange | null;
  yearAgoDate: string | null;
  yearChange: PriceChange | null;
}

// How far back "the same day a year earlier" may fall to reach a trading day (weekends, holidays).
const YEAR_AGO_LOOKBACK_DAYS = 7;

/** Combined figures of a selection on one day; null when it did not trade. */
export async function figuresOn(db: Kysely<Database>, sel: Selection, date: string): Promise<Figures | null> {
  const rows = await statsBetween(db, {
    from: date,
    to: date,
    productIds: sel.productIds,
    channels: sel.channels,
  });
  return combineFigures(rows.map(figuresOfStat));
}

/** The latest day before `date` (and not before `notBefore`) on which the selection traded. */
export async function lastTradingDayBefore(
  db: Kysely<Database>,
  sel: Selection,
  date: string,
  notBefore?: string,
): Promise<string | null> {
  if (sel.productIds.length === 0) return null;
  let query = db
    .selectFrom('daily_stat')
    .select(sql<string | null>`max(trade_date)`.as('day'))
    .where('product_id', 'in', sel.productIds)
    .where('trade_date', '<', date);
  if (notBefore) query = query.where('trade_date', '>=', notBefore);
  if (sel.channels) query = query.where('channel', 'in', sel.channels);
  const row = await query.executeTakeFirst();
  return row?.day ?? null;
}

async function averageOn(db: Kysely<Database>, sel: Selection, date: string | null): Promise<number | null> {
  if (!date) return null;
  const figures = await figuresOn(db, sel, date);
  return figures ? averagePrice(figures) : null;
}

/** A selection's figures on a day with the change vs its previous trading day and vs a year earlier. */
export async function dayFigures(
  db: Kysely<Database>,
  sel: Selection,
  date: string,
): Promise<DayFigures | null> {
  const figures = await figuresOn(db, sel, date);
  if (!figures) return null;
  const averageE4 = averagePrice(figures)!;
  const previousDate = await lastTradingDayBefore(db, sel, date);
  const yearAgo = addYears(date, -1);
  const yearAgoDate = await lastTradingDayBefore(
    db,
    sel,
    addDays(yearAgo, 1),
    addDays(yearAgo, -YEAR_AGO_LOOKBACK_DAYS),
  );
  return {
    date,
    figures,
    averageE4,
    previousDate,
    change: priceChange(averageE4, await averageOn(db, sel, previousDate)),
    yearAgoDate,
    yearChange: priceChange(averageE4, await averageOn(db, sel, yearAgoDate)),
  };
}

/** One day of a selection's history. */
export interface DailyPoint {
  date: string;
  figures: Figures;
  averageE4: number;
}

/** A selection's figures per trading day over a range (days without trades are left out). */
export async function dailySeries(
  db: Kysely<Database>,
  sel: Selection,
  range: { from: string; to: string },
): Promise<DailyPoint[]> {
  const rows = await statsBetween(db, { ...range, productIds: sel.productIds, channels: sel.channels });
  const byDay = new Map<string, Figures[]>();
  for (const row of rows)
    byDay.set(row.trade_date, [...(byDay.get(row.trade_date) ?? []), figuresOfStat(row)]);
  return [...byDay.entries()].map(([date, parts]) => {
    const figures = combineFigures(parts)!;
    return { date, figures, averageE4: averagePrice(figures)! };
  });
}

/** The latest day (up to `date`, default no limit) on which anything in the selection traded. */
export async function latestTradingDay(
  db: Kysely<Database>,
  sel?: Selection,
  upTo?: string,
): Promise<string | null> {
  let query = db.selectFrom('daily_stat').select(sql<string | null>`max(trade_date)`.as('day'));
  if (sel) query = query.where('product_id', 'in', sel.productIds.length ? sel.productIds : [-1]);
  if (sel?.channels) query = query.where('channel', 'in', sel.channels);
  if (upTo) query = query.where('trade_date', '<=', upTo);
  return (await query.executeTakeFirst())?.day ?? null;
}
