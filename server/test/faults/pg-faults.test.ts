import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionCut } from './connection-cut.js';
import { type FaultMarket, seedFaultMarket } from './market.js';
import { createPgFaultDatabase, type PgFaultDatabase } from './pg-fault-database.js';
import { type ServerProcess, startServer } from './server-process.js';

const url = process.env.PG_TEST_URL;

// Three server processes on one PostgreSQL schema, whose role the tests cut off, refuse and make read-only.
describe.skipIf(!url)('server processes on a PostgreSQL that fails', () => {
  let fault: PgFaultDatabase;
  let market: FaultMarket;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    fault = await createPgFaultDatabase(url!);
    market = await seedFaultMarket(fault.admin);
    servers = await Promise.all([0, 1, 2].map(() => startServer(fault.url)));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await fault?.remove();
  });

  it('a connection cut during reads and writes ends no process: 503 DATABASE_UNAVAILABLE in the request’s language, right again within 5 s of the return', async () => {
    const outcome = await connectionCut(fault, servers, market, {
      readers: 4,
      writers: 2,
      outageMs: 1_500,
      recoverLimitMs: 10_000,
    });
    expect(servers.map((s) => (s.crashed() ? s.output() : 'running'))).toEqual([
      'running',
      'running',
      'running',
    ]);
    expect(outcome.tally.serverErrors).toBe(0);
    expect(outcome.tally.count('DATABASE_UNAVAILABLE')).toBeGreaterThan(0);
    expect(outcome.tally.withoutRetryAfter).toBe(0);
    expect(outcome.english).toBe(true);
    expect(outcome.recoverMs).not.toBeNull();
    expect(outcome.recoverMs!).toBeLessThan(5_000);
    expect(outcome.staleAfter).toBe(0);
  }, 90_000);
});
