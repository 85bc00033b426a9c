import {
  addDays,
  averagePrice,
  type ChangeDirection,
  combineFigures,
  formatScaled,
  type Language,
  type PriceChange,
  priceChange,
  priceUnitLabel,
  type TickerText,
  type TickerUpdate,
  type Unit,
} from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Catalogue, type CatalogueNode, nodeName } from '../catalogue/catalogue.service.js';
import { figuresOfStat, statsBetween } from '../stats/stats.repository.js';
import { figuresOn, lastTradingDayBefore, latestTradingDay } from '../stats/stats.service.js';
import type { DailyStatRow } from '../stats/stats.table.js';
import { findTicker, saveTicker } from './ticker.repository.js';

/** Colour of the ticker before staff choose one. */
export const DEFAULT_TICKER_COLOR = '#1b5e20';

// A class's previous trading day is looked for in this window first, to read it with one query.
const PREVIOUS_WINDOW_DAYS = 14;
const ARROWS: Record<ChangeDirection, string> = { UP: '▲', DOWN: '▼', UNCH: '=' };

/** One class of the figures line. */
export interface TickerItem {
  name: string;
  unit: Unit;
  averageE4: number;
  change: PriceChange | null;
}

/** A ticker item as text: `NAME 20,6840 TL/kg ▲ %1,25` (tr) or `NAME 20.6840 TL/kg ▲ 1.25%` (en). */
export function formatTickerItem(item: TickerItem, lang: Language): string {
  const mark = lang === 'tr' ? ',' : '.';
  const price = `${item.name} ${formatScaled(item.averageE4, 4, mark)} ${priceUnitLabel(item.unit, lang)}`;
  if (!item.change) return price;
  const percent = formatScaled(Math.abs(item.change.percentE2), 2, mark);
  return `${price} ${ARROWS[item.change.direction]} ${lang === 'tr' ? `%${percent}` : `${percent}%`}`;
}

function averageOf(rows: readonly DailyStatRow[]): number | null {
  const figures = combineFigures(rows.map(figuresOfStat));
  return figures ? averagePrice(figures) : null;
}

async function previousAverage(
  db: Kysely<Database>,
  productIds: number[],
  date: string,
  window: readonly DailyStatRow[],
): Promise<number | null> {
  const own = window.filter((r) => productIds.includes(r.product_id));
  const lastDay = own.reduce<string | null>(
    (max, r) => (max === null || r.trade_date > max ? r.trade_date : max),
    null,
  );
  if (lastDay) return averageOf(own.filter((r) => r.trade_date === lastDay));
  const earlier = await lastTradingDayBefore(db, { productIds }, date);
  const figures = earlier ? await figuresOn(db, { productIds }, earlier) : null;
  return figures ? averagePrice(figures) : null;
}

async function classItem(
  db: Kysely<Database>,
  klass: CatalogueNode,
  day: { date: string; rows: DailyStatRow[]; window: DailyStatRow[] },
  lang: Language,
  catalogue: Catalogue,
): Promise<TickerItem | null> {
  const rows = day.rows.filter((r) => klass.productIds.includes(r.product_id));
  const averageE4 = averageOf(rows);
  // A class's products share one unit in practice; the first traded product's unit labels the price.
  const unit = rows.map((r) => catalogue.nodes.get(r.product_id)?.unit).find((u) => u) ?? null;
  if (averageE4 === null || unit === null) return null;
  const previous = await previousAverage(db, klass.productIds, day.date, day.window);
  return { name: nodeName(klass, lang), unit, averageE4, change: priceChange(averageE4, previous) };
}

/** The classes that traded on the latest trading day up to `today`, in catalogue order, with their change. */
export async function tickerItems(
  db: Kysely<Database>,
  catalogue: Catalogue,
  lang: Language,
  today: string,
): Promise<TickerItem[]> {
  const date = await latestTradingDay(db, undefined, today);
  if (!date) return [];
  const rows = await statsBetween(db, { from: date, to: date });
  const window = await statsBetween(db, {
    from: addDays(date, -PREVIOUS_WINDOW_DAYS),
    to: addDays(date, -1),
  });
  const classes = catalogue.groups.flatMap((g) => catalogue.classesOf(g.id));
  const items: TickerItem[] = [];
  for (const klass of classes) {
    const item = await classItem(db, klass, { date, rows, window }, lang, catalogue);
    if (item) items.push(item);
  }
  return items;
}

/** The ticker in a language: the staff's text, or (when they set none) a line built from the day's figures. */
export async function tickerText(
  db: Kysely<Database>,
  catalogue: Catalogue,
  lang: Language,
  today: string,
): Promise<TickerText> {
  const row = await findTicker(db);
  const text = (lang === 'en' ? row?.text_en : row?.text_tr)?.trim() ?? '';
  if (text) return { Metin: text, Otomatik: false };
  const items = await tickerItems(db, catalogue, lang, today);
  return { Metin: items.map((item) => formatTickerItem(item, lang)).join(' • '), Otomatik: true };
}

/** The ticker colour. */
export async function tickerColor(db: Kysely<Database>): Promise<string> {
  return (await findTicker(db))?.color ?? DEFAULT_TICKER_COLOR;
}

/** Sets the ticker texts and colour (staff). */
export async function setTicker(db: Kysely<Database>, update: TickerUpdate, now: Date): Promise<void> {
  await saveTicker(db, {
    text_tr: update.MetinTr.trim(),
    text_en: update.MetinEn.trim(),
    color: update.RenkKodu.toLowerCase(),
    updated_at: now.toISOString(),
  });
}
