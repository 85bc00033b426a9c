import {
  amountNumber,
  istanbulDate,
  type Language,
  percentNumber,
  priceNumber,
  quantityNumber,
  type TuribBulletin,
  type TuribIndex,
  type TuribRowOut,
} from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { changeSince } from '../figures/figures.rollup.js';
import { latestTuribSession, turibIndexesOn, turibRowsOn } from './turib.repository.js';
import type { TuribIndexRow, TuribRow } from './turib.table.js';

/** The delay note TÜRİB data carries, per language. */
export const TURIB_DELAY: Record<Language, string> = { tr: '15 dakika gecikmeli', en: '15 minutes delayed' };

function indexLine(row: TuribIndexRow, lang: Language): TuribIndex {
  // An index moves by the bulletin's one change rule ('UNCH' when equal, % to 2 decimals).
  const change = changeSince(row.value_e4, row.previous_e4);
  return {
    Kod: row.code,
    Ad: lang === 'en' ? row.name_en : row.name_tr,
    Deger: priceNumber(row.value_e4),
    Onceki: priceNumber(row.previous_e4),
    Degisim: priceNumber(row.value_e4 - row.previous_e4),
    DegisimYuzde: change ? percentNumber(change.percentE2) : null,
    Yon: change?.direction ?? null,
  };
}

function instrumentRow(row: TuribRow): TuribRowOut {
  return {
    Seans: row.session_type,
    Isin: row.isin,
    Sinif: row.instrument,
    Il: row.city,
    Ilce: row.district,
    Depo: row.warehouse,
    Acilis: priceNumber(row.open_e4),
    EnYuksek: priceNumber(row.high_e4),
    EnDusuk: priceNumber(row.low_e4),
    Kapanis: priceNumber(row.close_e4),
    OrtFiyat: priceNumber(row.average_e4),
    Miktar: quantityNumber(row.quantity_milli),
    Tutar: amountNumber(row.amount_e4),
  };
}

/**
 * A TÜRİB session: the asked date, or without one the latest session up to today (today when there is
 * none at all). A date without a session has empty lists.
 */
export async function turibBulletin(
  ctx: AppContext,
  lang: Language,
  date: string | undefined,
): Promise<TuribBulletin> {
  const today = istanbulDate(ctx.now());
  const day = date ?? (await latestTuribSession(ctx.db.kysely, today)) ?? today;
  const [rows, indexes] = await Promise.all([
    turibRowsOn(ctx.db.kysely, day),
    turibIndexesOn(ctx.db.kysely, day),
  ]);
  return {
    Tarih: day,
    Endeksler: indexes.map((row) => indexLine(row, lang)),
    Satirlar: rows.map(instrumentRow),
    Gecikme: TURIB_DELAY[lang],
  };
}
