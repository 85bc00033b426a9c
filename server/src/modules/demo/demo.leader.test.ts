import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabaseFactories } from '../../../test/databases.js';
import type { AppContext } from '../../app-context.js';
import { loadConfig } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { createLocalEventBus } from '../../events/event-bus.js';
import { liveDemoLeader } from './demo.leader.js';

const postgres = sharedTestDatabaseFactories().find((f) => f.name === 'postgres');

describe.skipIf(!postgres)('the live demo leader on PostgreSQL', () => {
  const handles: Db[] = [];
  const contexts: AppContext[] = [];

  beforeAll(async () => {
    const shared = await postgres!.create();
    for (const _ of [0, 1]) {
      const db = shared.open();
      handles.push(db);
      contexts.push({ db, config: loadConfig({}), events: createLocalEventBus(), now: () => new Date() });
    }
  });

  afterAll(async () => {
    for (const db of handles) await db.kysely.destroy();
  });

  it('survives the cut of its lock’s connection (no process ends): one leader after it, on a new connection', async () => {
    const [a, b] = contexts.map(liveDemoLeader);
    expect(await a!.claim()).toBe(true);
    expect(await b!.claim()).toBe(false);
    const name = handles[0]!.pgPool!.options.application_name;
    // The leader's idle connection, as a restart or failover ends it.
    const { rows } = await sql<{ n: number }>`
      select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
      where application_name = ${name} and query like '%pg_try_advisory_lock%'`.execute(handles[1]!.kysely);
    expect(rows[0]?.n).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    // The lock went with the session: whoever claims first leads, the other does not.
    expect(await a!.claim()).toBe(true);
    expect(await b!.claim()).toBe(false);
    await a!.release();
    // The released connection closes in the background: the other process takes the role at its next tick.
    let taken = false;
    for (let i = 0; i < 40 && !taken; i += 1) {
      taken = await b!.claim();
      if (!taken) await new Promise((r) => setTimeout(r, 50));
    }
    expect(taken).toBe(true);
    await b!.release();
  });
});
