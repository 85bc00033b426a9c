import { z } from 'zod';
import { CHANNELS, REGISTRATION_STATUSES, UNITS } from '../domain.js';
import { classNameShape } from './bulletin-catalogue.js';
import { analysesShape } from './history.js';

/** Characters of a lot check code: no 0/O, 1/I/L, so a code read off a receipt is never ambiguous. */
export const CHECK_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** Length of a lot check code (without the dash it is printed with, `ABCD-EFGH`). */
export const CHECK_CODE_LENGTH = 8;

/**
 * A check code as typed: case, spaces and dashes do not matter. Answers the bare upper-case code, or null
 * when it cannot be one (a wrong length or a character outside the alphabet).
 */
export function normalizeCheckCode(text: string): string | null {
  const bare = text.replace(/[\s-]/g, '').toLocaleUpperCase('en');
  if (bare.length !== CHECK_CODE_LENGTH) return null;
  for (const ch of bare) if (!CHECK_CODE_ALPHABET.includes(ch)) return null;
  return bare;
}

/** Body of `POST /api/v1/LotSorgula`: the registration number and the check code on the receipt. */
export const lotLookupRequestSchema = z.object({
  TescilNo: z.string().trim().min(1).max(50).describe('Registration number (TescilNo) on the receipt'),
  KontrolKodu: z
    .string()
    .max(20)
    .describe('Check code on the receipt, e.g. `7KQM-X3RA` (case, spaces and dashes ignored)'),
});
export type LotLookupRequest = z.infer<typeof lotLookupRequestSchema>;

/** Another lot of the same session and class: price, quantity and analyses only (never whose it is). */
export const sessionLotSchema = z.object({
  BirimFiyat: z.number(),
  Miktar: z.number(),
  Kendi: z.boolean().describe('true for the looked-up lot itself'),
  ...analysesShape,
});
export type SessionLot = z.infer<typeof sessionLotSchema>;

/** Answer of `POST /api/v1/LotSorgula`: the lot and where it stands among its session's lots of the class. */
export const lotLookupSchema = z.object({
  TescilNo: z.string(),
  Durum: z.enum(REGISTRATION_STATUSES),
  IslemTarih: z.string(),
  IslemZamani: z.string(),
  Kanal: z.enum(CHANNELS),
  UrunAdi: z.string(),
  ...classNameShape,
  Birim: z.enum(UNITS).nullable(),
  FiyatBirimi: z.string().nullable(),
  Miktar: z.number(),
  BirimFiyat: z.number(),
  Tutar: z.number(),
  ...analysesShape,
  Kesin: z.boolean().describe("false while the day's session is open (preliminary figures)"),
  SinifOrtalama: z
    .number()
    .nullable()
    .describe("The class's weighted average that day in the channel (figures module)"),
  Fark: z.number().nullable().describe('Unit price minus the class average, TL per unit'),
  FarkYuzde: z.number().nullable().describe('That difference in % of the class average (2 decimals)'),
  Sira: z.number().int().nullable().describe('Rank of the lot by unit price, 1 = highest; null if cancelled'),
  LotSayisi: z.number().int().describe('Active lots of the class that day in the channel'),
  Lotlar: z.array(sessionLotSchema).describe('Those lots, highest price first'),
});
export type LotLookup = z.infer<typeof lotLookupSchema>;

/** Answer of the staff read `GET /api/v1/Tescil/KontrolKodu/{no}`: the code to print on the receipt. */
export const checkCodeSchema = z.object({
  TescilNo: z.string(),
  KontrolKodu: z.string().describe('Printed as `ABCD-EFGH`'),
});
export type CheckCode = z.infer<typeof checkCodeSchema>;
