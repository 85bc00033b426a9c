import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config/config.js';
import { signingKey } from './auth.keys.js';
import type { OneTimeCodePurpose } from './auth.table.js';

/** Lifetime of an SMS sign-in or reset code. */
export const CODE_MINUTES = 5;
/** Lifetime of the one-time auth token of KullaniciGirisYap. */
export const AUTH_TOKEN_MINUTES = 2;

/** A random six-digit code, e.g. `042137`. */
export function newSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A random one-time auth token (256 bits, base64url). */
export function newAuthToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A random session or request id. */
export function newRandomId(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Keyed hash of a code: HMAC-SHA256 under the signing key, so a leaked table cannot be brute-forced
 * offline (a six-digit code has only a million values).
 */
export async function hashCode(config: Config, purpose: OneTimeCodePurpose, code: string): Promise<string> {
  return createHmac('sha256', await signingKey(config))
    .update(`${purpose}:${code}`)
    .digest('base64url');
}

/** Compares a code with a stored hash in constant time. */
export async function codeMatches(
  config: Config,
  purpose: OneTimeCodePurpose,
  code: string,
  stored: string,
): Promise<boolean> {
  const actual = Buffer.from(await hashCode(config, purpose, code));
  const expected = Buffer.from(stored);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** `now` plus some minutes, as an ISO instant. */
export function minutesLater(now: Date, minutes: number): string {
  return new Date(now.getTime() + minutes * 60_000).toISOString();
}
