import { randomUUID } from 'node:crypto';
import { AUTH_PREFIX, type LoginResponse, type Role } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../src/app-context.js';
import type { Database } from '../src/db/schema.js';
import { createUser } from '../src/modules/users/users.service.js';

/** The three tokens of a sign-in. */
export interface SignedIn {
  authToken: string;
  onlineToken: string;
  defaultToken: string;
}

/** What `createUserAndSignIn` made: the user, its member (if any), its credentials and tokens. */
export interface TestUser extends SignedIn {
  userId: number;
  memberId: number | null;
  memberCode: string | null;
  username: string;
  password: string;
}

/** Options of `createUserAndSignIn`. */
export interface TestUserOptions {
  username?: string;
  password?: string;
  /** Member code of a member user; the member row is created when missing. */
  memberCode?: string;
  smsVerification?: boolean;
  phone?: string;
}

let sequence = 0;

/** A fresh client address, so sign-ins of different tests never share a per-IP rate limit. */
export function nextTestIp(): string {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

/** `Authorization` header of a token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

async function post(
  app: FastifyInstance,
  path: string,
  payload: object,
  ip: string,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: `${AUTH_PREFIX}/${path}`,
    payload,
    remoteAddress: ip,
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/**
 * Walks the whole sign-in flow through HTTP: KullaniciGirisYap (→ OtpKontrol with `opts.otp` when a code
 * is required) → OAuthToken → StatuDegistir. Throws on any non-200 answer.
 */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
  opts: { memberCode?: string; otp?: (requestId: string) => Promise<string> } = {},
): Promise<SignedIn> {
  const ip = nextTestIp();
  const RequestId = `test-${randomUUID()}`;
  let login: LoginResponse = await post(
    app,
    'KullaniciGirisYap',
    { KullaniciAdi: username, Sifre: password, Source: 'web', RequestId, UyeKodu: opts.memberCode ?? null },
    ip,
  );
  if (login.otpRequired) {
    if (!opts.otp) throw new Error(`${username} needs an SMS code and no otp reader was given`);
    login = await post(app, 'OtpKontrol', { requestId: RequestId, code: await opts.otp(RequestId) }, ip);
  }
  if (!login.token) throw new Error('sign-in answered no token');
  const authToken = login.token;
  const { token: onlineToken } = await post(
    app,
    'OAuthToken',
    { requestId: RequestId, authToken, redirectUrl: '.' },
    ip,
  );
  const { token: defaultToken } = await post(
    app,
    'StatuDegistir',
    { IsletmeId: null, FirmaId: null, SubeId: null, statuTipi: 1, key: null, isletmeUrlOnEk: null },
    ip,
    bearer(onlineToken),
  );
  return { authToken, onlineToken, defaultToken };
}

/** The six-digit code of the newest SMS in the development outbox (to one phone when given). */
export async function latestSmsCode(db: Kysely<Database>, phone?: string): Promise<string> {
  let query = db.selectFrom('sms_outbox').select('body').orderBy('id', 'desc').limit(1);
  if (phone) query = query.where('phone', '=', phone);
  const row = await query.executeTakeFirst();
  const code = row?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no code in the SMS outbox');
  return code;
}

async function ensureMember(db: Kysely<Database>, code: string): Promise<number> {
  const found = await db.selectFrom('member').select('id').where('code', '=', code).executeTakeFirst();
  if (found) return found.id;
  const row = await db
    .insertInto('member')
    .values({
      code,
      title: `TEST ÜYE ${code}`,
      tax_no: null,
      city: 'KONYA',
      district: null,
      phone: null,
      email: null,
      registered_on: '2020-01-01',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Creates a user of a role (a member user gets a member row, created when missing) and signs it in
 * through HTTP; an SMS-verified user's code is read from the outbox.
 */
export async function createUserAndSignIn(
  app: FastifyInstance,
  ctx: AppContext,
  role: Role,
  opts: TestUserOptions = {},
): Promise<TestUser> {
  sequence += 1;
  const username = opts.username ?? `${role}${sequence}`;
  const password = opts.password ?? `pw-${role}-${sequence}-long-enough`;
  const memberCode = role === 'member' ? (opts.memberCode ?? `T${sequence}`) : null;
  const memberId = memberCode ? await ensureMember(ctx.db.kysely, memberCode) : null;
  const phone =
    opts.phone ?? (opts.smsVerification ? `+90532${String(1_000_000 + sequence).slice(-7)}` : null);
  const userId = await createUser(
    ctx.db.kysely,
    { username, password, role, memberCode, phone, smsVerification: opts.smsVerification ?? false },
    ctx.now(),
  );
  const otp = async () => latestSmsCode(ctx.db.kysely, phone ?? undefined);
  const tokens = await signIn(app, username, password, { memberCode: memberCode ?? undefined, otp });
  return { ...tokens, userId, memberId, memberCode, username, password };
}
