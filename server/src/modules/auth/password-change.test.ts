import { AUTH_PREFIX } from '@bulten/core';
import { expect, it } from 'vitest';
import { injectAs } from '../../../test/app.js';
import { bearer, latestSmsCode, nextTestIp, signIn, type TestUser } from '../../../test/auth.js';
import { bulten, capturedCli } from '../../../test/cli.js';
import { describeWithProcesses } from '../../../test/processes.js';

const NEW_PASSWORD = 'A-New-Password-After-Change';

describeWithProcesses('a password change ends the sessions on every process', { count: 3 }, (t) => {
  const ownUser = (i: number, token: string) =>
    t
      .pick(i)
      .app.inject({ method: 'GET', url: '/api/v1/General/Kullanici/GetOwnUser', headers: bearer(token) });
  // A sign-in left at its first step: the one-time token not yet exchanged for a session.
  async function halfSignIn(user: TestUser) {
    const RequestId = `half-${user.username}`;
    const res = await t.pick(0).app.inject({
      method: 'POST',
      url: `${AUTH_PREFIX}/KullaniciGirisYap`,
      remoteAddress: nextTestIp(),
      payload: { KullaniciAdi: user.username, Sifre: user.password, RequestId, UyeKodu: user.memberCode },
    });
    expect(res.statusCode).toBe(200);
    return { requestId: RequestId, authToken: res.json().token as string };
  }
  const exchange = (half: { requestId: string; authToken: string }) =>
    t.pick(1).app.inject({
      method: 'POST',
      url: `${AUTH_PREFIX}/OAuthToken`,
      remoteAddress: nextTestIp(),
      payload: { ...half, redirectUrl: '.' },
    });

  // A change made by a signed-in request to process `i`, which must succeed.
  const changeAs = async (i: number, by: TestUser, url: string, payload: object) =>
    expect((await injectAs(t.pick(i).app, by, { method: 'POST', url, payload })).statusCode).toBe(200);

  /** The user's two sessions and a half-done sign-in, the change, then what every process answers. */
  async function expectEveryoneOut(change: (user: TestUser) => Promise<void>, keeps?: 'own') {
    const user = await t.signIn('member', { phone: `+90532${String(Date.now()).slice(-7)}` });
    const second = await signIn(t.apps[1]!.app, user.username, user.password, {
      memberCode: user.memberCode!,
    });
    const half = await halfSignIn(user);
    for (let i = 0; i < 3; i += 1) expect((await ownUser(i, second.defaultToken)).statusCode).toBe(200);
    await change(user);
    for (let i = 0; i < 3; i += 1) {
      expect((await ownUser(i, second.defaultToken)).statusCode, `process ${i}`).toBe(401);
      expect((await ownUser(i, second.onlineToken)).statusCode, `process ${i}`).toBe(401);
      expect((await ownUser(i, user.defaultToken)).statusCode, `process ${i}`).toBe(
        keeps === 'own' ? 200 : 401,
      );
    }
    expect((await exchange(half)).statusCode).toBe(401);
    // The new password signs in; the old one no longer does.
    await signIn(t.apps[2]!.app, user.username, NEW_PASSWORD, { memberCode: user.memberCode! });
    await expect(
      signIn(t.apps[2]!.app, user.username, user.password, { memberCode: user.memberCode! }),
    ).rejects.toThrow('401');
  }

  it('by `bulten user passwd` (another process)', async () => {
    await expectEveryoneOut(async (user) => {
      const db = t.openHandle();
      try {
        const cli = capturedCli(db, t.clock.now());
        expect(
          await bulten(cli, 'user', 'passwd', '--username', user.username, '--password', NEW_PASSWORD),
        ).toEqual([0]);
        expect(cli.out()).toContain('sessions ended');
      } finally {
        await db.kysely.destroy();
      }
    });
  });

  it('by the super admin in the console (SetDetails)', async () => {
    const admin = await t.signIn('superadmin');
    await expectEveryoneOut((user) =>
      changeAs(2, admin, '/api/v1/General/Kullanici/SetDetails', {
        KullaniciId: user.userId,
        YeniSifre: NEW_PASSWORD,
      }),
    );
  });

  it('by a reset code sent by SMS', async () => {
    await expectEveryoneOut(async (user) => {
      const ip = nextTestIp();
      const sent = await t.pick(0).app.inject({
        method: 'POST',
        url: `${AUTH_PREFIX}/ResetSmsMobil?userName=${user.username}`,
        remoteAddress: ip,
      });
      expect(sent.statusCode).toBe(200);
      const phone = (
        await t.kysely
          .selectFrom('app_user')
          .select('phone')
          .where('id', '=', user.userId)
          .executeTakeFirstOrThrow()
      ).phone!;
      const res = await t.pick(1).app.inject({
        method: 'POST',
        url: `${AUTH_PREFIX}/ResetPassword`,
        remoteAddress: ip,
        payload: {
          userName: user.username,
          code: await latestSmsCode(t.kysely, phone),
          newPassword: NEW_PASSWORD,
        },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  it('by the person in their own profile: every other session ends, the one they changed it in goes on', async () => {
    await expectEveryoneOut(
      (user) =>
        changeAs(1, user, '/api/v1/General/Kullanici/Update', {
          MevcutSifre: user.password,
          YeniSifre: NEW_PASSWORD,
        }),
      'own',
    );
  });
});
