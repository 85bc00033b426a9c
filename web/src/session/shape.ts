import type { DefaultTokenClaims, LoginResponse, OwnUser, TokenResponse } from '@bulten/core';
import { ROLES } from '@bulten/core/plain';

/** What a field may hold: a JSON type, that type or null, or one of a list of strings. */
export type FieldRule = 'number' | 'string' | 'boolean' | 'number|null' | 'string|null' | readonly string[];

/** The rules of every field of a type, the keys checked against the contract's type by the compiler. */
export type ShapeRules<T> = { readonly [K in keyof T]-?: FieldRule };

function fits(value: unknown, rule: FieldRule): boolean {
  if (typeof rule !== 'string') return typeof value === 'string' && rule.includes(value);
  if (value === null && rule.endsWith('|null')) return true;
  const type = rule.replace('|null', '');
  return type === 'number' ? typeof value === 'number' && Number.isFinite(value) : typeof value === type;
}

/**
 * The value's listed fields when each one fits its rule, else null; other keys are dropped, as the contract's
 * zod object schemas do. For the few stored shapes the first view reads before the contract (zod) is loaded.
 */
export function pickShape<T>(value: unknown, rules: ShapeRules<T>): T | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const source = value as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries<FieldRule>(rules)) {
    if (!fits(source[key], rule)) return null;
    picked[key] = source[key];
  }
  return picked as T;
}

const TRUE_FALSE = ['True', 'False'] as const;

/** The rules of a default token's claims (`defaultTokenClaimsSchema`; `shape.test.ts` holds them equal). */
export const DEFAULT_CLAIMS_RULES: ShapeRules<DefaultTokenClaims> = {
  FirmaId: 'number',
  IsletmeId: 'number',
  SubeId: 'number',
  KullaniciTipId: 'number',
  UserId: 'number',
  Yil: 'number',
  IsAdmin: TRUE_FALSE,
  IsSuperAdmin: TRUE_FALSE,
  exp: 'number',
};

/** The rules of the stored user (`ownUserSchema`; `shape.test.ts` holds them equal). */
export const OWN_USER_RULES: ShapeRules<OwnUser> = {
  Id: 'number',
  KullaniciAdi: 'string',
  AdSoyad: 'string',
  Rol: ROLES,
  UyeId: 'number|null',
  UyeKodu: 'string|null',
  UyeUnvani: 'string|null',
  Telefon: 'string|null',
  Eposta: 'string|null',
  SmsDogrulama: 'boolean',
};

/** The rules of a sign-in answer (`loginResponseSchema`; `shape.test.ts` holds them equal). */
export const LOGIN_RESPONSE_RULES: ShapeRules<LoginResponse> = {
  token: 'string|null',
  otpRequired: 'boolean',
  requestId: 'string',
  phoneHint: 'string|null',
};

/** The rules of a token answer (`tokenResponseSchema`; `shape.test.ts` holds them equal). */
export const TOKEN_RESPONSE_RULES: ShapeRules<TokenResponse> = { token: 'string' };

/**
 * A parser of answers of a shape (for `http.post`): what the service sign-in reads before the contract (zod)
 * is loaded, so that a page's first view signs in without it. Throws on an answer of another shape.
 */
export function shapeSchema<T>(rules: ShapeRules<T>): { parse(data: unknown): T } {
  return {
    parse(data) {
      const picked = pickShape(data, rules);
      if (picked === null) throw new Error('Unexpected response shape');
      return picked;
    },
  };
}
