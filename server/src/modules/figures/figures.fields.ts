import {
  amountNumber,
  type Figures,
  type Language,
  percentNumber,
  priceNumber,
  priceUnitLabel,
  quantityNumber,
  UNITS,
  type Unit,
} from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { type Catalogue, type CatalogueNode, nodeName } from '../catalogue/catalogue.service.js';
import type { DailyStatRow } from '../stats/stats.table.js';
import { changeSince, liveAnimalPrices, type NodePoint } from './figures.rollup.js';
import type { NodeDay } from './figures.service.js';
import { isFinal } from './figures.session.js';

/** Seviye, ids, codes and names of a node's group, class and product, and its unit. */
export function identityFields(catalogue: Catalogue, node: CatalogueNode, unit: Unit | null, lang: Language) {
  const group = catalogue.nodes.get(node.groupId) ?? node;
  const klass = node.classId === null ? null : (catalogue.nodes.get(node.classId) ?? null);
  const product = node.level === 'PRODUCT' ? node : null;
  return {
    Seviye: node.level,
    GrupId: group.id,
    GrupKodu: group.code,
    GrupAdi: nodeName(group, lang),
    SinifId: klass?.id ?? null,
    SinifKodu: klass?.code ?? null,
    SinifAdi: klass ? nodeName(klass, lang) : null,
    UrunId: product?.id ?? null,
    UrunKodu: product?.code ?? null,
    UrunAdi: product ? nodeName(product, lang) : null,
    Birim: unit,
    FiyatBirimi: unit ? priceUnitLabel(unit, lang) : null,
  };
}

/** The figures fields of a set of trades. */
export function figuresFields(figures: Figures, averageE4: number) {
  return {
    MinFiyat: priceNumber(figures.minPriceE4),
    MaxFiyat: priceNumber(figures.maxPriceE4),
    OrtFiyat: priceNumber(averageE4),
    IlkFiyat: priceNumber(figures.firstPriceE4),
    SonFiyat: priceNumber(figures.lastPriceE4),
    Miktar: quantityNumber(figures.quantityMilli),
    Tutar: amountNumber(figures.amountE4),
    IslemSayisi: figures.count,
  };
}

/** Change of an average against an earlier point (all null without one). */
export function changeFields(averageE4: number, previous: NodePoint | null) {
  const change = changeSince(averageE4, previous?.averageE4);
  return {
    OncekiTarih: previous?.date ?? null,
    OncekiOrtFiyat: previous ? priceNumber(previous.averageE4) : null,
    Degisim: change ? priceNumber(change.changeE4) : null,
    DegisimYuzde: change ? percentNumber(change.percentE2) : null,
    Yon: change?.direction ?? null,
  };
}

/** Change against the same day a year earlier: `changeFields` against that day, named as the year's. */
export function yearChangeFields(averageE4: number, yearAgo: NodePoint | null) {
  const since = changeFields(averageE4, yearAgo);
  return {
    GecenYilTarih: since.OncekiTarih,
    GecenYilOrtFiyat: since.OncekiOrtFiyat,
    GecenYilDegisimYuzde: since.DegisimYuzde,
  };
}

/** Heads, live weight, TL per head and TL per kg of live weight. */
export function liveAnimalFields(figures: Figures) {
  const { perHeadE4, perKgE4 } = liveAnimalPrices(figures);
  return {
    BasSayisi: figures.headCount,
    CanliAgirlik: quantityNumber(figures.liveWeightMilli),
    BasFiyat: perHeadE4 === null ? null : priceNumber(perHeadE4),
    KgFiyat: perKgE4 === null ? null : priceNumber(perKgE4),
  };
}

/**
 * Trade count, amount and quantity per unit (in `UNITS` order, products without a unit last) of some
 * statistics rows: the totals of a market, a channel or a hall session, which mix units.
 */
export function marketTotalsFields(catalogue: Catalogue, rows: readonly DailyStatRow[]) {
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

/** A bulletin day row (identity, figures, changes vs the previous day and a year earlier). */
export function dayRow(catalogue: Catalogue, day: NodeDay, lang: Language) {
  return {
    ...identityFields(catalogue, day.node, day.unit, lang),
    ...figuresFields(day.figures, day.averageE4),
    ...changeFields(day.averageE4, day.previous),
    ...yearChangeFields(day.averageE4, day.yearAgo),
  };
}

/** A card (identity, day, figures, change and sparkline). */
export function cardRow(ctx: AppContext, catalogue: Catalogue, day: NodeDay, lang: Language) {
  return {
    ...identityFields(catalogue, day.node, day.unit, lang),
    IslemTarih: day.date,
    Kesin: isFinal(ctx, day.date),
    ...figuresFields(day.figures, day.averageE4),
    ...changeFields(day.averageE4, day.previous),
    Seri: day.series.map((p) => ({ Tarih: p.date, OrtFiyat: priceNumber(p.averageE4) })),
  };
}
