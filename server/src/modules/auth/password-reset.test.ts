import { AUTH_PREFIX } from '@bulten/core';
import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import { bearer, latestSmsCode, nextTestIp, signIn } from '../../../test/auth.js';
import { rowCount } from '../../../test/tables.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');

describeWithApp('password reset', { now: NOW }, (t) => {
  const askCode = (userName: string, method: 'GET' | 'POST' = 'POST') =>
    t.app.inject({
      method,
      url: `${AUTH_PREFIX}/ResetSmsMobil?userName=${encodeURIComponent(userName)}`,
      remoteAddress: nextTestIp(),
    });
  const reset = (userName: string, code: string, newPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: `${AUTH_PREFIX}/ResetPassword`,
      remoteAddress: nextTestIp(),
      payload: { userName, code, newPassword },
    });
  const outboxSize = () => rowCount(t.kysely, 'sms_outbox');

  it('answers the same for a known and an unknown user name, and sends only to the known one', async () => {
    const user = await t.signIn('member', { phone: '+905321110099' });
    const before = await outboxSize();
    const unknown = await askCode('no-such-user');
    expect(await outboxSize()).toBe(before);
    const known = await askCode(user.username, 'GET');
    expect(await outboxSize()).toBe(before + 1);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ ok: true });
  });

  it('sets the new password with the SMS code, once, and ends every session', async () => {
    const phone = '+905321110042';
    const user = await t.signIn('operator', { phone });
    expect((await askCode(user.username)).statusCode).toBe(200);
    const code = await latestSmsCode(t.kysely, phone);
    const wrong = await reset(user.username, code === '999999' ? '999998' : '999999', 'new-password-123');
    const unknown = await reset('no-such-user', code, 'new-password-123');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json().error.code).toBe('BAD_CODE');
    expect((await reset(user.username, code, 'short')).statusCode).toBe(400);
    const done = await reset(user.username, code, 'new-password-123');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ok: true });
    expect((await reset(user.username, code, 'another-password-1')).statusCode).toBe(401);
    const logout = await t.app.inject({
      method: 'POST',
      url: `${AUTH_PREFIX}/Logout`,
      headers: bearer(user.defaultToken),
    });
    expect(logout.statusCode).toBe(401);
    await expect(signIn(t.app, user.username, user.password)).rejects.toThrow(/401/);
    const fresh = await signIn(t.app, user.username, 'new-password-123');
    expect(fresh.defaultToken.split('.')).toHaveLength(3);
  });

  it('rate-limits reset codes per user name: the fourth request in 15 minutes is 429', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await askCode('Reset-Spam')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('rate-limits reset codes per IP: the sixth request in a minute is 429', async () => {
    const ip = nextTestIp();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: `${AUTH_PREFIX}/ResetSmsMobil?userName=u${i}`,
            remoteAddress: ip,
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
