import {
  amountNumber,
  istanbulIsoTime,
  type Language,
  type LotLookup,
  percentNumber,
  priceNumber,
  priceUnitLabel,
  quantityNumber,
  type SessionLot,
} from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { getCatalogue } from '../catalogue/catalogue.cache.js';
import { type CatalogueNode, nodeName } from '../catalogue/catalogue.service.js';
import { changeSince } from '../figures/figures.rollup.js';
import { nodeFiguresOn } from '../figures/figures.service.js';
import { isFinal } from '../figures/figures.session.js';
import { analysisFields } from '../history/history.lots.js';
import { type LotRow, lotsWithAnalysesBetween } from '../history/history.repository.js';
import type { RegistrationRow } from '../registrations/registrations.table.js';

// More lots than any session of one class ever has; the list is cut there rather than read unbounded.
const MAX_SESSION_LOTS = 5_000;

function sessionLot(lot: LotRow, own: boolean): SessionLot {
  return {
    BirimFiyat: priceNumber(lot.unit_price_e4),
    Miktar: quantityNumber(lot.quantity_milli),
    Kendi: own,
    ...analysisFields(lot),
  };
}

/** The session's active lots of the class in the channel, highest price first; the lot itself marked. */
async function sessionLots(ctx: AppContext, klass: CatalogueNode, row: RegistrationRow) {
  const lots = await lotsWithAnalysesBetween(ctx.db.kysely, {
    productIds: klass.productIds,
    channels: [row.channel],
    from: row.trade_date,
    to: row.trade_date,
    limit: MAX_SESSION_LOTS,
  });
  return lots
    .sort((a, b) => b.unit_price_e4 - a.unit_price_e4 || a.id - b.id)
    .map((lot) => sessionLot(lot, lot.id === row.id));
}

/** The lot's price against the class average: TL per unit and % (exact, as every change of the bulletin). */
function differenceFields(priceE4: number, averageE4: number | null) {
  const change = changeSince(priceE4, averageE4);
  return {
    Fark: change ? priceNumber(change.changeE4) : null,
    FarkYuzde: change ? percentNumber(change.percentE2) : null,
  };
}

/** 1 + the number of active lots with a higher price; null for a cancelled lot (it is in no figure). */
function rankOf(row: RegistrationRow, lots: readonly SessionLot[]): number | null {
  if (row.status !== 'AKTIF') return null;
  const price = priceNumber(row.unit_price_e4);
  return 1 + lots.filter((l) => l.BirimFiyat > price).length;
}

/**
 * What a producer sees of their lot: the registration's own figures and analyses, the class's average of
 * the day (from the figures module) and the day's lots of the class, without names or numbers of others.
 */
export async function lotLookup(ctx: AppContext, row: RegistrationRow, lang: Language): Promise<LotLookup> {
  const catalogue = await getCatalogue(ctx);
  const product = catalogue.nodes.get(row.product_id)!;
  const klass = catalogue.nodes.get(product.classId ?? product.id) ?? product;
  const lots = await sessionLots(ctx, klass, row);
  const [classDay] = await nodeFiguresOn(ctx.db.kysely, catalogue, [klass], row.trade_date, {
    channels: [row.channel],
  });
  return {
    TescilNo: row.registration_no,
    Durum: row.status,
    IslemTarih: row.trade_date,
    IslemZamani: istanbulIsoTime(new Date(row.traded_at)),
    Kanal: row.channel,
    UrunAdi: nodeName(product, lang),
    SinifId: klass.id,
    SinifAdi: nodeName(klass, lang),
    Birim: product.unit,
    FiyatBirimi: product.unit ? priceUnitLabel(product.unit, lang) : null,
    Miktar: quantityNumber(row.quantity_milli),
    BirimFiyat: priceNumber(row.unit_price_e4),
    Tutar: amountNumber(row.amount_e4),
    ...analysisFields(row),
    Kesin: isFinal(ctx, row.trade_date),
    SinifOrtalama: classDay ? priceNumber(classDay.averageE4) : null,
    ...differenceFields(row.unit_price_e4, classDay?.averageE4 ?? null),
    Sira: rankOf(row, lots),
    LotSayisi: lots.length,
    Lotlar: lots,
  };
}
