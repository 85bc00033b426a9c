import type { ResetPasswordRequest } from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { findUserByUsername } from '../users/users.repository.js';
import {
  CODE_MINUTES,
  codeMatches,
  hashCode,
  minutesLater,
  newRandomId,
  newSixDigitCode,
} from './auth.codes.js';
import { insertCode, markCodeUsed, newestLiveCodeOfUser, spendCodeAttempt } from './auth.repository.js';
import { changePassword } from './password-change.js';
import type { SmsSender } from './sms.js';

/**
 * ResetSmsMobil: sends a reset code to the user's phone when the user exists, is active, is a person
 * and has a phone. The caller answers the same whatever happened here.
 */
export async function requestPasswordReset(ctx: AppContext, sms: SmsSender, username: string): Promise<void> {
  const now = ctx.now();
  const user = await findUserByUsername(ctx.db.kysely, username);
  if (user?.active !== 1 || !user.phone || user.role === 'service') return;
  const code = newSixDigitCode();
  await insertCode(ctx.db.kysely, {
    user_id: user.id,
    purpose: 'RESET',
    request_id: newRandomId(),
    code_hash: await hashCode(ctx.config, 'RESET', code),
    expires_at: minutesLater(now, CODE_MINUTES),
    used_at: null,
    attempts: 0,
  });
  try {
    await sms.send(
      user.phone,
      `Bülten şifre sıfırlama kodunuz: ${code}. Kod ${CODE_MINUTES} dakika geçerlidir.`,
    );
  } catch (error) {
    // The sender logged why; a different answer would tell the caller that the user exists.
    if (!(error instanceof AppError && error.code === 'SMS_NOT_SENT')) throw error;
  }
}

/**
 * ResetPassword: the user's newest live reset code (five tries, single use) sets a new password,
 * lifts any lock, revokes every session and voids every other code in flight. A wrong code and an unknown user get the same 401 BAD_CODE.
 */
export async function resetPassword(ctx: AppContext, input: ResetPasswordRequest): Promise<void> {
  const now = ctx.now();
  const at = now.toISOString();
  const db = ctx.db.kysely;
  const badCode = new AppError(401, 'BAD_CODE');
  const user = await findUserByUsername(db, input.userName);
  const code = user && user.active === 1 ? await newestLiveCodeOfUser(db, 'RESET', user.id, at) : undefined;
  if (!user || !code || !(await spendCodeAttempt(db, code.id))) throw badCode;
  if (!(await codeMatches(ctx.config, 'RESET', input.code, code.code_hash))) throw badCode;
  if (!(await markCodeUsed(db, code.id, at))) throw badCode;
  await changePassword(db, user.id, input.newPassword, now);
}
