import {
  defaultTokenClaimsSchema,
  loginResponseSchema,
  ownUserSchema,
  tokenResponseSchema,
} from '@bulten/core';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CLAIMS_RULES,
  LOGIN_RESPONSE_RULES,
  OWN_USER_RULES,
  pickShape,
  shapeSchema,
  TOKEN_RESPONSE_RULES,
} from './shape';

const claims = {
  FirmaId: 1,
  IsletmeId: 1,
  SubeId: 1,
  KullaniciTipId: 2,
  UserId: 42,
  Yil: 2026,
  IsAdmin: 'False',
  IsSuperAdmin: 'False',
  exp: 1_900_000_000,
};
const user = {
  Id: 7,
  KullaniciAdi: 'uye1',
  AdSoyad: 'Ayşe Yılmaz',
  Rol: 'member',
  UyeId: 3,
  UyeKodu: 'U003',
  UyeUnvani: null,
  Telefon: null,
  Eposta: 'a@example.com',
  SmsDogrulama: true,
};

/** Variants of a valid value: each field missing, null, of another type or an unknown string; an extra key. */
function variants(valid: Record<string, unknown>): unknown[] {
  const out: unknown[] = [valid, { ...valid, extra: 1 }, null, [], 'x', 3];
  for (const key of Object.keys(valid)) {
    const { [key]: _, ...without } = valid;
    out.push(without);
    for (const other of [null, 1, 'x', true, 'True', Number.NaN, {}]) out.push({ ...valid, [key]: other });
  }
  return out;
}

function zodPick(schema: { safeParse(v: unknown): { success: boolean; data?: unknown } }, value: unknown) {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

describe('pickShape', () => {
  it('reads default token claims exactly as defaultTokenClaimsSchema does', () => {
    for (const value of variants(claims)) {
      expect(pickShape(value, DEFAULT_CLAIMS_RULES)).toEqual(zodPick(defaultTokenClaimsSchema, value));
    }
  });

  it('reads the stored user exactly as ownUserSchema does', () => {
    for (const value of variants(user)) {
      expect(pickShape(value, OWN_USER_RULES)).toEqual(zodPick(ownUserSchema, value));
    }
  });

  it('drops keys outside the rules and refuses a wrong field', () => {
    expect(pickShape({ ...user, extra: 1 }, OWN_USER_RULES)).toEqual(user);
    expect(pickShape({ ...user, Rol: 'king' }, OWN_USER_RULES)).toBeNull();
  });

  it('reads sign-in and token answers exactly as loginResponseSchema and tokenResponseSchema do', () => {
    const login = { token: 'abc', otpRequired: false, requestId: 'r1', phoneHint: null };
    for (const value of variants(login)) {
      expect(pickShape(value, LOGIN_RESPONSE_RULES)).toEqual(zodPick(loginResponseSchema, value));
    }
    for (const value of variants({ token: 'abc' })) {
      expect(pickShape(value, TOKEN_RESPONSE_RULES)).toEqual(zodPick(tokenResponseSchema, value));
    }
  });

  it('parses with a shape or throws', () => {
    expect(shapeSchema(TOKEN_RESPONSE_RULES).parse({ token: 't', extra: 1 })).toEqual({ token: 't' });
    expect(() => shapeSchema(TOKEN_RESPONSE_RULES).parse({ token: 3 })).toThrow();
  });
});
