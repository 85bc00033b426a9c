import type { OwnUser, OwnUserUpdate, PersonRole } from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import type { AuthUser } from '../../http/route-access.js';
import { type ChangesWithPassword, changePassword } from '../auth/password-change.js';
import { verifyPassword } from '../users/password.js';
import { findUserWithMember, updateUser } from '../users/users.repository.js';

const PHONE = /^\+?[0-9][0-9 ()-]{6,19}$/;

/** The signed-in user's own record as GetOwnUser answers it (never the password hash). */
export async function ownUser(ctx: AppContext, userId: number): Promise<OwnUser> {
  const row = await findUserWithMember(ctx.db.kysely, userId);
  if (!row) throw new AppError(401, 'UNAUTHORIZED');
  return {
    Id: row.id,
    KullaniciAdi: row.username,
    AdSoyad: row.full_name,
    Rol: row.role,
    UyeId: row.member_id,
    UyeKodu: row.member_code,
    UyeUnvani: row.member_title,
    Telefon: row.phone,
    Eposta: row.email,
    SmsDogrulama: row.sms_verification === 1,
  };
}

function phoneChange(input: OwnUserUpdate, smsVerification: boolean): string | null | undefined {
  if (input.Telefon === undefined) return undefined;
  const phone = input.Telefon?.trim() || null;
  if (phone && !PHONE.test(phone)) throw new AppError(400, 'VALIDATION', ['Telefon: not a phone number']);
  if (!phone && smsVerification)
    throw new AppError(400, 'VALIDATION', ['Telefon: SMS verification needs a phone number']);
  return phone;
}

/**
 * Update: a person changes their own name, e-mail, phone and password. Phone and password (what SMS
 * sign-in and reset rely on) need the current password; a new password ends the user's other sessions.
 * Never the service account (the table's access): its credentials are the site's configuration.
 */
export async function updateOwnUser(
  ctx: AppContext,
  user: AuthUser<PersonRole>,
  input: OwnUserUpdate,
): Promise<OwnUser> {
  const row = await findUserWithMember(ctx.db.kysely, user.userId);
  if (!row) throw new AppError(401, 'UNAUTHORIZED');
  const at = ctx.now().toISOString();
  const changes: ChangesWithPassword = { updated_at: at };
  const phone = phoneChange(input, row.sms_verification === 1);
  if (phone !== undefined && phone !== row.phone) changes.phone = phone;
  if (changes.phone !== undefined || input.YeniSifre !== undefined) {
    if (!input.MevcutSifre)
      throw new AppError(400, 'VALIDATION', ['MevcutSifre: the current password is required']);
    if (!(await verifyPassword(input.MevcutSifre, row.password_hash)))
      throw new AppError(400, 'BAD_CREDENTIALS');
  }
  if (input.AdSoyad !== undefined) changes.full_name = input.AdSoyad.trim();
  if (input.Eposta !== undefined) changes.email = input.Eposta;
  if (input.YeniSifre === undefined) await updateUser(ctx.db.kysely, user.userId, changes);
  else
    await changePassword(ctx.db.kysely, user.userId, input.YeniSifre, ctx.now(), {
      keepSession: user.sessionId,
      also: changes,
    });
  return ownUser(ctx, user.userId);
}
