import {
  type AnalysisKey,
  type AnalysisSummary,
  byAnalysisKey,
  type HallLotWithAnalyses,
  type HistoryTradeRowCh,
  type PastYearSeries,
  type PastYearSeriesCh,
  type PeriodSummary,
  type PricePoint,
  type PricePointCh,
  type ProductDayRow,
  type ProductTotals,
} from '@bulten/core';
import { figuresExample, wheatClass } from '../figures/figures.examples.js';
import { tradeChExample, tradeExample } from '../trades/trades.examples.js';

/** Example answers of the history routes for the OpenAPI document (shapes checked by the compiler). */

const product = {
  ...wheatClass,
  Seviye: 'PRODUCT' as const,
  UrunId: 3,
  UrunKodu: '010101',
  UrunAdi: 'ANADOLU KIRMIZI SERT',
};

/** A live-animal trade of a history list. */
export const historyTradeChExample: HistoryTradeRowCh = { ...tradeChExample, BasFiyat: 93000 };

/** A product's trading day. */
export const productDayExample: ProductDayRow = { IslemTarih: '2026-03-03', ...product, ...figuresExample };

/** A chart point. */
export const pricePointExample: PricePoint = {
  Tarih: '2026-03-03',
  MinFiyat: 19.5,
  MaxFiyat: 21,
  OrtFiyat: 20.684,
  Miktar: 125000,
  Tutar: 2585500,
  IslemSayisi: 7,
};

/** A live-animal chart point. */
export const pricePointChExample: PricePointCh = {
  ...pricePointExample,
  MinFiyat: 82000,
  MaxFiyat: 104000,
  OrtFiyat: 93250,
  Miktar: 12,
  Tutar: 1119000,
  IslemSayisi: 5,
  BasSayisi: 12,
  CanliAgirlik: 5460,
  BasFiyat: 93250,
  KgFiyat: 204.9451,
};

/** An earlier year's window. */
export const pastYearExample: PastYearSeries = {
  Yil: 2025,
  Baslangic: '2025-02-01',
  Bitis: '2025-03-03',
  Seri: [{ ...pricePointExample, OrtFiyat: 13.9 }],
};

/** An earlier year's live-animal window. */
export const pastYearChExample: PastYearSeriesCh = { ...pastYearExample, Seri: [pricePointChExample] };

/** Totals of a product over a period. */
export const productTotalsExample: ProductTotals = {
  ...product,
  Kanal: 'TUMU',
  Baslangic: '2026-02-01',
  Bitis: '2026-03-03',
  IlkTarih: '2026-02-02',
  SonTarih: '2026-03-03',
  IslemGunu: 21,
  ...figuresExample,
  Miktar: 2540000,
  Tutar: 51234500,
  IslemSayisi: 143,
};

/** A period summary. */
export const periodSummaryExample: PeriodSummary = {
  ...productTotalsExample,
  IlkGunOrtFiyat: 19.9,
  SonGunOrtFiyat: 20.684,
  Degisim: 0.784,
  DegisimYuzde: 3.94,
  Yon: 'UP',
};

/** Example analyses of a lot: the values given, null for the others, in the list's order. */
export function analysesExample(
  values: Partial<Record<AnalysisKey, number>>,
): Record<AnalysisKey, number | null> {
  return byAnalysisKey((a) => values[a.key] ?? null);
}

/** A hall lot with its analyses. */
export const lotExample: HallLotWithAnalyses = {
  ...tradeExample,
  Kanal: 'SALON',
  ...analysesExample({
    Protein: 13.2,
    Rutubet: 11.4,
    Hektolitre: 79.5,
    Sedimantasyon: 32,
    Gluten: 28.5,
    Sune: 0.8,
    YabanciMadde: 1.2,
  }),
};

/** A product's analyses of a day. */
export const analysisSummaryExample: AnalysisSummary = {
  IslemTarih: '2026-03-03',
  ...product,
  LotSayisi: 6,
  Miktar: 142000,
  OrtFiyat: 20.75,
  Analizler: [
    { Kod: 'Protein', Ad: 'Protein', Birim: '%', Ortalama: 13.05, Min: 12.1, Max: 14.3, LotSayisi: 6 },
    { Kod: 'Hektolitre', Ad: 'Hektolitre', Birim: 'kg/hl', Ortalama: 79.2, Min: 77.5, Max: 81, LotSayisi: 6 },
  ],
};
