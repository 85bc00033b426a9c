import {
  type ChangeDirection,
  formatPercent,
  fromScaled,
  type Language,
  type PriceChange,
  priceText,
  priceUnitLabel,
  type TickerText,
  type TickerUpdate,
  type Unit,
} from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Catalogue, nodeName } from '../catalogue/catalogue.service.js';
import { changeSince } from '../figures/figures.rollup.js';
import { nodeDaysOn } from '../figures/figures.service.js';
import { latestTradingDay } from '../figures/trading-days.repository.js';
import { findTicker, saveTicker } from './ticker.repository.js';

/** Colour of the ticker before staff choose one. */
export const DEFAULT_TICKER_COLOR = '#1b5e20';

const ARROWS: Record<ChangeDirection, string> = { UP: '▲', DOWN: '▼', UNCH: '=' };

/** One class of the figures line. */
export interface TickerItem {
  name: string;
  unit: Unit;
  averageE4: number;
  change: PriceChange | null;
}

/**
 * A ticker item as text, its figures written by core's locale module: `NAME 20,6840 TL/kg ▲ %1,25` (tr) or
 * `NAME 1,020.6840 TL/kg ▲ 1.25%` (en); the arrow gives the direction, so the percent has no sign.
 */
export function formatTickerItem(item: TickerItem, lang: Language): string {
  const average = priceText(lang, fromScaled(item.averageE4, 4), priceUnitLabel(item.unit, lang));
  const price = `${item.name} ${average}`;
  if (!item.change) return price;
  const percent = formatPercent(lang, fromScaled(Math.abs(item.change.percentE2), 2));
  return `${price} ${ARROWS[item.change.direction]} ${percent}`;
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
  const classes = catalogue.groups.flatMap((g) => catalogue.classesOf(g.id));
  const items: TickerItem[] = [];
  for (const day of await nodeDaysOn(db, catalogue, classes, date)) {
    if (day.unit === null) continue;
    const change = changeSince(day.averageE4, day.previous?.averageE4);
    items.push({ name: nodeName(day.node, lang), unit: day.unit, averageE4: day.averageE4, change });
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
