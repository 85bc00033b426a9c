import { z } from 'zod';
import { ROLES } from '../domain.js';

/** `POST /api/v1/Authentication/KullaniciGiris/KullaniciGirisYap` body. */
export const loginRequestSchema = z.object({
  KullaniciAdi: z.string().min(1).max(100),
  Sifre: z.string().min(1).max(200),
  Source: z.string().max(50).default('web'),
  RequestId: z.string().min(8).max(100),
  UyeKodu: z.string().max(50).optional().nullable(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Answer of KullaniciGirisYap and OtpKontrol: an auth token, or the notice that an SMS code is needed. */
export const loginResponseSchema = z.object({
  token: z.string().nullable(),
  otpRequired: z.boolean(),
  requestId: z.string(),
  /** Masked phone the code went to, e.g. `+90 5** *** ** 12`. */
  phoneHint: z.string().nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `POST .../OtpKontrol` body. */
export const otpRequestSchema = z.object({
  requestId: z.string().min(8).max(100),
  code: z.string().regex(/^\d{6}$/),
});
export type OtpRequest = z.infer<typeof otpRequestSchema>;

/** `POST .../OAuthToken` body: trades the one-time auth token for the online-bulletin token. */
export const oauthTokenRequestSchema = z.object({
  requestId: z.string().min(8).max(100),
  authToken: z.string().min(1),
  redirectUrl: z.string().max(500).default('.'),
});
export type OAuthTokenRequest = z.infer<typeof oauthTokenRequestSchema>;

/** `POST .../StatuDegistir` body (sent with `Authorization: Bearer <online-bulletin token>`). */
export const statusChangeRequestSchema = z.object({
  IsletmeId: z.number().int().nullable().default(null),
  FirmaId: z.number().int().nullable().default(null),
  SubeId: z.number().int().nullable().default(null),
  statuTipi: z.literal(1),
  key: z.string().nullable().default(null),
  isletmeUrlOnEk: z.string().nullable().default(null),
});
export type StatusChangeRequest = z.infer<typeof statusChangeRequestSchema>;

/** `{ ok: true }`: the answer of Logout, ResetSmsMobil (whether or not the user exists) and ResetPassword. */
export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** `{ token }` answers of OAuthToken and StatuDegistir. */
export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Claims of the default token (StatuDegistir), as the web decodes them. */
export const defaultTokenClaimsSchema = z.object({
  FirmaId: z.number(),
  IsletmeId: z.number(),
  SubeId: z.number(),
  KullaniciTipId: z.number(),
  UserId: z.number(),
  Yil: z.number(),
  IsAdmin: z.enum(['True', 'False']),
  IsSuperAdmin: z.enum(['True', 'False']),
  exp: z.number(),
});
export type DefaultTokenClaims = z.infer<typeof defaultTokenClaimsSchema>;

/** `POST .../ResetPassword` body. */
export const resetPasswordRequestSchema = z.object({
  userName: z.string().min(1).max(100),
  code: z.string().regex(/^\d{6}$/),
  newPassword: z.string().min(10).max(200),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Who a user is: id, user name, full name and role (the start of every user the API answers). */
export const userIdentityShape = {
  Id: z.number(),
  KullaniciAdi: z.string(),
  AdSoyad: z.string(),
  Rol: z.enum(ROLES),
};

/** `GET /api/v1/General/Kullanici/GetOwnUser` answer (also what the web keeps as `kullanici_bilgileri`). */
export const ownUserSchema = z.object({
  ...userIdentityShape,
  UyeId: z.number().nullable(),
  UyeKodu: z.string().nullable(),
  UyeUnvani: z.string().nullable(),
  Telefon: z.string().nullable(),
  Eposta: z.string().nullable(),
  SmsDogrulama: z.boolean(),
});
export type OwnUser = z.infer<typeof ownUserSchema>;

/** `POST /api/v1/General/Kullanici/Update` body: what a person may change of their own profile. */
export const ownUserUpdateSchema = z.object({
  AdSoyad: z.string().min(1).max(200).optional(),
  Telefon: z.string().max(30).nullable().optional(),
  Eposta: z.email().max(200).nullable().optional(),
  MevcutSifre: z.string().max(200).optional(),
  YeniSifre: z.string().min(10).max(200).optional(),
});
export type OwnUserUpdate = z.infer<typeof ownUserUpdateSchema>;

/** One module a user may open (`GET /api/v1/General/UserApplication/GetUserApp`). */
export const userAppSchema = z.object({ Kod: z.string(), Ad: z.string(), Yol: z.string() });
export type UserApp = z.infer<typeof userAppSchema>;

/** `GET /config.json`: the web's runtime configuration. */
export const webConfigSchema = z.object({
  apiPrefix: z.string(),
  reportServiceUrl: z.string(),
  exchangeName: z.string(),
  exchangeLogo: z.string(),
  serviceAccount: z.object({ username: z.string(), password: z.string() }),
  liveStreamUrl: z.string(),
});
export type WebConfig = z.infer<typeof webConfigSchema>;
