import { z } from 'zod';
import { ANALYSIS_KEYS, byAnalysisKey } from '../analyses.js';
import { CHANNELS } from '../domain.js';
import { figuresShape, liveAnimalShape, nodeIdentityShape } from './bulletin.js';
import { tradeRowChSchema, tradeRowSchema } from './bulletin-live.js';

/**
 * A product's (or class's, or group's) history: trades, daily series for charts, earlier years for
 * overlays, period summaries and hall lots with their lab analyses. Same vocabulary as the day views.
 */

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const price = z.number().describe('TL per unit (4 decimals)');

/** A live-animal trade of a history list: also TL per head. */
export const historyTradeRowChSchema = tradeRowChSchema.extend({
  BasFiyat: price.nullable().describe('TL per head: amount / head count'),
});
export type HistoryTradeRowCh = z.infer<typeof historyTradeRowChSchema>;

/** `GetBultenIslemUrunListesiTarihli`: one row per trading day and product. */
export const productDayRowSchema = z.object({ IslemTarih: date, ...nodeIdentityShape, ...figuresShape });
export type ProductDayRow = z.infer<typeof productDayRowSchema>;

/** One trading day of a price chart (`GetBultenGrafikFiyatTarihli`), oldest first. */
export const pricePointSchema = z.object({
  Tarih: date,
  MinFiyat: price,
  MaxFiyat: price,
  OrtFiyat: price.describe('Weighted average: amount / quantity'),
  Miktar: z.number().describe('Quantity in the unit'),
  Tutar: z.number().describe('Amount in TL'),
  IslemSayisi: z.number().int(),
});
export type PricePoint = z.infer<typeof pricePointSchema>;

/** A live-animal chart point: also heads, live weight, TL per head and TL per kg of live weight. */
export const pricePointChSchema = pricePointSchema.extend(liveAnimalShape);
export type PricePointCh = z.infer<typeof pricePointChSchema>;

const pastYearShape = {
  Yil: z.number().int().describe('Year the earlier window starts in'),
  Baslangic: date.describe('First day of the earlier window'),
  Bitis: date.describe('Last day of the earlier window'),
};

/** `GetBultenGrafikFiyatTarihliGecmisYillar`: the same window in an earlier year, dates moved onto the asked window. */
export const pastYearSeriesSchema = z.object({
  ...pastYearShape,
  Seri: z
    .array(pricePointSchema)
    .describe('Tarih is the day moved forward by the years between, for overlays'),
});
export type PastYearSeries = z.infer<typeof pastYearSeriesSchema>;

/** The live-animal variant of an earlier year's series. */
export const pastYearSeriesChSchema = z.object({ ...pastYearShape, Seri: z.array(pricePointChSchema) });
export type PastYearSeriesCh = z.infer<typeof pastYearSeriesChSchema>;

/** Totals of a selection over a period. */
export const periodTotalsShape = {
  ...nodeIdentityShape,
  Kanal: z.enum([...CHANNELS, 'TUMU']).describe('Channel filter applied'),
  Baslangic: date.describe('Asked first day'),
  Bitis: date.describe('Asked last day'),
  IlkTarih: date.describe('First trading day in the period'),
  SonTarih: date.describe('Last trading day in the period'),
  IslemGunu: z.number().int().describe('Number of trading days'),
  ...figuresShape,
};

/** `GetBultenGecmisIslemFiyatTarihli`: a period's summary and the change from its first to its last trading day. */
export const periodSummarySchema = z.object({
  ...periodTotalsShape,
  IlkGunOrtFiyat: price.describe('Weighted average of the first trading day'),
  SonGunOrtFiyat: price.describe('Weighted average of the last trading day'),
  Degisim: price.nullable().describe('SonGunOrtFiyat − IlkGunOrtFiyat in TL'),
  DegisimYuzde: z.number().nullable().describe('The same change in %'),
  Yon: z.enum(['UP', 'DOWN', 'UNCH']).nullable(),
});
export type PeriodSummary = z.infer<typeof periodSummarySchema>;

/** `GetBultenGecmisIslemUrunListesi`: totals of one product over the period. */
export const productTotalsSchema = z.object(periodTotalsShape);
export type ProductTotals = z.infer<typeof productTotalsSchema>;

/** Lab analyses of a hall lot, as numbers (null when the lab did not measure it), from `ANALYSES`. */
export const analysesShape = byAnalysisKey((a) => z.number().nullable().describe(`${a.label.en}, ${a.unit}`));

/** `GetUrunFiyatDetayWithAnalizler`: a hall lot with its analyses. */
export const hallLotWithAnalysesSchema = tradeRowSchema.extend(analysesShape);
export type HallLotWithAnalyses = z.infer<typeof hallLotWithAnalysesSchema>;

/** One analysis over a day's hall lots. */
export const analysisFigureSchema = z.object({
  Kod: z.enum(ANALYSIS_KEYS),
  Ad: z.string().describe('Name in the request language'),
  Birim: z.string().describe('Unit of the analysis, e.g. % or kg/hl'),
  Ortalama: z.number().describe('Average weighted by lot quantity'),
  Min: z.number(),
  Max: z.number(),
  LotSayisi: z.number().int().describe('Lots that carry this analysis'),
});
export type AnalysisFigure = z.infer<typeof analysisFigureSchema>;

/** `GetUrunAnalizDetay`: a product's hall lots of a day, summed up per analysis. */
export const analysisSummarySchema = z.object({
  IslemTarih: date,
  ...nodeIdentityShape,
  LotSayisi: z.number().int(),
  Miktar: z.number(),
  OrtFiyat: price,
  Analizler: z.array(analysisFigureSchema),
});
export type AnalysisSummary = z.infer<typeof analysisSummarySchema>;
