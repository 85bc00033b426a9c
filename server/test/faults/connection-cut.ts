import { applyRegistration } from '../../src/modules/registrations/registrations.service.js';
import { tradeInput } from '../factories.js';
import { type Answer, call } from './http-client.js';
import {
  CREATE_PATH,
  FAULT_DAY,
  type FaultMarket,
  totalsPath,
  tradeBody,
  tradesOn,
  tradesShown,
} from './market.js';
import type { PgFaultDatabase } from './pg-fault-database.js';
import type { ServerProcess } from './server-process.js';
import { loops, sleep, Tally, timeUntil } from './tally.js';

/** What a connection cut did to the servers. */
export interface CutOutcome {
  tally: Tally;
  /** Server processes that ended by themselves. */
  crashed: number;
  /** A 503 `DATABASE_UNAVAILABLE` asked for in English answered in English. */
  english: boolean;
  /** From the database's return until every server answered right (the outage's write included) and wrote. */
  recoverMs: number | null;
  /** Answers still wrong 5 s after the database's return (each server, both languages). */
  staleAfter: number;
}

/** Sizes of a cut. */
export interface CutOptions {
  readers: number;
  writers: number;
  /** How long the database stays unreachable after the cut. */
  outageMs: number;
  /** How long the servers get to be right again. */
  recoverLimitMs: number;
}

const ENGLISH_UNAVAILABLE = 'The database cannot be reached right now; please try again in a few seconds.';

function pick<T>(list: readonly T[], i: number): T {
  return list[i % list.length]!;
}

/** True when a server's totals of the day hold every trade committed before it was asked. */
async function answersRight(
  server: ServerProcess,
  fault: PgFaultDatabase,
  lang: 'tr' | 'en',
): Promise<boolean> {
  const before = await tradesOn(fault.admin, FAULT_DAY);
  const shown = tradesShown(await call(server.base, 'GET', totalsPath(FAULT_DAY), { lang }));
  return shown !== undefined && shown >= before && shown <= (await tradesOn(fault.admin, FAULT_DAY));
}

/**
 * Cuts every connection of the servers' role during reads and writes, then keeps the database unreachable
 * for `outageMs` while another connection (a superuser's) registers a trade, then lets it back: counts the
 * answers, times the recovery (every server's cached day right again, then a write accepted) and counts
 * the answers still wrong 5 s after the return.
 */
export async function connectionCut(
  fault: PgFaultDatabase,
  servers: readonly ServerProcess[],
  market: FaultMarket,
  options: CutOptions,
): Promise<CutOutcome> {
  const tally = new Tally();
  let english = false;
  for (const server of servers)
    for (let i = 0; i < 2; i += 1) tally.add(await call(server.base, 'GET', totalsPath(FAULT_DAY)));
  let writing = true;
  let reading = true;
  // Numbers of their own for each cut (a bench cuts the same database several times).
  const run = Date.now().toString(36);
  const note = (answer: Answer) => {
    tally.add(answer);
    if (
      answer.code === 'DATABASE_UNAVAILABLE' &&
      (answer.json as { Message?: string })?.Message === ENGLISH_UNAVAILABLE
    )
      english = true;
  };
  const readers = loops(
    options.readers,
    async (loop, round) => {
      const server = pick(servers, loop + round);
      const lang = round % 2 === 0 ? 'tr' : 'en';
      // A cached public day, and a member's own alerts (never cached: the database each time).
      note(await call(server.base, 'GET', totalsPath(FAULT_DAY), { lang }));
      note(
        await call(server.base, 'GET', '/api/v1/Uye/Alarmlar', { token: market.member.defaultToken, lang }),
      );
    },
    () => !reading,
  );
  const writers = loops(
    options.writers,
    async (loop, round) => {
      const body = tradeBody(`CUT-${run}-${loop}-${round}`);
      note(
        await call(pick(servers, loop + round).base, 'POST', CREATE_PATH, {
          token: market.operator.defaultToken,
          body,
          lang: round % 2 ? 'en' : 'tr',
        }),
      );
    },
    () => !writing,
  );
  await sleep(500);
  await fault.cut();
  await sleep(700);
  await fault.block();
  await applyRegistration(
    fault.admin.kysely,
    tradeInput('OUTAGE-1', `${FAULT_DAY} 12:30`, await productId(fault), 1000, '22'),
    new Date(),
  );
  await sleep(options.outageMs);
  writing = false;
  await writers;
  await fault.unblock();
  const back = Date.now();
  // Reads first, without a write that would empty the caches for them: the return alone must.
  const reads = await Promise.all(
    servers.map((server) => timeUntil(() => answersRight(server, fault, 'tr'), options.recoverLimitMs)),
  );
  const writes = await Promise.all(
    servers.map((server) =>
      timeUntil(async () => {
        const body = tradeBody(`BACK-${server.pid}-${Date.now()}`);
        const token = market.operator.defaultToken;
        return tally.add(await call(server.base, 'POST', CREATE_PATH, { token, body })).status === 200;
      }, options.recoverLimitMs),
    ),
  );
  const recoverMs = reads.includes(null) || writes.includes(null) ? null : Date.now() - back;
  reading = false;
  await readers;
  await sleep(Math.max(0, back + 5_000 - Date.now()));
  let staleAfter = 0;
  const truth = await tradesOn(fault.admin, FAULT_DAY);
  for (const server of servers)
    for (const lang of ['tr', 'en'] as const)
      if (tradesShown(tally.add(await call(server.base, 'GET', totalsPath(FAULT_DAY), { lang }))) !== truth)
        staleAfter += 1;
  return {
    tally,
    crashed: servers.filter((s) => s.crashed()).length,
    english,
    recoverMs,
    staleAfter,
  };
}

async function productId(fault: PgFaultDatabase): Promise<number> {
  const row = await fault.admin.kysely
    .selectFrom('catalogue_item')
    .select('id')
    .where('code', '=', 'BUG1A')
    .executeTakeFirstOrThrow();
  return row.id;
}
