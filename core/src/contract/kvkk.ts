import { z } from 'zod';

/** `GET /api/v1/KVKK/KvkkMaster/OnaysizKontrol/{userId}` answer: 1 when the current text is approved. */
export const kvkkCheckSchema = z.object({ sonuc: z.number().int() });
export type KvkkCheck = z.infer<typeof kvkkCheckSchema>;

/** One KVKK text (`GET .../GetLastKvkk` answers a list of these, newest first). */
export const kvkkTextSchema = z.object({
  Id: z.number(),
  Baslik: z.string(),
  Metin: z.string(),
  YayinTarihi: z.string(),
});
export type KvkkText = z.infer<typeof kvkkTextSchema>;

/** `POST /api/v1/KVKK/KvkkMaster/Create` body: a person approves a text. */
export const kvkkConsentRequestSchema = z.object({
  KullaniciId: z.number().int().positive(),
  Okundu: z.literal(true),
  KvkkId: z.number().int().positive(),
});
export type KvkkConsentRequest = z.infer<typeof kvkkConsentRequestSchema>;

/** `POST .../Create` answer: the stored consent (the first one when approved twice). */
export const kvkkConsentSchema = z.object({
  Id: z.number(),
  KullaniciId: z.number(),
  KvkkId: z.number(),
  OnayTarihi: z.string(),
});
export type KvkkConsent = z.infer<typeof kvkkConsentSchema>;
