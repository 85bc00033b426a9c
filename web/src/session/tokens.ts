import type { DefaultTokenClaims } from '@bulten/core';
import { USER_TYPE_IDS } from '@bulten/core/plain';
import { DEFAULT_CLAIMS_RULES, pickShape } from './shape';

/** Which of the two stored tokens a request carries. */
export type TokenKind = 'default' | 'online';

function decodeBase64Url(part: string): string | null {
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return null;
  }
}

/** The JSON payload of a three-part token, or null when it is not one. */
export function tokenPayload(token: string | null | undefined): Record<string, unknown> | null {
  if (!token || token === 'null') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => p.length === 0)) return null;
  const json = decodeBase64Url(parts[1]!);
  if (json === null) return null;
  try {
    const payload: unknown = JSON.parse(json);
    return payload !== null && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * True when a stored token may still be used: present, not the text "null", three dot-separated parts
 * and an `exp` (seconds) later than now minus `offsetSeconds`.
 */
export function isTokenValid(token: string | null | undefined, nowMs: number, offsetSeconds = 0): boolean {
  const exp = tokenPayload(token)?.exp;
  return typeof exp === 'number' && exp > nowMs / 1000 - offsetSeconds;
}

/** The claims of a default token, or null when the token does not carry them. */
export function decodeDefaultClaims(token: string | null | undefined): DefaultTokenClaims | null {
  return pickShape(tokenPayload(token), DEFAULT_CLAIMS_RULES);
}

/** True when the claims belong to a person (member or staff), not the public service account. */
export function isPerson(claims: DefaultTokenClaims | null): claims is DefaultTokenClaims {
  return claims !== null && claims.KullaniciTipId !== USER_TYPE_IDS.service;
}

/** The token a URL needs: the online-bulletin token for member-bulletin URLs and GetUserApp. */
export function tokenKindForUrl(url: string): TokenKind {
  const lower = url.toLowerCase();
  return lower.includes('kullanici-bulten') || lower.includes('getuserapp') ? 'online' : 'default';
}
