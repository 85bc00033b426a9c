import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config/config.js';
import { AppError } from '../../http/app-error.js';
import { signingKey } from './auth.keys.js';

/** Kinds of session token: the online-bulletin token (OAuthToken) and the default token (StatuDegistir). */
export const TOKEN_KINDS = ['online', 'default'] as const;
/** A kind of session token. */
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** The claims every session token carries. */
export interface SessionClaims {
  /** Session id (`auth_session.id`). */
  sid: string;
  knd: TokenKind;
  UserId: number;
  exp: number;
}

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** Signs claims as an HS256 JWT expiring at `exp` (seconds since the epoch). */
export async function signToken(
  config: Config,
  claims: Record<string, unknown>,
  exp: number,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(exp)
    .sign(await signingKey(config));
}

function sessionClaims(payload: JWTPayload): SessionClaims | null {
  const { sid, knd, UserId, exp } = payload;
  if (typeof sid !== 'string' || typeof UserId !== 'number' || typeof exp !== 'number') return null;
  if (!TOKEN_KINDS.includes(knd as TokenKind)) return null;
  return { sid, knd: knd as TokenKind, UserId, exp };
}

/** Verifies a session token's signature, expiry (at `now`) and shape; anything wrong is 401 UNAUTHORIZED. */
export async function verifySessionToken(config: Config, token: string, now: Date): Promise<SessionClaims> {
  const unauthorized = new AppError(401, 'UNAUTHORIZED');
  if (!JWT_SHAPE.test(token)) throw unauthorized;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, await signingKey(config), {
      algorithms: ['HS256'],
      currentDate: now,
    }));
  } catch {
    throw unauthorized;
  }
  const claims = sessionClaims(payload);
  if (!claims) throw unauthorized;
  return claims;
}
