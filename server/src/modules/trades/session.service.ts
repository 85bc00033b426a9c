import { CHANNELS, type DayTotals, istanbulIsoTime, type SessionStatus } from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { getCatalogue } from '../catalogue/catalogue.cache.js';
import { marketTotalsFields } from '../figures/figures.fields.js';
import { statsBetween } from '../figures/figures.repository.js';
import { isFinal, sessionOpen, today } from '../figures/figures.session.js';
import { lastTradeTimeOn, latestTradingDay } from '../figures/trading-days.repository.js';

/** `GetToplamIslemler/{date}`: the day's totals overall and per channel; [] for a day without trading. */
export async function dayTotals(ctx: AppContext, date: string): Promise<DayTotals[]> {
  const rows = await statsBetween(ctx.db.kysely, { from: date, to: date });
  if (rows.length === 0) return [];
  const catalogue = await getCatalogue(ctx);
  const channels = CHANNELS.filter((c) => rows.some((r) => r.channel === c));
  return [
    {
      Tarih: date,
      Kesin: isFinal(ctx, date),
      UrunSayisi: new Set(rows.map((r) => r.product_id)).size,
      ...marketTotalsFields(catalogue, rows),
      Kanallar: channels.map((c) => ({
        Kanal: c,
        ...marketTotalsFields(
          catalogue,
          rows.filter((r) => r.channel === c),
        ),
      })),
    },
  ];
}

/** `GetSeansDurumu`: today's session state and the latest trade. */
export async function sessionStatus(ctx: AppContext): Promise<SessionStatus> {
  const date = today(ctx);
  const latestDay = await latestTradingDay(ctx.db.kysely, undefined, date);
  const lastAt = latestDay ? await lastTradeTimeOn(ctx.db.kysely, latestDay) : null;
  return {
    Tarih: date,
    Acik: sessionOpen(ctx),
    Kesin: isFinal(ctx, date),
    SeansBaslangic: ctx.config.sessionOpen,
    SeansBitis: ctx.config.sessionClose,
    SonIslemZamani: lastAt ? istanbulIsoTime(new Date(lastAt)) : null,
    SonIslemGunu: latestDay,
  };
}
