import { z } from 'zod';
import { CHANNELS, UNITS } from '../domain.js';
import { classNameShape } from './bulletin-catalogue.js';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const isoTime = z.string().describe('ISO 8601 Istanbul time with offset, e.g. 2026-03-02T10:15:00+03:00');

/** One registered trade of the latest-trades lists (`GetOnlineBultenSonIslemler`, `GetOnlineKartIslem`). */
export const tradeRowSchema = z.object({
  Id: z.number().int().describe('Registration id; pass the largest seen as `sonraki` to poll for newer ones'),
  TescilNo: z.string().describe('Registration number'),
  IslemZamani: isoTime,
  IslemTarih: date,
  UrunId: z.number().int(),
  UrunKodu: z.string(),
  UrunAdi: z.string(),
  UrunKisaAdi: z
    .string()
    .nullable()
    .describe(
      "The product's short name in the request language, set by data staff for small screens; null: none",
    ),
  ...classNameShape,
  GrupId: z.number().int(),
  GrupAdi: z.string(),
  Kanal: z.enum(CHANNELS),
  Miktar: z.number().describe('Quantity in the unit'),
  Birim: z.enum(UNITS).nullable(),
  BirimFiyat: z.number().describe('Unit price, TL per unit'),
  FiyatBirimi: z.string().nullable(),
  Tutar: z.number().describe('Amount in TL'),
  Il: z.string().nullable(),
  Ilce: z.string().nullable(),
});
export type TradeRow = z.infer<typeof tradeRowSchema>;

/** A live-animal trade: also heads, live weight and TL per kg of live weight. */
export const tradeRowChSchema = tradeRowSchema.extend({
  BasSayisi: z.number().int().nullable(),
  CanliAgirlik: z.number().nullable().describe('Live weight in kg'),
  KgFiyat: z.number().nullable().describe('TL per kg of live weight'),
});
export type TradeRowCh = z.infer<typeof tradeRowChSchema>;

/** Quantity of one unit (totals never add kilograms to heads). */
export const unitQuantitySchema = z.object({ Birim: z.enum(UNITS).nullable(), Miktar: z.number() });

const totalsShape = {
  IslemSayisi: z.number().int(),
  Tutar: z.number().describe('Amount in TL'),
  Miktarlar: z.array(unitQuantitySchema).describe('Quantity per unit'),
};

/** `GetToplamIslemler/{date}`: the public totals of a day, overall and per channel. */
export const dayTotalsSchema = z.object({
  Tarih: date,
  Kesin: z.boolean(),
  UrunSayisi: z.number().int().describe('Number of products traded'),
  ...totalsShape,
  Kanallar: z.array(z.object({ Kanal: z.enum(CHANNELS), ...totalsShape })),
});
export type DayTotals = z.infer<typeof dayTotalsSchema>;

/** `GetSeansDurumu`: today's session. */
export const sessionStatusSchema = z.object({
  Tarih: date.describe("Today's Istanbul date"),
  Acik: z.boolean().describe('True while the session is open (weekdays, between start and end)'),
  Kesin: z.boolean().describe("True when today's figures are final"),
  SeansBaslangic: z.string().describe('HH:mm'),
  SeansBitis: z.string().describe('HH:mm'),
  SonIslemZamani: isoTime.nullable().describe('Time of the latest trade'),
  SonIslemGunu: date.nullable().describe('The latest trading day'),
});
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

/** Status of an arrival: waiting at the hall or sold. */
export const ARRIVAL_STATUSES = ['BEKLIYOR', 'SATILDI'] as const;

/** One arrival of `GetGelenGunlukUrunler/{date}` (products arriving at the hall). */
export const arrivalRowSchema = z.object({
  Id: z.number().int(),
  GelisZamani: isoTime,
  UrunId: z.number().int(),
  UrunKodu: z.string(),
  UrunAdi: z.string(),
  SinifAdi: z.string(),
  GrupAdi: z.string(),
  Birim: z.enum(UNITS).nullable(),
  Miktar: z.number(),
  AracSayisi: z.number().int().describe('Vehicles'),
  Il: z.string().nullable(),
  Ilce: z.string().nullable(),
  Durum: z.enum(ARRIVAL_STATUSES),
  DurumAdi: z.string().describe('Status in the request language'),
});
export type ArrivalRow = z.infer<typeof arrivalRowSchema>;

/** `GetGelenGunlukUrunlerToplam/{date}`: totals of a day's arrivals, one row per unit. */
export const arrivalTotalsSchema = z.object({
  Birim: z.enum(UNITS).nullable(),
  KayitSayisi: z.number().int(),
  AracSayisi: z.number().int(),
  Miktar: z.number(),
  BekleyenMiktar: z.number(),
  SatilanMiktar: z.number(),
});
export type ArrivalTotals = z.infer<typeof arrivalTotalsSchema>;
