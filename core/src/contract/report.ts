import { z } from 'zod';
import { CHANNELS } from '../domain.js';
import { changeShape, figuresShape, nodeIdentityShape } from './bulletin.js';
import { unitQuantitySchema } from './bulletin-live.js';
import { analysesShape } from './history.js';

/**
 * Reports: the exchange sales report (`GetBorsaSatisRaporu`) and the hall-sales report service
 * (`/api/v1/Rapor/...`).
 */

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const price = z.number().describe('TL per unit (4 decimals)');
const percent = z.number().nullable().describe('Change in % (null without a figure a year earlier)');

/** One group, class or product of the sales report, with the same period a year earlier. */
export const salesReportRowSchema = z.object({
  ...nodeIdentityShape,
  Miktar: z.number().nullable().describe('Quantity in the unit (null for a node mixing units)'),
  Tutar: z.number().describe('Amount in TL'),
  IslemSayisi: z.number().int(),
  OrtFiyat: price
    .nullable()
    .describe('Weighted average: amount / quantity (null without quantity or for mixed units)'),
  Pay: z.number().describe("Share of the period's total amount, %"),
  OncekiMiktar: z.number().nullable(),
  OncekiTutar: z.number(),
  OncekiIslemSayisi: z.number().int(),
  OncekiOrtFiyat: price.nullable(),
  MiktarDegisimYuzde: percent,
  TutarDegisimYuzde: percent,
  OrtFiyatDegisimYuzde: percent,
});
export type SalesReportRow = z.infer<typeof salesReportRowSchema>;

/** Amount and count of the whole report (quantities of different units are not added up). */
export const salesReportTotalsSchema = z.object({
  Tutar: z.number(),
  IslemSayisi: z.number().int(),
  OncekiTutar: z.number(),
  OncekiIslemSayisi: z.number().int(),
  TutarDegisimYuzde: percent,
});

/** `GetBorsaSatisRaporu/{from}/{to}`: sales per group, class and product, against a year earlier. */
export const salesReportSchema = z.object({
  Borsa: z.string().describe('Exchange name'),
  Baslangic: date,
  Bitis: date,
  OncekiBaslangic: date.describe('Same period a year earlier: first day'),
  OncekiBitis: date,
  Kanal: z.enum([...CHANNELS, 'TUMU']),
  Toplam: salesReportTotalsSchema,
  Satirlar: z.array(salesReportRowSchema).describe('Group → class → product, in catalogue order'),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/** `Rapor/SalonSatisSiniflar/{date}`: one class's hall session of a day. */
export const hallClassRowSchema = z.object({
  IslemTarih: date,
  Kesin: z.boolean(),
  ...nodeIdentityShape,
  ...figuresShape,
  ...changeShape,
});
export type HallClassRow = z.infer<typeof hallClassRowSchema>;

/** `Rapor/SalonSatisGunluk/{date}`: a product's hall card of a day with its lots' average analyses. */
export const hallDailyCardSchema = z.object({ ...hallClassRowSchema.shape, ...analysesShape });
export type HallDailyCard = z.infer<typeof hallDailyCardSchema>;

/** `Rapor/SalonSatisListesi/{from}/{to}`: one hall session (a trading day) with its totals. */
export const hallSessionRowSchema = z.object({
  Tarih: date,
  Kesin: z.boolean(),
  UrunSayisi: z.number().int().describe('Products sold'),
  IslemSayisi: z.number().int().describe('Lots sold'),
  Tutar: z.number(),
  Miktarlar: z.array(unitQuantitySchema).describe('Quantity per unit'),
});
export type HallSessionRow = z.infer<typeof hallSessionRowSchema>;
