import { z } from 'zod';
import { CATALOGUE_LEVELS, CHANNELS, UNITS } from '../domain.js';

/**
 * The public bulletin's day views and cards. Field vocabulary: PascalCase Turkish; prices in TL per the
 * row's unit (Birim), amounts in TL, quantities in the unit, percentages in %; all plain JSON numbers.
 */

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const price = z.number().describe('TL per unit (4 decimals)');
const nullablePrice = price.nullable();

/** Where a row sits in the catalogue and what it is priced in. */
export const nodeIdentityShape = {
  Seviye: z.enum(CATALOGUE_LEVELS).describe('GROUP, CLASS or PRODUCT: which node the row sums up'),
  GrupId: z.number().int(),
  GrupKodu: z.string(),
  GrupAdi: z.string(),
  SinifId: z.number().int().nullable().describe('Null on a group row'),
  SinifKodu: z.string().nullable(),
  SinifAdi: z.string().nullable(),
  UrunId: z.number().int().nullable().describe('Null on group and class rows'),
  UrunKodu: z.string().nullable(),
  UrunAdi: z.string().nullable(),
  Birim: z
    .enum(UNITS)
    .nullable()
    .describe('Unit of quantities and prices; a mix of KG and TON rolls up in KG'),
  FiyatBirimi: z.string().nullable().describe('Price unit label in the request language'),
};

/** Figures of a set of active trades. */
export const figuresShape = {
  MinFiyat: price,
  MaxFiyat: price,
  OrtFiyat: price.describe('Weighted average: total amount / total quantity'),
  IlkFiyat: price.describe('Price of the first trade'),
  SonFiyat: price.describe('Price of the last trade'),
  Miktar: z.number().describe('Quantity in the unit'),
  Tutar: z.number().describe('Amount in TL'),
  IslemSayisi: z.number().int().describe('Number of trades'),
};

/** Change of the weighted average against the previous trading day of the same node (null without one). */
export const changeShape = {
  OncekiTarih: date.nullable().describe('Previous trading day of this node'),
  OncekiOrtFiyat: nullablePrice,
  Degisim: nullablePrice.describe('Change in TL'),
  DegisimYuzde: z.number().nullable().describe('Change in %'),
  Yon: z.enum(['UP', 'DOWN', 'UNCH']).nullable(),
};

/** Change against the same day a year earlier (the last trading day within a week before it). */
export const yearChangeShape = {
  GecenYilTarih: date.nullable(),
  GecenYilOrtFiyat: nullablePrice,
  GecenYilDegisimYuzde: z.number().nullable(),
};

/** Live-animal figures: heads, live weight and the prices per head and per kg of live weight. */
export const liveAnimalShape = {
  BasSayisi: z.number().int().describe('Head count'),
  CanliAgirlik: z.number().describe('Live weight in kg'),
  BasFiyat: nullablePrice.describe('TL per head: amount / head count'),
  KgFiyat: nullablePrice.describe('TL per kg of live weight: amount / live weight'),
};

/** One row of a day's bulletin (group, class or product) with its changes. */
export const dayRowSchema = z.object({
  ...nodeIdentityShape,
  ...figuresShape,
  ...changeShape,
  ...yearChangeShape,
});
export type DayRow = z.infer<typeof dayRowSchema>;

/** A day's live-animal bulletin row. */
export const dayRowChSchema = dayRowSchema.extend(liveAnimalShape);
export type DayRowCh = z.infer<typeof dayRowChSchema>;

const detailShape = {
  Tarih: date,
  Kesin: z.boolean().describe('True when the figures are final (the session has closed)'),
  Kanal: z.enum([...CHANNELS, 'TUMU']).describe('Channel filter applied'),
  OncekiIslemGunu: date.nullable().describe('The trading day before (for a previous-day button)'),
  SonrakiIslemGunu: date.nullable().describe('The trading day after, if any'),
};

/** `GetGunlukBultenDetay/{date}`: the day's crops bulletin, rows grouped group → class → product. */
export const bulletinDetailSchema = z.object({ ...detailShape, Satirlar: z.array(dayRowSchema) });
export type BulletinDetail = z.infer<typeof bulletinDetailSchema>;

/** `GetGunlukBultenDetayCH/{date}`: the day's live-animal bulletin. */
export const bulletinDetailChSchema = z.object({ ...detailShape, Satirlar: z.array(dayRowChSchema) });
export type BulletinDetailCh = z.infer<typeof bulletinDetailChSchema>;

/** One point of a card's sparkline. */
export const cardSeriesPointSchema = z.object({ Tarih: date, OrtFiyat: price });

const cardShape = {
  ...nodeIdentityShape,
  IslemTarih: date.describe("The node's latest trading day"),
  Kesin: z.boolean(),
  ...figuresShape,
  ...changeShape,
  Seri: z
    .array(cardSeriesPointSchema)
    .describe('Weighted averages of the last 30 trading days, oldest first'),
};

/** A dashboard card (`GetOnlineBultenAnaKart`, `GetBultenKartModel`). */
export const cardSchema = z.object(cardShape);
export type Card = z.infer<typeof cardSchema>;

/** A live-animal dashboard card (`GetOnlineBultenAnaKartCH`, `GetBultenKartModelCH`). */
export const cardChSchema = z.object({ ...cardShape, ...liveAnimalShape });
export type CardCh = z.infer<typeof cardChSchema>;

/** One row of `GetOnlineGunlukKartlar`: a class on the latest trading day. */
export const dailyClassCardSchema = z.object({
  ...nodeIdentityShape,
  SinifKisaAdi: z
    .string()
    .nullable()
    .describe(
      "The class's short name in the request language, set by data staff for small screens; null: none",
    ),
  IslemTarih: date,
  Kesin: z.boolean(),
  CanliHayvan: z.boolean(),
  ...figuresShape,
  ...changeShape,
});
export type DailyClassCard = z.infer<typeof dailyClassCardSchema>;

/** One row of `GetCanliHayvanGrup/{groupId}`: a class or product with its latest figures. */
export const liveAnimalRowSchema = z.object({
  ...nodeIdentityShape,
  IslemTarih: date,
  Kesin: z.boolean(),
  ...figuresShape,
  ...changeShape,
  ...liveAnimalShape,
});
export type LiveAnimalRow = z.infer<typeof liveAnimalRowSchema>;
