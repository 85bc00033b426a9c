import { z } from 'zod';
import { byAnalysisKey } from '../analyses.js';
import { isValidDate } from '../calendar.js';
import { CHANNELS, REGISTRATION_STATUSES } from '../domain.js';
import { dateField } from './date-field.js';
import { pageSchema } from './page.js';
import { importSummarySchema, registrationRequestSchema, staffRegistrationSchema } from './staff.js';

const isoDate = dateField('Trade day (Istanbul), YYYY-MM-DD', z.string().refine(isValidDate, 'YYYY-MM-DD'));

/** Query of `GET /api/v1/Tescil/List`: a page of registrations, filtered. */
export const registrationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
  /** Trade day (Istanbul). */
  tarih: isoDate.optional(),
  /** Product code or a part of the product's name. */
  urun: z.string().trim().max(100).optional(),
  kanal: z.enum(CHANNELS).optional(),
  /** Buyer or seller member code. */
  uye: z.string().trim().max(50).optional(),
  durum: z.enum(REGISTRATION_STATUSES).optional(),
  /** The start of a registration number. */
  no: z.string().trim().max(50).optional(),
});
export type RegistrationListQuery = z.infer<typeof registrationListQuerySchema>;

/** An earlier version of a registration (what it was before a correction or cancellation). */
export const registrationVersionSchema = z.object({
  Versiyon: z.number(),
  DegisimZamani: z.string(),
  Durum: z.enum(REGISTRATION_STATUSES),
  IslemZamani: z.string(),
  UrunId: z.number(),
  Kanal: z.enum(CHANNELS),
  Miktar: z.number(),
  BirimFiyat: z.number(),
});
export type RegistrationVersion = z.infer<typeof registrationVersionSchema>;

/** One registration of the staff list: the stored row with codes, names and its earlier versions. */
export const registrationListItemSchema = staffRegistrationSchema.extend({
  UrunKodu: z.string(),
  UrunAdi: z.string(),
  AliciUyeKodu: z.string().nullable(),
  SaticiUyeKodu: z.string().nullable(),
  Il: z.string().nullable(),
  Ilce: z.string().nullable(),
  BasSayisi: z.number().nullable(),
  /** Live weight and lab analyses as stored (null when not given). */
  CanliAgirlik: z.number().nullable(),
  ...byAnalysisKey(() => z.number().nullable()),
  Versiyonlar: z.array(registrationVersionSchema),
  /** The check code printed on the producer's receipt (`ABCD-EFGH`), for the lot lookup `/lot-sorgula`. */
  KontrolKodu: z.string(),
});
export type RegistrationListItem = z.infer<typeof registrationListItemSchema>;

/** A page of registrations, newest trade first. */
export const registrationListPageSchema = pageSchema(registrationListItemSchema);
export type RegistrationListPage = z.infer<typeof registrationListPageSchema>;

/** Body of `POST /api/v1/Tescil/Preview/{no}`: a correction (the new columns) or a cancellation. */
export const registrationPreviewRequestSchema = z.union([
  z.object({ Iptal: z.literal(true) }),
  z.object({ Iptal: z.literal(false).optional(), Tescil: registrationRequestSchema }),
]);
export type RegistrationPreviewRequest = z.infer<typeof registrationPreviewRequestSchema>;

/** A product's figures of one day and channel (active registrations), as the bulletin counts them. */
export const dayFiguresSchema = z.object({
  IslemSayisi: z.number(),
  Miktar: z.number(),
  Tutar: z.number(),
  EnDusuk: z.number(),
  EnYuksek: z.number(),
  Ortalama: z.number().nullable(),
});
export type DayFigures = z.infer<typeof dayFiguresSchema>;

/** One product, day and channel a change touches, with its figures before and after (null: no trade). */
export const previewRowSchema = z.object({
  UrunId: z.number(),
  UrunKodu: z.string(),
  UrunAdi: z.string(),
  Tarih: z.string(),
  Kanal: z.enum(CHANNELS),
  Once: dayFiguresSchema.nullable(),
  Sonra: dayFiguresSchema.nullable(),
});
export type PreviewRow = z.infer<typeof previewRowSchema>;

/** Answer of `POST /api/v1/Tescil/Preview/{no}`: nothing is written. */
export const registrationPreviewSchema = z.object({ Satirlar: z.array(previewRowSchema) });
export type RegistrationPreview = z.infer<typeof registrationPreviewSchema>;

/** Answer of the import checks (`.../Import/Check`): what the import would do; nothing is written. */
export const importCheckSchema = z.object({
  rows: z.number(),
  /** What the import would do (for the catalogue: catalogue nodes new, changed, unchanged); null: not counted. */
  summary: importSummarySchema.nullable(),
});
export type ImportCheck = z.infer<typeof importCheckSchema>;

/** One KVKK text as staff see it: both languages and how many people approved it. */
export const kvkkVersionSchema = z.object({
  Id: z.number(),
  BaslikTr: z.string(),
  BaslikEn: z.string(),
  YayinTarihi: z.string(),
  OnaySayisi: z.number(),
});
export type KvkkVersion = z.infer<typeof kvkkVersionSchema>;

/**
 * Body of `POST /api/v1/General/Kullanici/SetDetails` (super admin): a user's SMS phone, whether sign-in asks
 * for an SMS code, and a new password; each only when given.
 */
export const userDetailsSchema = z.object({
  KullaniciId: z.number().int().positive().max(2_147_483_647),
  Telefon: z.string().trim().max(30).nullable().optional(),
  SmsDogrulama: z.boolean().optional(),
  YeniSifre: z.string().min(10).max(200).optional(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;
