import { AUTH_PREFIX, MAX_ALERTS_PER_USER } from '@bulten/core';
import type { Db } from '../../src/db/database.js';
import { countOf } from '../../src/db/rows.js';
import { type Answer, call } from './http-client.js';
import type { FaultMarket } from './market.js';
import type { ServerProcess } from './server-process.js';
import { Tally } from './tally.js';

/** One limit raced: how many requests got past it (`passed`) against what it allows (`limit`). */
export interface RaceOutcome {
  name: string;
  limit: number;
  passed: number;
  tally: Tally;
}

/** How many requests each race sends at once. */
export const RACE_WIDTH = 40;

// Each race comes from addresses of its own, so the per-address limits of one never count another's.
const address = (race: number, i: number) => `127.0.${race}.${1 + i}`;

async function race(
  servers: readonly ServerProcess[],
  send: (server: ServerProcess, i: number) => Promise<Answer>,
): Promise<{ answers: Answer[]; tally: Tally }> {
  const tally = new Tally();
  const answers = await Promise.all(
    Array.from({ length: RACE_WIDTH }, (_, i) => send(servers[i % servers.length]!, i)),
  );
  for (const answer of answers) tally.add(answer);
  return { answers, tally };
}

const signIn = (username: string) => ({
  KullaniciAdi: username,
  Sifre: 'a-wrong-password-0123',
  Source: 'web',
  RequestId: `race-${username}-${Date.now()}`,
  UyeKodu: null,
});

const passedWith = (answers: Answer[], code: string) => answers.filter((a) => a.code === code).length;

/**
 * Sends `RACE_WIDTH` requests at once, spread over the servers, against each limit: price alerts of one
 * member (20), wrong lot check codes for one number (5) and from one address (20), wrong passwords of one
 * user (lockout after 5), sign-ins from one address (`SIGN_IN_PER_IP_PER_MINUTE`, default 10). Counts
 * what got past each: stored alerts, codes compared, passwords checked, sign-ins tried.
 */
export async function limitRaces(
  db: Db,
  servers: readonly ServerProcess[],
  market: FaultMarket,
  signInPerIp = 10,
): Promise<RaceOutcome[]> {
  const outcomes: RaceOutcome[] = [];
  await db.kysely.deleteFrom('price_alert').where('user_id', '=', market.member.userId).execute();
  const alerts = await race(servers, (server, i) =>
    call(server.base, 'POST', '/api/v1/Uye/Alarm/Create', {
      token: market.member.defaultToken,
      body: { SinifId: market.classId, Tur: 'USTUNDE', Esik: `${20 + i}` },
    }),
  );
  const stored = await countOf(
    db.kysely.selectFrom('price_alert').where('user_id', '=', market.member.userId),
  );
  outcomes.push({
    name: 'price alerts of one member',
    limit: MAX_ALERTS_PER_USER,
    passed: stored,
    tally: alerts.tally,
  });
  const wrongCode = (server: ServerProcess, no: string, from: string) =>
    call(server.base, 'POST', '/api/v1/LotSorgula', {
      body: { TescilNo: no, KontrolKodu: 'AAAA-AAAA' },
      from,
    });
  const perNumber = await race(servers, (server, i) => wrongCode(server, market.lotNo, address(2, i)));
  outcomes.push({
    name: 'wrong lot codes for one number',
    limit: 5,
    passed: passedWith(perNumber.answers, 'LOT_NOT_FOUND'),
    tally: perNumber.tally,
  });
  const perAddress = await race(servers, (server, i) => wrongCode(server, `YOK-${i}`, address(3, 0)));
  outcomes.push({
    name: 'wrong lot codes from one address',
    limit: 20,
    passed: passedWith(perAddress.answers, 'LOT_NOT_FOUND'),
    tally: perAddress.tally,
  });
  const login = `${AUTH_PREFIX}/KullaniciGirisYap`;
  const target = market.signInUsers.at(-1)!.username;
  const lockout = await race(servers, (server, i) =>
    call(server.base, 'POST', login, { body: signIn(target), from: address(4, i) }),
  );
  outcomes.push({
    name: 'wrong passwords of one user (lockout)',
    limit: 5,
    passed: passedWith(lockout.answers, 'BAD_CREDENTIALS'),
    tally: lockout.tally,
  });
  const perIp = await race(servers, (server, i) =>
    call(server.base, 'POST', login, { body: signIn(`yok.${Date.now()}.${i}`), from: address(5, 0) }),
  );
  outcomes.push({
    name: 'sign-ins from one address',
    limit: signInPerIp,
    passed: perIp.answers.filter((a) => a.status !== 429).length,
    tally: perIp.tally,
  });
  return outcomes;
}
