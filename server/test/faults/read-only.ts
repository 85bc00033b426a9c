import { AUTH_PREFIX, addDays } from '@bulten/core';
import { type Answer, call } from './http-client.js';
import { CREATE_PATH, FAULT_DAY, type FaultMarket, totalsPath, tradeBody } from './market.js';
import type { ServerProcess } from './server-process.js';
import { Tally, timeUntil } from './tally.js';

/** What a database that turned read-only did to the servers, and how they came back. */
export interface ReadOnlyOutcome {
  tally: Tally;
  crashed: number;
  /** Writes and sign-ins answered 503 `DATABASE_READ_ONLY` (of `refusable`). */
  refused: number;
  refusable: number;
  /** Reads answered 200 (of `reads`): public days, kept and not, and a member's own data. */
  served: number;
  reads: number;
  /** Liveness answered 200 on every server. */
  alive: boolean;
  /** Readiness answers: 503 `DATABASE_READ_ONLY` with a reason, on every server. */
  notReady: number;
  /** The reason readiness gave. */
  reason: string | undefined;
  /** From the database taking writes again until every server wrote and was ready again. */
  recoverMs: number | null;
}

/** How the database is made read-only and writable again; `readOnly` answers the servers to use meanwhile. */
export interface ReadOnlyFault {
  readOnly(): Promise<readonly ServerProcess[]>;
  writable(): Promise<void>;
}

const signInBody = (user: { username: string; password: string }) => ({
  KullaniciAdi: user.username,
  Sifre: user.password,
  Source: 'web',
  RequestId: `ro-${user.username}-${Date.now()}`,
  UyeKodu: null,
});

async function duringReadOnly(server: ServerProcess, market: FaultMarket, tally: Tally, i: number) {
  const token = market.operator.defaultToken;
  const refusals: Answer[] = [
    await call(server.base, 'POST', CREATE_PATH, {
      token,
      body: tradeBody(`RO-${server.pid}-${i}`),
      lang: 'en',
    }),
    await call(server.base, 'POST', `${AUTH_PREFIX}/KullaniciGirisYap`, {
      body: signInBody(market.signInUsers[i % market.signInUsers.length]!),
      from: `127.0.${10 + i}.1`,
    }),
  ];
  // A day it read before, and one it has not (not in any cache: from the database).
  const reads = [totalsPath(FAULT_DAY), totalsPath(addDays(FAULT_DAY, -7 - i))];
  const served: Answer[] = [];
  for (const path of reads) served.push(tally.add(await call(server.base, 'GET', path)));
  // A signed-in member's own data: reading it writes nothing either.
  const own = await call(server.base, 'GET', '/api/v1/Uye/Alarmlar', { token: market.member.defaultToken });
  served.push(tally.add(own));
  return {
    refused: refusals
      .map((a) => tally.add(a))
      .filter((a) => a.status === 503 && a.code === 'DATABASE_READ_ONLY'),
    served: served.filter((a) => a.status === 200).length,
    alive: (await call(server.base, 'GET', '/api/health')).status === 200,
    ready: tally.add(await call(server.base, 'GET', '/api/health/ready')),
  };
}

/**
 * Turns the database read-only (`fault.readOnly`), then on every server: a write and a sign-in (both
 * refused with 503 `DATABASE_READ_ONLY`), a read kept, a read from the database and a member's own data
 * (served), liveness (up)
 * and readiness (503 with the reason). Then makes it writable and times every server's first accepted
 * write and readiness.
 */
export async function readOnlyAndBack(
  fault: ReadOnlyFault,
  market: FaultMarket,
  recoverLimitMs: number,
): Promise<ReadOnlyOutcome & { servers: readonly ServerProcess[] }> {
  const tally = new Tally();
  const servers = await fault.readOnly();
  for (const server of servers) tally.add(await call(server.base, 'GET', totalsPath(FAULT_DAY)));
  const seen = await Promise.all(servers.map((server, i) => duringReadOnly(server, market, tally, i)));
  const readyAnswers = seen.map((s) => s.ready);
  await fault.writable();
  const back = Date.now();
  const recovered = await Promise.all(
    servers.map((server) =>
      timeUntil(async () => {
        const token = market.operator.defaultToken;
        const body = tradeBody(`RW-${server.pid}-${Date.now()}`);
        if (tally.add(await call(server.base, 'POST', CREATE_PATH, { token, body })).status !== 200)
          return false;
        return tally.add(await call(server.base, 'GET', '/api/health/ready')).status === 200;
      }, recoverLimitMs),
    ),
  );
  const details = (readyAnswers[0]?.json as { error?: { details?: string[] } } | null)?.error?.details;
  return {
    servers,
    tally,
    crashed: servers.filter((s) => s.crashed()).length,
    refused: seen.reduce((n, s) => n + s.refused.length, 0),
    refusable: servers.length * 2,
    served: seen.reduce((n, s) => n + s.served, 0),
    reads: servers.length * 3,
    alive: seen.every((s) => s.alive),
    notReady: readyAnswers.filter((a) => a.status === 503 && a.code === 'DATABASE_READ_ONLY').length,
    reason: details?.[0],
    recoverMs: recovered.includes(null) ? null : Date.now() - back,
  };
}
