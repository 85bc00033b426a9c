import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHECK_CODE_ALPHABET, CHECK_CODE_LENGTH, normalizeCheckCode } from '@bulten/core';
import type { Config } from '../../config/config.js';
import { signingKey } from '../auth/auth.keys.js';

const PURPOSE = 'bulten lot check code v1';
const keys = new WeakMap<Config, Promise<Buffer>>();

// Its own key: `LOT_CODE_SECRET`, else one derived from the signing key for this purpose only, so a check
// code never reveals anything about the token key.
function codeKey(config: Config): Promise<Buffer> {
  let key = keys.get(config);
  if (!key) {
    key = config.lotCodeSecret
      ? Promise.resolve(Buffer.from(config.lotCodeSecret, 'utf8'))
      : signingKey(config).then((k) => createHmac('sha256', k).update(PURPOSE).digest());
    keys.set(config, key);
  }
  return key;
}

/**
 * The check code of a registration (bare, upper case, `CHECK_CODE_LENGTH` characters of
 * `CHECK_CODE_ALPHABET`): an HMAC-SHA256 of the registration number under the code key, read as a number
 * in base 31. Stable for a number whatever its corrections; nobody can compute it without the key.
 */
export async function checkCodeOf(config: Config, registrationNo: string): Promise<string> {
  const digest = createHmac('sha256', await codeKey(config))
    .update(registrationNo)
    .digest();
  let value = digest.readBigUInt64BE(0);
  const base = BigInt(CHECK_CODE_ALPHABET.length);
  let code = '';
  for (let i = 0; i < CHECK_CODE_LENGTH; i += 1) {
    code += CHECK_CODE_ALPHABET[Number(value % base)];
    value /= base;
  }
  return code;
}

/** A bare code as printed on a receipt: `ABCD-EFGH`. */
export function printedCheckCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** Whether a typed code is the registration's, compared in constant time. */
export async function checkCodeMatches(
  config: Config,
  registrationNo: string,
  typed: string,
): Promise<boolean> {
  const expected = Buffer.from(await checkCodeOf(config, registrationNo));
  const actual = Buffer.from(normalizeCheckCode(typed) ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
