import { z } from 'zod';
import { classNameShape } from './bulletin-catalogue.js';

/** Most alerts one member user may keep (paused ones count). */
export const MAX_ALERTS_PER_USER = 20;

/** What an alert watches: the class's day average at or above a price, at or below one, or a move. */
export const ALERT_KINDS = ['USTUNDE', 'ALTINDA', 'HAREKET'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Body of `POST /api/v1/Uye/Alarm/Create`. */
export const alertCreateSchema = z.object({
  SinifId: z.number().int().positive().max(2_147_483_647),
  Tur: z
    .enum(ALERT_KINDS)
    .describe('USTUNDE: average ≥ Esik; ALTINDA: average ≤ Esik; HAREKET: |change| ≥ Yuzde'),
  Esik: z
    .union([z.string().max(40), z.number()])
    .nullable()
    .optional()
    .describe('Price in TL per the class unit (≤ 4 decimals), for USTUNDE and ALTINDA'),
  Yuzde: z
    .union([z.string().max(40), z.number()])
    .nullable()
    .optional()
    .describe('Move in % against the previous trading day (0.01–100, ≤ 2 decimals), for HAREKET'),
});
export type AlertCreate = z.infer<typeof alertCreateSchema>;

/** Body of `POST /api/v1/Uye/Alarm/Durum/{id}`: pause (false) or resume (true). */
export const alertStateSchema = z.object({ Aktif: z.boolean() });
export type AlertState = z.infer<typeof alertStateSchema>;

/** One of the member user's alerts. */
export const alertSchema = z.object({
  Id: z.number().int(),
  ...classNameShape,
  FiyatBirimi: z.string().nullable(),
  Tur: z.enum(ALERT_KINDS),
  Esik: z.number().nullable(),
  Yuzde: z.number().nullable(),
  Aktif: z.boolean(),
  SonTetiklenme: z.string().nullable().describe('The latest trading day it fired on'),
});
export type Alert = z.infer<typeof alertSchema>;

/** A message of the member area's inbox: an alert that fired. */
export const inboxMessageSchema = z.object({
  Id: z.number().int(),
  AlarmId: z.number().int(),
  SinifId: z.number().int(),
  Tarih: z.string().describe('The trading day whose figures passed the alert'),
  Zaman: z.string().describe('When it fired, ISO 8601'),
  Kesin: z.boolean().describe('false: the session was still open (preliminary figures)'),
  OrtFiyat: z.number().describe("The class's weighted average when it fired"),
  Metin: z.string().describe('The message in the request language (the SMS is sent in Turkish)'),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
