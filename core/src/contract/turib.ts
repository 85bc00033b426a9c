import { z } from 'zod';

/** The TÜRİB (Turkish Mercantile Exchange) session bulletin (`GetOnlineBultenTuribBulten?Tarih=`). */

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const price = z.number().describe('TL per kg (4 decimals)');

/** An index line of a session. */
export const turibIndexSchema = z.object({
  Kod: z.string(),
  Ad: z.string().describe('Name in the request language'),
  Deger: z.number(),
  Onceki: z.number().describe('Previous value'),
  Degisim: z.number(),
  DegisimYuzde: z.number().nullable(),
  Yon: z.enum(['UP', 'DOWN', 'UNCH']).nullable(),
});
export type TuribIndex = z.infer<typeof turibIndexSchema>;

/** One instrument row (per ISIN and warehouse) of a session. */
export const turibRowSchema = z.object({
  Seans: z.string().describe('Session type, e.g. Normal Seans'),
  Isin: z.string(),
  Sinif: z.string().describe('Instrument class, e.g. BUĞDAY EKMEKLİK KIRMIZI 2.SINIF'),
  Il: z.string(),
  Ilce: z.string(),
  Depo: z.string().describe('Licensed warehouse'),
  Acilis: price,
  EnYuksek: price,
  EnDusuk: price,
  Kapanis: price,
  OrtFiyat: price.describe('Weighted average'),
  Miktar: z.number().describe('Quantity in kg'),
  Tutar: z.number().describe('Amount in TL'),
});
export type TuribRowOut = z.infer<typeof turibRowSchema>;

/** A TÜRİB session: index lines and instrument rows (both empty on a day without a session). */
export const turibBulletinSchema = z.object({
  Tarih: date.describe('Session date: the asked one, or the latest session when none was asked'),
  Endeksler: z.array(turibIndexSchema),
  Satirlar: z.array(turibRowSchema),
  Gecikme: z.string().describe('Delay note in the request language'),
});
export type TuribBulletin = z.infer<typeof turibBulletinSchema>;
