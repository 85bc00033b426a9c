import { AUTH_PREFIX } from '@bulten/core';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import { bearer, latestSmsCode, nextTestIp } from '../../../test/auth.js';
import { createUser } from '../users/users.service.js';

const START = new Date('2026-03-02T09:00:00.000Z');
const SECRET = 'security-test-secret-0123456789-abcdef';
const BAD_CREDENTIALS_TR = {
  error: { code: 'BAD_CREDENTIALS', message: 'Kullanıcı adı veya şifre hatalı.' },
  Message: 'Kullanıcı adı veya şifre hatalı.',
};

describeWithApp('sign-in security', { now: START, env: { JWT_SECRET: SECRET } }, (t) => {
  const login = (KullaniciAdi: string, Sifre: string, ip: string, lang = 'tr') =>
    t.app.inject({
      method: 'POST',
      url: `${AUTH_PREFIX}/KullaniciGirisYap`,
      remoteAddress: ip,
      headers: { lang },
      payload: { KullaniciAdi, Sifre, Source: 'web', RequestId: `req-${KullaniciAdi}-${Math.random()}` },
    });
  const getOwnUser = (token: string) =>
    t.app.inject({ method: 'POST', url: `${AUTH_PREFIX}/Logout`, headers: bearer(token) });

  it('answers unknown user and wrong password with the same status and body, in both languages', async () => {
    const user = await t.signIn('operator');
    for (const lang of ['tr', 'en']) {
      const unknown = await login('nobody-here', 'whatever-password', nextTestIp(), lang);
      const wrong = await login(user.username, 'wrong-password', nextTestIp(), lang);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.body).toBe(wrong.body);
    }
    expect((await login('nobody-here', 'x', nextTestIp())).json()).toEqual(BAD_CREDENTIALS_TR);
  });

  it('locks a user after five failures in a row for 15 minutes, then lets the right password in', async () => {
    const user = await t.signIn('member');
    for (let i = 0; i < 5; i++)
      expect((await login(user.username, `wrong-${i}`, nextTestIp())).statusCode).toBe(401);
    const locked = await login(user.username, user.password, nextTestIp());
    expect(locked.statusCode).toBe(423);
    expect(locked.json().error.code).toBe('ACCOUNT_LOCKED');
    const row = await t.kysely
      .selectFrom('app_user')
      .select(['locked_until', 'failed_attempts'])
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ locked_until: '2026-03-02T09:15:00.000Z', failed_attempts: 0 });
    t.clock.set(new Date('2026-03-02T09:15:01.000Z'));
    try {
      const memberLogin = await t.app.inject({
        method: 'POST',
        url: `${AUTH_PREFIX}/KullaniciGirisYap`,
        remoteAddress: nextTestIp(),
        payload: {
          KullaniciAdi: user.username,
          Sifre: user.password,
          RequestId: 'after-lock-1',
          UyeKodu: user.memberCode,
        },
      });
      expect(memberLogin.statusCode).toBe(200);
    } finally {
      t.clock.set(START);
    }
  });

  it('locks an unknown user name the same way, so the lock does not reveal which names exist', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login('ghost-user', `wrong-${i}`, nextTestIp())).statusCode).toBe(401);
    const res = await login('ghost-user', 'anything', nextTestIp());
    expect(res.statusCode).toBe(423);
    expect(res.json().error.code).toBe('ACCOUNT_LOCKED');
  });

  it('never locks the service account (its password is public; a lock would take the site down)', async () => {
    const svc = `svc-${Math.random()}`;
    await createUser(t.kysely, { username: svc, password: 'service-password-1', role: 'service' });
    for (let i = 0; i < 7; i++) expect((await login(svc, `wrong-${i}`, nextTestIp())).statusCode).toBe(401);
    expect((await login(svc, 'service-password-1', nextTestIp())).statusCode).toBe(200);
  });

  it('rate-limits sign-in per IP: the eleventh try in a minute is 429 with Retry-After', async () => {
    const ip = nextTestIp();
    for (let i = 0; i < 10; i++) expect((await login(`brute-${i}`, 'pw', ip)).statusCode).toBe(401);
    const res = await login('brute-x', 'pw', ip, 'en');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.json()).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests; please try again later.' },
      Message: 'Too many requests; please try again later.',
    });
  });

  it('gives the service account (every visitor of the public site) its own wider per-IP budget', async () => {
    const { serviceUsername, servicePassword } = t.ctx.config;
    await createUser(t.kysely, {
      username: serviceUsername,
      password: servicePassword,
      role: 'service',
    });
    const ip = nextTestIp();
    for (let i = 0; i < 10; i++) expect((await login(`crowd-${i}`, 'pw', ip)).statusCode).toBe(401);
    expect((await login('crowd-x', 'pw', ip)).statusCode).toBe(429);
    const statuses = new Set<number>();
    for (let i = 0; i < 12; i++) statuses.add((await login(serviceUsername, servicePassword, ip)).statusCode);
    expect([...statuses]).toEqual([200]);
  });

  it('rate-limits sign-in per user name across IPs', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login('Spread-Target', 'pw', nextTestIp())).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5, 10)).toEqual([423, 423, 423, 423, 423]);
    expect(statuses[10]).toBe(429);
    expect((await login('spread-target', 'pw', nextTestIp())).statusCode).toBe(429);
  });

  it('gives a code five tries and no more, and refuses it after five minutes', async () => {
    const phone = '+905551234567';
    const user = await t.signIn('operator', { smsVerification: true, phone });
    const start = (RequestId: string) =>
      t.app.inject({
        method: 'POST',
        url: `${AUTH_PREFIX}/KullaniciGirisYap`,
        remoteAddress: nextTestIp(),
        payload: { KullaniciAdi: user.username, Sifre: user.password, RequestId },
      });
    const check = (requestId: string, code: string) =>
      t.app.inject({
        method: 'POST',
        url: `${AUTH_PREFIX}/OtpKontrol`,
        remoteAddress: nextTestIp(),
        payload: { requestId, code },
      });
    expect((await start('five-tries-01')).json().otpRequired).toBe(true);
    const code = await latestSmsCode(t.kysely, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await check('five-tries-01', wrong)).json().error.code).toBe('BAD_CODE');
    expect((await check('five-tries-01', code)).statusCode).toBe(401);
    await start('expiry-req-01');
    const fresh = await latestSmsCode(t.kysely, phone);
    t.clock.set(new Date(START.getTime() + 5 * 60_000 + 1));
    try {
      expect((await check('expiry-req-01', fresh)).statusCode).toBe(401);
    } finally {
      t.clock.set(START);
    }
  });

  describe('tokens', () => {
    it('refuses "null", malformed, wrongly signed, other schemes and empty bearer values with 401', async () => {
      const user = await t.signIn('admin');
      const [, payload] = user.defaultToken.split('.');
      const forged = await new SignJWT({ UserId: user.userId, sid: 'x', knd: 'default' })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-0123456789-0123456789'));
      const tampered = `${user.defaultToken.split('.')[0]}.${payload}x.${user.defaultToken.split('.')[2]}`;
      const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
      for (const token of ['null', 'abc', 'a.b.c', forged, tampered, unsigned, user.authToken]) {
        const res = await getOwnUser(token);
        expect(res.statusCode, token).toBe(401);
        expect(res.json().error.code).toBe('UNAUTHORIZED');
      }
      for (const authorization of [`Basic ${user.defaultToken}`, 'Bearer', '']) {
        expect(
          (await t.app.inject({ method: 'POST', url: `${AUTH_PREFIX}/Logout`, headers: { authorization } }))
            .statusCode,
        ).toBe(401);
      }
    });

    it('refuses an expired token (fixed clock past exp) and accepts it one second before', async () => {
      const user = await t.signIn('operator');
      const status = (token: string) =>
        t.app.inject({
          method: 'POST',
          url: `${AUTH_PREFIX}/StatuDegistir`,
          headers: bearer(token),
          payload: { statuTipi: 1 },
        });
      t.clock.set(new Date(START.getTime() + 60 * 60_000 - 1000));
      try {
        expect((await status(user.onlineToken)).statusCode).toBe(200);
        t.clock.set(new Date(START.getTime() + 60 * 60_000));
        expect((await status(user.onlineToken)).statusCode).toBe(401);
      } finally {
        t.clock.set(START);
      }
    });

    it('accepts only the online token on StatuDegistir and only this exchange in its ids', async () => {
      const user = await t.signIn('operator');
      const status = (token: string, body: object = { statuTipi: 1 }) =>
        t.app.inject({
          method: 'POST',
          url: `${AUTH_PREFIX}/StatuDegistir`,
          headers: bearer(token),
          payload: body,
        });
      expect((await status(user.defaultToken)).statusCode).toBe(401);
      expect(
        (await status(user.onlineToken, { statuTipi: 1, FirmaId: 1, IsletmeId: 1, SubeId: 1 })).statusCode,
      ).toBe(200);
      expect((await status(user.onlineToken, { statuTipi: 1, FirmaId: 7 })).statusCode).toBe(403);
      expect((await status(user.onlineToken, { statuTipi: 2 })).statusCode).toBe(400);
    });

    it('revokes every token of the session on Logout, and only that session', async () => {
      const user = await t.signIn('member');
      const other = await t.signIn('operator');
      const out = await t.app.inject({
        method: 'POST',
        url: `${AUTH_PREFIX}/Logout`,
        headers: bearer(user.defaultToken),
      });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ ok: true });
      expect((await getOwnUser(user.defaultToken)).statusCode).toBe(401);
      const status = await t.app.inject({
        method: 'POST',
        url: `${AUTH_PREFIX}/StatuDegistir`,
        headers: bearer(user.onlineToken),
        payload: { statuTipi: 1 },
      });
      expect(status.statusCode).toBe(401);
      expect((await getOwnUser(other.onlineToken)).statusCode).toBe(200);
    });

    it('refuses the tokens of a deactivated user', async () => {
      const user = await t.signIn('admin');
      await t.kysely.updateTable('app_user').set({ active: 0 }).where('id', '=', user.userId).execute();
      expect((await getOwnUser(user.defaultToken)).statusCode).toBe(401);
      expect((await login(user.username, user.password, nextTestIp())).json()).toEqual(BAD_CREDENTIALS_TR);
    });
  });
});

describeWithApp(
  'a per-address sign-in allowance set by SIGN_IN_PER_IP_PER_MINUTE',
  { now: START, env: { JWT_SECRET: SECRET, SIGN_IN_PER_IP_PER_MINUTE: '3' } },
  (t) => {
    it('refuses the fourth try of an address in a minute, and another address still gets in', async () => {
      const login = (KullaniciAdi: string, ip: string) =>
        t.app.inject({
          method: 'POST',
          url: `${AUTH_PREFIX}/KullaniciGirisYap`,
          remoteAddress: ip,
          payload: { KullaniciAdi, Sifre: 'pw', Source: 'web', RequestId: `req-${KullaniciAdi}` },
        });
      const ip = nextTestIp();
      const statuses = [];
      for (const name of ['hall-1', 'hall-2', 'hall-3', 'hall-4'])
        statuses.push((await login(name, ip)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect((await login('hall-5', nextTestIp())).statusCode).toBe(401);
    });
  },
);
