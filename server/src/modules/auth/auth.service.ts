import { randomBytes } from 'node:crypto';
import {
  istanbulDate,
  type LoginRequest,
  type LoginResponse,
  type OAuthTokenRequest,
  type OtpRequest,
  type StatusChangeRequest,
  type TokenResponse,
  USER_TYPE_IDS,
} from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import type { AuthUser } from '../../http/route-access.js';
import { findMemberById } from '../members/members.repository.js';
import { hashPassword, verifyPassword } from '../users/password.js';
import { findUserById, findUserByUsername } from '../users/users.repository.js';
import type { AppUserRow } from '../users/users.table.js';
import {
  AUTH_TOKEN_MINUTES,
  CODE_MINUTES,
  codeMatches,
  hashCode,
  minutesLater,
  newAuthToken,
  newRandomId,
  newSixDigitCode,
} from './auth.codes.js';
import { isLocked, recordFailure, recordSuccess, takeTry } from './auth.lockout.js';
import {
  findSessionWithUser,
  insertCode,
  insertSession,
  liveCodesByRequest,
  markCodeUsed,
  purgeExpired,
  revokeSession,
  spendCodeAttempt,
} from './auth.repository.js';
import { signToken } from './auth.tokens.js';
import { maskPhone, type SmsSender } from './sms.js';

/** Where a request came from, stored with the session. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

/** The one business an exchange's tokens name (FirmaId, IsletmeId, SubeId claims). */
export const EXCHANGE_BUSINESS = { FirmaId: 1, IsletmeId: 1, SubeId: 1 } as const;

let dummyHash: Promise<string> | undefined;
// Unknown users cost the same scrypt time as known ones, so timing does not tell them apart.
const hashForUnknownUser = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};

/** Computes the stand-in hash for unknown users up front, so even the first such sign-in costs one scrypt only. */
export async function prepareSignIn(): Promise<void> {
  await hashForUnknownUser();
}

async function memberCodeMatches(
  ctx: AppContext,
  user: AppUserRow,
  code: string | null | undefined,
): Promise<boolean> {
  if (user.role !== 'member') return true;
  if (!code?.trim() || user.member_id === null) return false;
  const member = await findMemberById(ctx.db.kysely, user.member_id);
  return member?.code === code.trim();
}

/**
 * A member who left the member code out (the sign-in page serves staff too, who leave it empty) is asked for
 * it (400 MEMBER_CODE_REQUIRED), only once name and password are right: a wrong password still gets
 * BAD_CREDENTIALS, so the answer tells nothing about a name to whoever lacks its password. Neither a failure
 * nor a success is counted.
 */
function requireMemberCode(user: AppUserRow | undefined, passwordOk: boolean, input: LoginRequest): void {
  const missing = !input.UyeKodu?.trim();
  if (user && passwordOk && user.active === 1 && user.role === 'member' && missing)
    throw new AppError(400, 'MEMBER_CODE_REQUIRED');
}

async function checkCredentials(ctx: AppContext, input: LoginRequest, now: Date): Promise<AppUserRow> {
  const db = ctx.db.kysely;
  const user = await findUserByUsername(db, input.KullaniciAdi);
  // The try is taken before the password is compared: a locked name is never compared.
  const taken = await takeTry(ctx, input.KullaniciAdi, user, now);
  if (!taken.allowed) throw new AppError(423, 'ACCOUNT_LOCKED');
  const passwordOk = await verifyPassword(input.Sifre, user?.password_hash ?? (await hashForUnknownUser()));
  requireMemberCode(user ?? undefined, passwordOk, input);
  if (user && passwordOk && user.active === 1 && (await memberCodeMatches(ctx, user, input.UyeKodu))) {
    await recordSuccess(ctx, user);
    return user;
  }
  await recordFailure(ctx, input.KullaniciAdi, user, taken, now);
  throw new AppError(401, 'BAD_CREDENTIALS');
}

async function issueAuthToken(
  ctx: AppContext,
  userId: number,
  requestId: string,
  now: Date,
): Promise<LoginResponse> {
  const token = newAuthToken();
  await insertCode(ctx.db.kysely, {
    user_id: userId,
    purpose: 'AUTH',
    request_id: requestId,
    code_hash: await hashCode(ctx.config, 'AUTH', token),
    expires_at: minutesLater(now, AUTH_TOKEN_MINUTES),
    used_at: null,
    attempts: 0,
  });
  return { token, otpRequired: false, requestId, phoneHint: null };
}

async function startOtp(
  ctx: AppContext,
  sms: SmsSender,
  user: AppUserRow,
  requestId: string,
  now: Date,
): Promise<LoginResponse> {
  if (!user.phone)
    throw new AppError(403, 'FORBIDDEN', ['SMS verification is on but the user has no phone number']);
  const code = newSixDigitCode();
  await insertCode(ctx.db.kysely, {
    user_id: user.id,
    purpose: 'LOGIN',
    request_id: requestId,
    code_hash: await hashCode(ctx.config, 'LOGIN', code),
    expires_at: minutesLater(now, CODE_MINUTES),
    used_at: null,
    attempts: 0,
  });
  await sms.send(user.phone, `Bülten giriş kodunuz: ${code}. Kod ${CODE_MINUTES} dakika geçerlidir.`);
  return { token: null, otpRequired: true, requestId, phoneHint: maskPhone(user.phone) };
}

const lastPurge = new WeakMap<object, number>();
async function purgeNowAndThen(ctx: AppContext, now: Date): Promise<void> {
  if (now.getTime() - (lastPurge.get(ctx.db) ?? 0) < 3_600_000) return;
  lastPurge.set(ctx.db, now.getTime());
  await purgeExpired(ctx.db.kysely, minutesLater(now, -24 * 60));
}

/**
 * KullaniciGirisYap: checks user name, password and (for members) member code. Answers the one-time
 * auth token, or, for users with SMS verification, sends a code and answers `otpRequired`.
 */
export async function signIn(ctx: AppContext, sms: SmsSender, input: LoginRequest): Promise<LoginResponse> {
  const now = ctx.now();
  await purgeNowAndThen(ctx, now);
  const user = await checkCredentials(ctx, input, now);
  if (user.sms_verification === 1) return startOtp(ctx, sms, user, input.RequestId, now);
  return issueAuthToken(ctx, user.id, input.RequestId, now);
}

/** OtpKontrol: the newest live sign-in code of the request, five tries, single use; answers the auth token. */
export async function verifyOtp(ctx: AppContext, input: OtpRequest): Promise<LoginResponse> {
  const now = ctx.now();
  const db = ctx.db.kysely;
  const [code] = await liveCodesByRequest(db, 'LOGIN', input.requestId, now.toISOString());
  const badCode = new AppError(401, 'BAD_CODE');
  if (!code || !(await spendCodeAttempt(db, code.id))) throw badCode;
  if (!(await codeMatches(ctx.config, 'LOGIN', input.code, code.code_hash))) throw badCode;
  if (!(await markCodeUsed(db, code.id, now.toISOString()))) throw badCode;
  const user = await findUserById(db, code.user_id);
  if (user?.active !== 1 || (await isLocked(ctx, user.username, user, now))) throw badCode;
  return issueAuthToken(ctx, user.id, input.requestId, now);
}

/** OAuthToken: spends the one-time auth token, opens a session and answers its online-bulletin token. */
export async function exchangeAuthToken(
  ctx: AppContext,
  input: OAuthTokenRequest,
  meta: RequestMeta,
): Promise<TokenResponse> {
  const now = ctx.now();
  const db = ctx.db.kysely;
  const candidates = await liveCodesByRequest(db, 'AUTH', input.requestId, now.toISOString());
  let match: (typeof candidates)[number] | undefined;
  for (const c of candidates)
    if (await codeMatches(ctx.config, 'AUTH', input.authToken, c.code_hash)) match = c;
  if (!match || !(await markCodeUsed(db, match.id, now.toISOString())))
    throw new AppError(401, 'UNAUTHORIZED');
  const user = await findUserById(db, match.user_id);
  if (user?.active !== 1) throw new AppError(401, 'UNAUTHORIZED');
  const sid = newRandomId();
  const expiresAt = minutesLater(now, ctx.config.tokenMinutes);
  await insertSession(db, {
    id: sid,
    user_id: user.id,
    created_at: now.toISOString(),
    expires_at: expiresAt,
    revoked_at: null,
    ip: meta.ip,
    user_agent: meta.userAgent?.slice(0, 500) ?? null,
  });
  const exp = Math.floor(Date.parse(expiresAt) / 1000);
  return { token: await signToken(ctx.config, { UserId: user.id, sid, knd: 'online' }, exp) };
}

function businessIds(input: StatusChangeRequest) {
  for (const key of ['FirmaId', 'IsletmeId', 'SubeId'] as const) {
    const value = input[key];
    if (value !== null && value !== EXCHANGE_BUSINESS[key])
      throw new AppError(403, 'FORBIDDEN', [`${key} ${value} is not this exchange`]);
  }
  return EXCHANGE_BUSINESS;
}

/** StatuDegistir: the default token of the online token's session, with the specification's claims. */
export async function changeStatus(
  ctx: AppContext,
  user: AuthUser,
  input: StatusChangeRequest,
): Promise<TokenResponse> {
  const ids = businessIds(input);
  const session = await findSessionWithUser(ctx.db.kysely, user.sessionId);
  if (!session) throw new AppError(401, 'UNAUTHORIZED');
  const claims = {
    ...ids,
    KullaniciTipId: USER_TYPE_IDS[user.role],
    UserId: user.userId,
    Yil: Number(istanbulDate(ctx.now()).slice(0, 4)),
    IsAdmin: user.role === 'admin' || user.role === 'superadmin' ? 'True' : 'False',
    IsSuperAdmin: user.role === 'superadmin' ? 'True' : 'False',
    sid: user.sessionId,
    knd: 'default',
  };
  return { token: await signToken(ctx.config, claims, Math.floor(Date.parse(session.expires_at) / 1000)) };
}

/** Logout: revokes the session, so every token of it is refused from now on. */
export async function logout(ctx: AppContext, user: AuthUser): Promise<void> {
  await revokeSession(ctx.db.kysely, user.sessionId, ctx.now().toISOString());
}
