import type {
  KvkkCheck,
  KvkkConsent,
  KvkkConsentRequest,
  KvkkText,
  Language,
  PersonRole,
} from '@bulten/core';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { AuthUser } from '../../http/route-access.js';
import { findUserById } from '../users/users.repository.js';
import {
  findConsent,
  insertConsentOnce,
  insertKvkkText,
  listKvkkTexts,
  newestKvkkText,
} from './kvkk.repository.js';

/** A KVKK text to publish, in both languages. */
export interface KvkkTextInput {
  titleTr: string;
  titleEn: string;
  bodyTr: string;
  bodyEn: string;
}

/** Where a consent came from. */
export interface ConsentMeta {
  ip: string;
  userAgent: string;
}

const isAdmin = (user: AuthUser) => user.role === 'admin' || user.role === 'superadmin';

/**
 * OnaysizKontrol: 1 when the user approved the newest text (or no text exists, or the user is the
 * service account, which is not a person). People ask only about themselves; admins about anyone.
 */
export async function consentCheck(ctx: AppContext, requester: AuthUser, userId: number): Promise<KvkkCheck> {
  if (userId !== requester.userId && !isAdmin(requester)) throw new AppError(403, 'FORBIDDEN');
  const db = ctx.db.kysely;
  const target = userId === requester.userId ? { role: requester.role } : await findUserById(db, userId);
  if (!target) throw new AppError(404, 'UNKNOWN_ID', [`user ${userId} does not exist`]);
  if (target.role === 'service') return { sonuc: 1 };
  const text = await newestKvkkText(db);
  if (!text) return { sonuc: 1 };
  return { sonuc: (await findConsent(db, userId, text.id)) ? 1 : 0 };
}

/** GetLastKvkk: published texts, newest first, in a language. */
export async function latestKvkkTexts(ctx: AppContext, lang: Language, limit = 20): Promise<KvkkText[]> {
  const rows = await listKvkkTexts(ctx.db.kysely, limit);
  return rows.map((row) => ({
    Id: row.id,
    Baslik: lang === 'en' ? row.title_en : row.title_tr,
    Metin: lang === 'en' ? row.body_en : row.body_tr,
    YayinTarihi: row.published_at,
  }));
}

/**
 * Create: a person (never the service account: the table's access) approves the newest text for
 * themselves, with time, IP and user agent. Approving again answers the first record unchanged.
 */
export async function approveKvkk(
  ctx: AppContext,
  requester: AuthUser<PersonRole>,
  input: KvkkConsentRequest,
  meta: ConsentMeta,
): Promise<KvkkConsent> {
  if (input.KullaniciId !== requester.userId) throw new AppError(403, 'FORBIDDEN');
  const db = ctx.db.kysely;
  const text = await newestKvkkText(db);
  if (text?.id !== input.KvkkId)
    throw new AppError(400, 'BAD_REQUEST', [`KvkkId ${input.KvkkId} is not the current KVKK text`]);
  await insertConsentOnce(db, {
    user_id: requester.userId,
    kvkk_id: text.id,
    approved_at: ctx.now().toISOString(),
    ip: meta.ip,
    user_agent: meta.userAgent.slice(0, 500),
  });
  const consent = await findConsent(db, requester.userId, text.id);
  if (!consent) throw new Error('consent vanished after insert');
  return {
    Id: consent.id,
    KullaniciId: consent.user_id,
    KvkkId: consent.kvkk_id,
    OnayTarihi: consent.approved_at,
  };
}

/**
 * Publishes a new KVKK text (staff route of the staff module); from now on every person's check is 0
 * until they approve it. Returns the new text's id.
 */
export async function publishKvkkText(
  db: Kysely<Database>,
  input: KvkkTextInput,
  by: number | null,
  now = new Date(),
): Promise<number> {
  return insertKvkkText(db, {
    title_tr: input.titleTr,
    title_en: input.titleEn,
    body_tr: input.bodyTr,
    body_en: input.bodyEn,
    published_at: now.toISOString(),
    published_by: by,
  });
}
