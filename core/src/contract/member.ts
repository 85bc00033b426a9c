import { z } from 'zod';
import { CHANNELS, REGISTRATION_STATUSES, UNITS } from '../domain.js';

/**
 * Member data (`.../OnlineKullaniciBulten/GetUye…`, `GetTesciller`, `GetAlinan…`, `GetSatilan…`): a member
 * token reads only its own member, admins any. Prices are TL per unit, amounts TL, quantities in the unit.
 */

/** `GetUyeBilgileri/{memberId}`. */
export const memberInfoSchema = z.object({
  UyeId: z.number(),
  UyeKodu: z.string(),
  Unvan: z.string(),
  Il: z.string().nullable(),
  Ilce: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** One committee seat (`GetUyeMeslekKomiteleri/{memberId}`). */
export const memberCommitteeSchema = z.object({
  KomiteId: z.number(),
  KomiteKodu: z.string(),
  KomiteAdi: z.string(),
  Gorev: z.string(),
});
export type MemberCommittee = z.infer<typeof memberCommitteeSchema>;

/** Totals of one side (purchases or sales) of a member's active registrations. */
export const memberSideTotalsSchema = z.object({ IslemSayisi: z.number(), Tutar: z.number() });

/** `GetUyeBilgileriDetayli/{memberId}`: contact data, committees and this year's totals. */
export const memberDetailSchema = memberInfoSchema.extend({
  VergiNo: z.string().nullable(),
  Telefon: z.string().nullable(),
  Eposta: z.string().nullable(),
  KayitTarihi: z.string(),
  Komiteler: z.array(memberCommitteeSchema),
  Yil: z.number(),
  Alislar: memberSideTotalsSchema,
  Satislar: memberSideTotalsSchema,
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

const productFields = {
  UrunId: z.number(),
  UrunKodu: z.string(),
  UrunAdi: z.string(),
  Birim: z.enum(UNITS).nullable(),
};

/** One arrival of the member's goods at the hall (`GetGelenUrunler/{memberId}`). */
export const memberArrivalSchema = z.object({
  Id: z.number(),
  Tarih: z.string(),
  Zaman: z.string(),
  ...productFields,
  Miktar: z.number(),
  AracSayisi: z.number(),
  Il: z.string().nullable(),
  Ilce: z.string().nullable(),
  Durum: z.enum(['BEKLIYOR', 'SATILDI']),
});
export type MemberArrival = z.infer<typeof memberArrivalSchema>;

/** One stock line (`GetStokListesi/{memberId}`). */
export const memberStockSchema = z.object({
  ...productFields,
  Depo: z.string(),
  Miktar: z.number(),
  GuncellemeZamani: z.string(),
});
export type MemberStock = z.infer<typeof memberStockSchema>;

/** A member as the other side of a trade. */
export const counterpartySchema = z.object({ UyeKodu: z.string(), Unvan: z.string() }).nullable();

/** One registration of the member (`GetTesciller/{from}/{to}`, `GetAlinanUrunDetay`, `GetSatilanUrunDetay`). */
export const memberRegistrationSchema = z.object({
  TescilNo: z.string(),
  IslemZamani: z.string(),
  IslemTarih: z.string(),
  ...productFields,
  Kanal: z.enum(CHANNELS),
  Miktar: z.number(),
  BirimFiyat: z.number(),
  Tutar: z.number(),
  AliciUye: counterpartySchema,
  SaticiUye: counterpartySchema,
  Durum: z.enum(REGISTRATION_STATUSES),
  IptalNedeni: z.string().nullable(),
  Il: z.string().nullable(),
  Ilce: z.string().nullable(),
});
export type MemberRegistration = z.infer<typeof memberRegistrationSchema>;

/** Totals of a member's active trades of a product (and month or day). */
const totalsFields = {
  IslemSayisi: z.number(),
  Miktar: z.number(),
  Tutar: z.number(),
  OrtFiyat: z.number(),
  MinFiyat: z.number(),
  MaxFiyat: z.number(),
};

/** `GetSatilanUrun/{memberId}/{year}`: sales per product per month (`Ay` 1–12). */
export const memberMonthlySalesSchema = z.object({ ...productFields, Ay: z.number(), ...totalsFields });
export type MemberMonthlySales = z.infer<typeof memberMonthlySalesSchema>;

/** `GetAlinanUrunMiktarDetay/{memberId}/{from}/{to}`: purchases per product. */
export const memberProductTotalsSchema = z.object({ ...productFields, ...totalsFields });
export type MemberProductTotals = z.infer<typeof memberProductTotalsSchema>;

/** `GetAlinanUrunTarihliDetay/{memberId}/{from}/{to}`: purchases per day and product. */
export const memberDailyTotalsSchema = z.object({
  IslemTarih: z.string(),
  ...productFields,
  ...totalsFields,
});
export type MemberDailyTotals = z.infer<typeof memberDailyTotalsSchema>;
