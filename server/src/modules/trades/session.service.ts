import {
  amountNumber,
  CHANNELS,
  type DayTotals,
  istanbulIsoTime,
  quantityNumber,
  type SessionStatus,
  UNITS,
  type Unit,
} from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { getCatalogue } from '../catalogue/catalogue.cache.js';
import type { Catalogue } from '../catalogue/catalogue.service.js';
import { statsBetween } from '../figures/figures.repository.js';
import { isFinal, sessionOpen, today } from '../figures/figures.session.js';
import { lastTradeTimeOn, latestTradingDay } from '../figures/trading-days.repository.js';
import type { DailyStatRow } from '../stats/stats.table.js';

function totalsOf(catalogue: Catalogue, rows: readonly DailyStatRow[]) {
  const quantities = new Map<Unit | null, number>();
  let count = 0;
  let amountE4 = 0;
  for (const row of rows) {
    count += row.trade_count;
    amountE4 += row.amount_e4;
    const unit = catalogue.nodes.get(row.product_id)?.unit ?? null;
    quantities.set(unit, (quantities.get(unit) ?? 0) + row.quantity_milli);
  }
  const units = [...UNITS, null].filter((u) => quantities.has(u));
  return {
    IslemSayisi: count,
    Tutar: amountNumber(amountE4),
    Miktarlar: units.map((u) => ({ Birim: u, Miktar: quantityNumber(quantities.get(u)!) })),
  };
}

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
      ...totalsOf(catalogue, rows),
      Kanallar: channels.map((c) => ({
        Kanal: c,
        ...totalsOf(
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
