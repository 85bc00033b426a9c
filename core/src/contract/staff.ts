import { z } from 'zod';
import { byAnalysisKey } from '../analyses.js';
import { isValidDate } from '../calendar.js';
import { CHANNELS, REGISTRATION_STATUSES, ROLES } from '../domain.js';
import { userIdentityShape } from './auth.js';
import { dateField } from './date-field.js';
import { pageSchema } from './page.js';

// Ids are 32-bit integers in both databases; a larger number must be a 400, not a database error.
const idSchema = z.number().int().positive().max(2_147_483_647);

/**
 * A decimal as a JSON number (what the staff console sends, read from what the operator typed by core's
 * `parseTypedNumber`) or a plain string with a dot ("20.684"); converted exactly, never through floats. Never
 * a language's format: `1,5` and `1.234,5` are refused, as the registration column's rule says.
 */
export const decimalInputSchema = z.union([z.string().max(40), z.number()]);

/**
 * Body of `POST /api/v1/Tescil/Create` and `POST /api/v1/Tescil/Correct/{no}`: the same columns as the
 * registrations CSV (product and member CODES; Miktar ≤ 3 decimals, BirimFiyat ≤ 4, analyses ≤ 2).
 */
export const registrationRequestSchema = z.object({
  TescilNo: z.string().min(1).max(50).optional(),
  IslemZamani: z.string().min(1).max(40),
  UrunKodu: z.string().min(1).max(50),
  Miktar: decimalInputSchema,
  BirimFiyat: decimalInputSchema,
  Kanal: z.enum(CHANNELS),
  AliciUyeKodu: z.string().max(50).nullable().optional(),
  SaticiUyeKodu: z.string().max(50).nullable().optional(),
  Il: z.string().max(100).nullable().optional(),
  Ilce: z.string().max(100).nullable().optional(),
  BasSayisi: z.number().int().min(0).max(1_000_000).nullable().optional(),
  CanliAgirlik: decimalInputSchema.nullable().optional(),
  ...byAnalysisKey(() => decimalInputSchema.nullable().optional()),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

/** Answer of a staff call that creates something: the new id. */
export const createdIdSchema = z.object({ Id: z.number() });
export type CreatedId = z.infer<typeof createdIdSchema>;

/** Body of `POST /api/v1/Tescil/Cancel/{no}`. */
export const cancelRequestSchema = z.object({ reason: z.string().trim().min(1).max(500) });
export type CancelRequest = z.infer<typeof cancelRequestSchema>;

/** A stored registration as staff see it. */
export const staffRegistrationSchema = z.object({
  TescilNo: z.string(),
  Versiyon: z.number(),
  Durum: z.enum(REGISTRATION_STATUSES),
  IptalNedeni: z.string().nullable(),
  IslemZamani: z.string(),
  IslemTarih: z.string(),
  UrunId: z.number(),
  Kanal: z.enum(CHANNELS),
  Miktar: z.number(),
  BirimFiyat: z.number(),
  Tutar: z.number(),
  AliciUyeId: z.number().nullable(),
  SaticiUyeId: z.number().nullable(),
});
export type StaffRegistration = z.infer<typeof staffRegistrationSchema>;

/** Answer of the registration staff calls: what happened and the stored registration. */
export const registrationResultSchema = z.object({
  Sonuc: z.enum(['inserted', 'skipped', 'corrected', 'cancelled']),
  Tescil: staffRegistrationSchema,
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/** What an import did (or, checked, would do) to the registrations. */
export const importSummarySchema = z.object({
  inserted: z.number(),
  skipped: z.number(),
  corrected: z.number(),
  cancelled: z.number(),
});

/** Answer of `POST /api/v1/Tescil/Import` and `/api/v1/Katalog/Import` (body `text/csv`). */
export const importResultSchema = z.object({
  rows: z.number(),
  summary: importSummarySchema,
});
export type ImportResultBody = z.infer<typeof importResultSchema>;

/** Body of `POST /api/v1/KVKK/KvkkMaster/Publish`: a new KVKK text everyone must approve again. */
export const kvkkPublishSchema = z.object({
  BaslikTr: z.string().min(1).max(300),
  BaslikEn: z.string().min(1).max(300),
  MetinTr: z.string().min(1).max(200_000),
  MetinEn: z.string().min(1).max(200_000),
});
export type KvkkPublish = z.infer<typeof kvkkPublishSchema>;

/** Body of `POST /api/v1/General/Kullanici/Create` (super admin). */
export const userCreateSchema = z.object({
  KullaniciAdi: z.string().trim().min(3).max(100),
  Sifre: z.string().min(10).max(200),
  Rol: z.enum(ROLES),
  UyeKodu: z.string().max(50).nullable().optional(),
  AdSoyad: z.string().max(200).optional(),
  Telefon: z.string().max(30).nullable().optional(),
  Eposta: z.email().max(200).nullable().optional(),
  SmsDogrulama: z.boolean().default(false),
});
export type UserCreate = z.infer<typeof userCreateSchema>;

/** One user of `GET /api/v1/General/Kullanici/List`. */
export const userListItemSchema = z.object({
  ...userIdentityShape,
  UyeKodu: z.string().nullable(),
  Telefon: z.string().nullable(),
  Aktif: z.boolean(),
  /** Sign-in asks for an SMS code. */
  SmsDogrulama: z.boolean(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/** Body of `POST /api/v1/General/Kullanici/SetActive`. */
export const userSetActiveSchema = z.object({ KullaniciId: idSchema, Aktif: z.boolean() });
export type UserSetActive = z.infer<typeof userSetActiveSchema>;

/** Query of `GET /api/v1/General/AuditLog`. */
export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  action: z.string().max(100).optional(),
  userId: z.coerce.number().pipe(idSchema).optional(),
  /** The acting user's name. */
  user: z.string().trim().max(100).optional(),
  /** Istanbul day of the entries (YYYY-MM-DD). */
  day: dateField(
    'Istanbul day of the entries, YYYY-MM-DD',
    z.string().refine(isValidDate, 'YYYY-MM-DD'),
  ).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One field an audited action set or changed (`AuditChange`). */
export const auditChangeSchema = z.object({
  Alan: z.string().describe('The field, by its API name (e.g. Miktar)'),
  Onceki: auditValueSchema.optional().describe('Its value before; absent: the action set it (no before)'),
  Sonraki: auditValueSchema.describe('Its value after (numbers as numbers, times as ISO 8601)'),
  Gizli: z.boolean().optional().describe('A secret (a password): its value is never stored'),
});

/** One audit entry. */
export const auditEntrySchema = z.object({
  Id: z.number(),
  Zaman: z.string(),
  KullaniciId: z.number().nullable(),
  KullaniciAdi: z.string().nullable(),
  Islem: z.string().describe('The action code (`AUDIT_ACTIONS`), e.g. registration.create'),
  Varlik: z.string(),
  VarlikId: z.string().nullable(),
  Detay: z.unknown().describe('What the action recorded, as stored'),
  Degisiklikler: z
    .array(auditChangeSchema)
    .describe('The same as fields: what the action changed (before → after) or set'),
  Ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A page of audit entries, newest first. */
export const auditPageSchema = pageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
