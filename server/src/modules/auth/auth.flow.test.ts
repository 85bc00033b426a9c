import { AUTH_PREFIX, type DefaultTokenClaims, USER_TYPE_IDS } from '@bulten/core';
import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import { bearer, latestSmsCode, signIn } from '../../../test/auth.js';
import { rowWhere } from '../../db/rows.js';
import { createUser } from '../users/users.service.js';

// 22:30 UTC on New Year's Eve is already 2026 in Istanbul: Yil must follow Istanbul.
const NOW = new Date('2025-12-31T22:30:00.000Z');
const EXP = Math.floor(NOW.getTime() / 1000) + 60 * 60;

describeWithApp('sign-in flow', { now: NOW }, (t) => {
  function claimsOf(token: string): DefaultTokenClaims & { sid: string; knd: string } {
    return decodeJwt(token) as DefaultTokenClaims & { sid: string; knd: string };
  }

  it('signs the service account in and gives it every claim of a public reader', async () => {
    const { serviceUsername, servicePassword } = t.ctx.config;
    const userId = await createUser(t.kysely, {
      username: serviceUsername,
      password: servicePassword,
      role: 'service',
    });
    const tokens = await signIn(t.app, serviceUsername, servicePassword);
    const online = decodeJwt(tokens.onlineToken);
    expect(online).toEqual({ UserId: userId, sid: expect.any(String), knd: 'online', exp: EXP });
    expect(claimsOf(tokens.defaultToken)).toEqual({
      FirmaId: 1,
      IsletmeId: 1,
      SubeId: 1,
      KullaniciTipId: USER_TYPE_IDS.service,
      UserId: userId,
      Yil: 2026,
      IsAdmin: 'False',
      IsSuperAdmin: 'False',
      exp: EXP,
      sid: online.sid,
      knd: 'default',
    });
    const session = (await rowWhere(t.kysely, 'auth_session', { id: String(online.sid) }))!;
    expect(session).toMatchObject({
      user_id: userId,
      revoked_at: null,
      expires_at: '2025-12-31T23:30:00.000Z',
    });
  });

  it('signs a member in with member code and SMS code read from the outbox, never from the answer', async () => {
    const member = await t.signIn('member', {
      smsVerification: true,
      phone: '+90 532 123 45 12',
    });
    const claims = claimsOf(member.defaultToken);
    expect(claims).toEqual({
      FirmaId: 1,
      IsletmeId: 1,
      SubeId: 1,
      KullaniciTipId: 2,
      UserId: member.userId,
      Yil: 2026,
      IsAdmin: 'False',
      IsSuperAdmin: 'False',
      exp: EXP,
      sid: expect.any(String),
      knd: 'default',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: `${AUTH_PREFIX}/KullaniciGirisYap`,
      payload: {
        KullaniciAdi: member.username,
        Sifre: member.password,
        RequestId: 'member-req-000001',
        UyeKodu: member.memberCode,
      },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({
      token: null,
      otpRequired: true,
      requestId: 'member-req-000001',
      phoneHint: '+90 5** *** ** 12',
    });
    const code = await latestSmsCode(t.kysely, '+90 532 123 45 12');
    expect(login.body).not.toContain(code);
    const otp = await t.app.inject({
      method: 'POST',
      url: `${AUTH_PREFIX}/OtpKontrol`,
      payload: { requestId: 'member-req-000001', code },
    });
    expect(otp.statusCode).toBe(200);
    expect(otp.json()).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/),
      otpRequired: false,
      requestId: 'member-req-000001',
      phoneHint: null,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `${AUTH_PREFIX}/OtpKontrol`,
      payload: { requestId: 'member-req-000001', code },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('BAD_CODE');
  });

  it.each([
    ['operator', 3, 'False', 'False'],
    ['admin', 4, 'True', 'False'],
    ['superadmin', 5, 'True', 'True'],
  ] as const)(
    'gives a %s KullaniciTipId %i, IsAdmin %s, IsSuperAdmin %s',
    async (role, typeId, isAdmin, isSuperAdmin) => {
      const user = await t.signIn(role);
      expect(claimsOf(user.defaultToken)).toEqual({
        FirmaId: 1,
        IsletmeId: 1,
        SubeId: 1,
        KullaniciTipId: typeId,
        UserId: user.userId,
        Yil: 2026,
        IsAdmin: isAdmin,
        IsSuperAdmin: isSuperAdmin,
        exp: EXP,
        sid: claimsOf(user.onlineToken).sid,
        knd: 'default',
      });
    },
  );

  it('refuses a member with another member code, or a wrong password, with the same answer', async () => {
    const member = await t.signIn('member');
    const attempt = (UyeKodu: string | null, Sifre = member.password) =>
      t.app.inject({
        method: 'POST',
        url: `${AUTH_PREFIX}/KullaniciGirisYap`,
        payload: { KullaniciAdi: member.username, Sifre, RequestId: 'code-check-1', UyeKodu },
      });
    const otherCode = await attempt('NOPE');
    const wrongPassword = await attempt(member.memberCode, 'wrong-password-1');
    const noCodeWrongPassword = await attempt(null, 'wrong-password-1');
    for (const res of [otherCode, wrongPassword, noCodeWrongPassword]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'BAD_CREDENTIALS', message: 'Kullanıcı adı veya şifre hatalı.' },
        Message: 'Kullanıcı adı veya şifre hatalı.',
      });
    }
  });

  it('asks a member with the right password for a missing member code, and any sign-in for a missing name or password', async () => {
    const member = await t.signIn('member');
    const attempt = (payload: Record<string, unknown>, lang = 'tr') =>
      t.app.inject({
        method: 'POST',
        url: `${AUTH_PREFIX}/KullaniciGirisYap`,
        headers: { Lang: lang },
        payload: {
          KullaniciAdi: member.username,
          Sifre: member.password,
          RequestId: 'code-check-2',
          ...payload,
        },
      });
    for (const UyeKodu of [null, '', '   ']) {
      const res = await attempt({ UyeKodu });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'MEMBER_CODE_REQUIRED',
        message: 'Üye kodunuzu girin: üye kullanıcılar üye koduyla giriş yapar.',
      });
    }
    const english = await attempt({ UyeKodu: null }, 'en');
    expect(english.json().error.message).toBe(
      'Enter your member code: member users sign in with their member code.',
    );
    for (const missing of [{ KullaniciAdi: '' }, { Sifre: '' }]) {
      const res = await attempt({ UyeKodu: member.memberCode, ...missing });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
    }
    // None of these counted as a failure: the right code still signs in.
    const ok = await attempt({ UyeKodu: member.memberCode });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toEqual(expect.any(String));
  });

  it('spends the auth token once and binds it to its request id', async () => {
    const user = await t.signIn('operator');
    const login = await t.app.inject({
      method: 'POST',
      url: `${AUTH_PREFIX}/KullaniciGirisYap`,
      payload: { KullaniciAdi: user.username, Sifre: user.password, RequestId: 'once-request-1' },
    });
    const { token } = login.json();
    const exchange = (requestId: string) =>
      t.app.inject({
        method: 'POST',
        url: `${AUTH_PREFIX}/OAuthToken`,
        payload: { requestId, authToken: token, redirectUrl: '.' },
      });
    expect((await exchange('other-request-1')).statusCode).toBe(401);
    expect((await exchange('once-request-1')).statusCode).toBe(200);
    const replay = await exchange('once-request-1');
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('UNAUTHORIZED');
  });

  it('answers with Cache-Control no-store and the security headers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${AUTH_PREFIX}/Logout`,
      headers: bearer('x.y.z'),
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // HSTS only with PUBLIC_HTTPS=1 (server/src/http/security-headers.test.ts).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });
});
