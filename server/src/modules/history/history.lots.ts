import {
  ANALYSES,
  type AnalysisColumn,
  type AnalysisFigure,
  type AnalysisKey,
  type AnalysisSummary,
  byAnalysisKey,
  divRound,
  type HallLotWithAnalyses,
  type Language,
  priceNumber,
  quantityNumber,
} from '@bulten/core';
import type { Catalogue } from '../catalogue/catalogue.service.js';
import { identityFields } from '../figures/figures.fields.js';
import { averagePriceOf } from '../figures/figures.rollup.js';
import { tradeRow } from '../trades/trades.service.js';
import type { LotRow } from './history.repository.js';

function analysisNumber(valueE2: number | null): number | null {
  return valueE2 === null ? null : valueE2 / 100;
}

/** A lot's analyses as numbers (null when not measured). */
export function analysisFields(lot: LotRow): Record<AnalysisKey, number | null> {
  return byAnalysisKey((a) => analysisNumber(lot[a.column]));
}

/** `GetUrunFiyatDetayWithAnalizler` row: the lot and its analyses. */
export function lotWithAnalyses(catalogue: Catalogue, lot: LotRow, lang: Language): HallLotWithAnalyses {
  return { ...tradeRow(catalogue, lot, lang), ...analysisFields(lot) };
}

/** One analysis over some lots: average weighted by quantity, min and max; null when no lot has it. */
export function analysisFigure(lots: readonly LotRow[], column: AnalysisColumn) {
  let weighted = 0n;
  let quantity = 0n;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let count = 0;
  for (const lot of lots) {
    const value = lot[column];
    if (value === null) continue;
    weighted += BigInt(value) * BigInt(lot.quantity_milli);
    quantity += BigInt(lot.quantity_milli);
    min = Math.min(min, value);
    max = Math.max(max, value);
    count += 1;
  }
  if (count === 0 || quantity === 0n) return null;
  return { averageE2: Number(divRound(weighted, quantity)), minE2: min, maxE2: max, count };
}

function analysisFigures(lots: readonly LotRow[], lang: Language): AnalysisFigure[] {
  const out: AnalysisFigure[] = [];
  for (const a of ANALYSES) {
    const figure = analysisFigure(lots, a.column);
    if (!figure) continue;
    out.push({
      Kod: a.key,
      Ad: a.label[lang],
      Birim: a.unit,
      Ortalama: figure.averageE2 / 100,
      Min: figure.minE2 / 100,
      Max: figure.maxE2 / 100,
      LotSayisi: figure.count,
    });
  }
  return out;
}

/** Average analyses (weighted by quantity) of some lots, as lot fields (null where none measured). */
export function averageAnalysisFields(lots: readonly LotRow[]): Record<AnalysisKey, number | null> {
  return byAnalysisKey((a) => analysisNumber(analysisFigure(lots, a.column)?.averageE2 ?? null));
}

/** `GetUrunAnalizDetay`: per product of the scope, its lots of the day summed up per analysis. */
export function analysisSummaries(
  catalogue: Catalogue,
  productIds: readonly number[],
  date: string,
  lots: readonly LotRow[],
  lang: Language,
): AnalysisSummary[] {
  const out: AnalysisSummary[] = [];
  for (const id of productIds) {
    const own = lots.filter((l) => l.product_id === id);
    if (own.length === 0) continue;
    const product = catalogue.nodes.get(id)!;
    const quantity = own.reduce((sum, l) => sum + l.quantity_milli, 0);
    const amount = own.reduce((sum, l) => sum + l.amount_e4, 0);
    out.push({
      IslemTarih: date,
      ...identityFields(catalogue, product, product.unit, lang),
      LotSayisi: own.length,
      Miktar: quantityNumber(quantity),
      OrtFiyat: priceNumber(averagePriceOf({ amountE4: amount, quantityMilli: quantity }) ?? 0),
      Analizler: analysisFigures(own, lang),
    });
  }
  return out;
}
