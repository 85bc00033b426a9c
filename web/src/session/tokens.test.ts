import { bulletinEndpoints, endpointUrl, kvkkEndpoints, memberEndpoints, userEndpoints } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { base64Url, fakeClaims, fakeToken } from '../test-support/fake-token';
import { decodeDefaultClaims, isPerson, isTokenValid, tokenKindForUrl, tokenPayload } from './tokens';

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
const NOW_S = NOW / 1000;

const claims = fakeClaims(2, 42, NOW_S + 3600);

describe('isTokenValid', () => {
  it('accepts a three-part token whose exp is later than now', () => {
    expect(isTokenValid(fakeToken({ exp: NOW_S + 1 }), NOW)).toBe(true);
  });

  it('refuses a token that expired or expires exactly now', () => {
    expect(isTokenValid(fakeToken({ exp: NOW_S - 1 }), NOW)).toBe(false);
    expect(isTokenValid(fakeToken({ exp: NOW_S }), NOW)).toBe(false);
  });

  it('accepts an expired token within the offset', () => {
    expect(isTokenValid(fakeToken({ exp: NOW_S - 30 }), NOW, 60)).toBe(true);
    expect(isTokenValid(fakeToken({ exp: NOW_S - 90 }), NOW, 60)).toBe(false);
  });

  it('refuses missing, "null", two- or four-part tokens and tokens without a numeric exp', () => {
    const good = fakeToken({ exp: NOW_S + 60 });
    expect(isTokenValid(null, NOW)).toBe(false);
    expect(isTokenValid(undefined, NOW)).toBe(false);
    expect(isTokenValid('', NOW)).toBe(false);
    expect(isTokenValid('null', NOW)).toBe(false);
    expect(isTokenValid(good.split('.').slice(0, 2).join('.'), NOW)).toBe(false);
    expect(isTokenValid(`${good}.x`, NOW)).toBe(false);
    expect(isTokenValid(fakeToken({ exp: String(NOW_S + 60) }), NOW)).toBe(false);
    expect(isTokenValid(fakeToken({ sub: 'x' }), NOW)).toBe(false);
    expect(isTokenValid('a.%%%.c', NOW)).toBe(false);
    expect(isTokenValid(`a.${base64Url('not json')}.c`, NOW)).toBe(false);
  });
});

describe('claims', () => {
  it('decodes the default token claims, including non-ASCII payload text', () => {
    expect(decodeDefaultClaims(fakeToken({ ...claims, Ad: 'Şükrü Öztürk' }))).toEqual(claims);
    expect(tokenPayload(fakeToken({ Ad: 'Şükrü' }))).toEqual({ Ad: 'Şükrü' });
  });

  it('answers null when a claim is missing or mistyped', () => {
    expect(decodeDefaultClaims(fakeToken({ ...claims, UserId: '42' }))).toBeNull();
    expect(decodeDefaultClaims(fakeToken({ exp: NOW_S + 60 }))).toBeNull();
    expect(decodeDefaultClaims('null')).toBeNull();
  });

  it('tells a person from the service account', () => {
    expect(isPerson(claims)).toBe(true);
    expect(isPerson({ ...claims, KullaniciTipId: 1 })).toBe(false);
    expect(isPerson(null)).toBe(false);
  });
});

describe('tokenKindForUrl', () => {
  it('uses the online-bulletin token for kullanici-bulten URLs and GetUserApp', () => {
    expect(tokenKindForUrl('https://rapor.example.org/kullanici-bulten/Alislarim')).toBe('online');
    expect(tokenKindForUrl('kullanici-bulten/Stok?x=1')).toBe('online');
    expect(tokenKindForUrl(endpointUrl(userEndpoints.GetUserApp))).toBe('online');
  });

  it('uses the default token for everything else', () => {
    expect(tokenKindForUrl(endpointUrl(userEndpoints.GetOwnUser))).toBe('default');
    expect(tokenKindForUrl(endpointUrl(bulletinEndpoints.GetKayanYazi))).toBe('default');
    expect(tokenKindForUrl(endpointUrl(kvkkEndpoints.GetLastKvkk))).toBe('default');
    expect(tokenKindForUrl(endpointUrl(memberEndpoints.GetStokListesi, { memberId: 1 }))).toBe('default');
  });
});
