/** Base64url (no padding) of a UTF-8 text. */
export function base64Url(text: string): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(text));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A three-part token with the given payload; the web never checks signatures, so this one is fake. */
export function fakeToken(payload: object): string {
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

/** Default token claims of a user type, expiring at `exp` (seconds). */
export function fakeClaims(kullaniciTipId: number, userId: number, exp: number) {
  return {
    FirmaId: 1,
    IsletmeId: 1,
    SubeId: 1,
    KullaniciTipId: kullaniciTipId,
    UserId: userId,
    Yil: 2026,
    IsAdmin: 'False' as const,
    IsSuperAdmin: 'False' as const,
    exp,
  };
}
