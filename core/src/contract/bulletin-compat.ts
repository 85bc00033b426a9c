import { z } from 'zod';

const trPrice = z
  .string()
  .regex(/^-?\d+,\d{4}$/)
  .describe('TL per kg: comma decimal, exactly 4 decimals, no grouping');
const e4 = z.number().int().describe("The group's figure × 10 000 (TL per kg)");

/**
 * One row per class of crops in `GetGunlukBulten`, `GetTescilGunlukBulten` and `GetAnlikBulten`
 * (DESIGN.md 5.3: the exact shape outside programs parse).
 */
export const compatBulletinRowSchema = z.object({
  GrupAdi: z.string().describe('Group name'),
  UrunGrubu: z.string().describe('Class name (same as SinifAdi)'),
  SinifAdi: z.string().describe('Class name'),
  MinFiyat: trPrice,
  MaxFiyat: trPrice,
  AvgFiyat: trPrice.describe('Weighted average, TL per kg'),
  OrtFiyat: trPrice.describe('Weighted average, TL per kg'),
  TopMiktar: z.number().describe('Quantity in kg'),
  Miktar: z
    .string()
    .regex(/^\d{1,3}(\.\d{3})*$/)
    .describe('Quantity in kg with dot thousands, no decimals'),
  GrupMinFiyat: e4,
  GrupMaxFiyat: e4,
  GrupOrtFiyat: e4,
});

/** One row per group in `GetOnlineGunlukKartlarGrup` (DESIGN.md 5.3). */
export const compatGroupCardRowSchema = z.object({
  IslemTarih: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T00:00:00$/)
    .describe('Trading day, YYYY-MM-DDT00:00:00'),
  GrupAdi: z.string(),
  UstUrunGrubu: z.string().describe('TARIM ÜRÜNLERİ / AGRICULTURAL PRODUCTS or CANLI HAYVAN / LIVE ANIMALS'),
  GrupKodu: z.string(),
  MinFiyat: trPrice,
  OrtFiyat: trPrice,
  MaxFiyat: trPrice,
  SatilanMiktar: z.number().describe('Quantity sold: kg for crops, head count for live animals'),
});
