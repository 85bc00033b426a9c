import { AUTH_PREFIX } from '@bulten/core';
import { expect, it } from 'vitest';
import { nextTestIp } from '../../../test/auth.js';
import { describeWithProcesses, statusCounts } from '../../../test/processes.js';
import { createUser } from '../users/users.service.js';
import { MAX_FAILURES } from './auth.lockout.js';

const RACERS = 40;
// The per-user-name limit of sign-in (10 a minute) answers 429 before the lockout is asked.
const PER_USER_PER_MINUTE = 10;

describeWithProcesses('sign-in lockout raced through three processes', { count: 3 }, (t) => {
  const login = (i: number, KullaniciAdi: string, Sifre: string) =>
    t.pick(i).app.inject({
      method: 'POST',
      url: `${AUTH_PREFIX}/KullaniciGirisYap`,
      remoteAddress: nextTestIp(),
      payload: { KullaniciAdi, Sifre, Source: 'web', RequestId: `race-request-${i}` },
    });

  it.each(['known', 'unknown'])(
    `compares ${MAX_FAILURES} of ${RACERS} simultaneous wrong passwords for a %s user name, then locks it`,
    async (which) => {
      const username = `race-${which}`;
      const password = 'The-Right-Password-1';
      if (which === 'known') await createUser(t.kysely, { username, password, role: 'operator' });
      const answers = await Promise.all(
        Array.from({ length: RACERS }, (_, i) => login(i, username, `wrong-${i}`)),
      );
      // 401: compared and wrong; 423: refused before any comparison; 429: over the per-name rate.
      expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({
        401: MAX_FAILURES,
        423: PER_USER_PER_MINUTE - MAX_FAILURES,
        429: RACERS - PER_USER_PER_MINUTE,
      });
      t.clock.advance(60_000);
      // Locked, even for the right password, whichever process answers; open again after 15 minutes.
      expect((await login(1, username, password)).statusCode).toBe(423);
      t.clock.advance(15 * 60_000);
      expect((await login(2, username, which === 'known' ? password : 'still-wrong')).statusCode).toBe(
        which === 'known' ? 200 : 401,
      );
    },
  );

  it(`lets ${MAX_FAILURES} simultaneous right passwords in, round after round: a success counts no failure`, async () => {
    const username = 'race-right';
    const password = 'The-Right-Password-2';
    await createUser(t.kysely, { username, password, role: 'operator' });
    const answers = [];
    for (let round = 0; round < 3; round += 1) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: MAX_FAILURES }, (_, i) => login(round + i, username, password)),
        )),
      );
      t.clock.advance(60_000);
    }
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({ 200: 3 * MAX_FAILURES });
    const row = await t.kysely
      .selectFrom('app_user')
      .select(['failed_attempts', 'locked_until'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ failed_attempts: 0, locked_until: null });
  });
});
