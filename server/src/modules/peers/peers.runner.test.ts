import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/app.js';
import { type SharedTestDatabase, sharedTestDatabaseFactories } from '../../../test/databases.js';
import { type FakeAlphaPeer, insertFakePeer, startFakeAlphaPeer } from '../../../test/fake-peer.js';
import { captureLogger } from '../../../test/logger.js';
import { loadConfig } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { createLocalEventBus } from '../../events/event-bus.js';
import { backfillPeer } from './peers.backfill.js';
import { peerLeases } from './peers.lease.js';
import type { PeerEnv } from './peers.read.js';
import { readDuePeers, startPeerReader } from './peers.runner.js';

const DAYS = ['2026-03-02', '2026-03-03', '2026-03-04'];
const row = { group: 'BUĞDAY', name: 'ARPA', minE4: 90_000, maxE4: 90_000, avgE4: 90_000, kg: 1_000 };
const dayOf = (path: string) => path.split('/').at(-1);

describe.each(sharedTestDatabaseFactories())('reading peers one process at a time on $name', (factory) => {
  let shared: SharedTestDatabase;
  let fake: FakeAlphaPeer;
  let one: Db;
  let two: Db;
  let peerId: number;
  // Wednesday 4 March 2026, 08:00 in Istanbul: before the session.
  const clock = testClock(new Date('2026-03-04T05:00:00.000Z'));
  const config = loadConfig({});
  const env = (db: Db): PeerEnv => ({ db: db.kysely, config, now: () => clock.now() });
  const asked = () => fake.requests.map(dayOf);

  beforeAll(async () => {
    shared = await factory.create();
    one = shared.open();
    two = shared.open();
    fake = await startFakeAlphaPeer();
    for (const day of DAYS) fake.days.set(day, [row]);
    peerId = await insertFakePeer(one.kysely, fake, clock.now());
  });
  afterAll(async () => {
    await fake?.close();
    await one?.kysely.destroy();
    await two?.kysely.destroy();
    shared?.remove();
  });

  it('reads each due day once when two processes look at the same time', async () => {
    const [a, b] = await Promise.all([
      readDuePeers(env(one), peerLeases(one.kysely, clock.now)),
      readDuePeers(env(two), peerLeases(two.kysely, clock.now)),
    ]);
    // Before the session only the previous weekday is due; one of the two read it, the other nothing.
    expect(asked()).toEqual(['2026-03-03']);
    expect([...a.values(), ...b.values()].flat().map((o) => o.ok)).toEqual([true]);
  });

  it('leaves a peer alone while another process holds its lease', async () => {
    clock.set('2026-03-04T07:00:00.000Z');
    fake.setMode('hang');
    const first = readDuePeers(env(one), peerLeases(one.kysely, clock.now));
    await fake.held();
    const second = await readDuePeers(env(two), peerLeases(two.kysely, clock.now));
    expect(second.size).toBe(0);
    fake.setMode('ok');
    fake.release();
    expect([...(await first).values()].flat().map((o) => [o.day, o.ok])).toEqual([['2026-03-04', true]]);
    expect(asked()).toEqual(['2026-03-03', '2026-03-04']);
  });

  it('reads today every few minutes during the session, once after the close, and backs off after failures', async () => {
    const at = async (iso: string) => {
      clock.set(iso);
      await readDuePeers(env(one), peerLeases(one.kysely, clock.now));
      return asked().length;
    };
    const before = asked().length;
    // 10:00 read; 10:04 not yet due; 10:05 due (every 5 minutes).
    expect(await at('2026-03-04T07:04:00.000Z')).toBe(before);
    expect(await at('2026-03-04T07:05:00.000Z')).toBe(before + 1);
    // A failure at 10:10 leaves it alone for a minute, then two after the next one.
    fake.failing.add('2026-03-04');
    expect(await at('2026-03-04T07:10:00.000Z')).toBe(before + 2);
    expect(await at('2026-03-04T07:10:59.000Z')).toBe(before + 2);
    expect(await at('2026-03-04T07:11:00.000Z')).toBe(before + 3);
    expect(await at('2026-03-04T07:12:59.000Z')).toBe(before + 3);
    fake.failing.clear();
    expect(await at('2026-03-04T07:13:00.000Z')).toBe(before + 4);
    // 17:45: the session closed at 17:30 but the day settles at 18:00; from then one last read.
    expect(await at('2026-03-04T14:45:00.000Z')).toBe(before + 5);
    expect(await at('2026-03-04T15:00:00.000Z')).toBe(before + 6);
    expect(await at('2026-03-04T15:30:00.000Z')).toBe(before + 6);
    const day = await one.kysely
      .selectFrom('peer_day')
      .selectAll()
      .where('day', '=', '2026-03-04')
      .executeTakeFirst();
    expect(day).toMatchObject({ final: 1, row_count: 1, fetched_at: '2026-03-04T15:00:00.000Z' });
  });

  it('backfills a range politely, stops on a day that keeps failing, and resumes there', async () => {
    await one.kysely.deleteFrom('peer_day').execute();
    await one.kysely.deleteFrom('peer_figure').execute();
    fake.requests.length = 0;
    fake.failing.add('2026-03-03');
    const waits: number[] = [];
    const pace = { perSecond: 2, sleep: async (ms: number) => void waits.push(ms) };
    const range = { from: DAYS[0]!, to: DAYS[2]! };
    // The first process backfills the three days, at the pace above.
    const backfillFromOne = () =>
      backfillPeer(env(one), peerLeases(one.kysely, clock.now), { id: peerId }, range, pace);
    const first = await backfillFromOne();
    expect(first.resumeFrom).toBe('2026-03-03');
    // 2 requests a second: 500 ms before the next day; a failing day tried 3 times (after 1 s and 2 s).
    expect(asked()).toEqual(['2026-03-02', '2026-03-03', '2026-03-03', '2026-03-03']);
    expect(waits).toEqual([500, 1000, 2000]);
    fake.failing.clear();
    waits.length = 0;
    fake.requests.length = 0;
    const busy = peerLeases(two.kysely, clock.now);
    expect(await busy.claim(peerId)).toBe(true);
    const refused = await backfillFromOne();
    expect(refused).toMatchObject({ busy: true, read: [] });
    await busy.release(peerId);
    const second = await backfillFromOne();
    expect(second).toMatchObject({ skipped: 1, resumeFrom: null });
    expect(asked()).toEqual(['2026-03-03', '2026-03-04']);
    expect(waits).toEqual([500]);
    const stored = await one.kysely.selectFrom('peer_day').select(['day', 'final']).orderBy('day').execute();
    expect(stored).toEqual([
      { day: '2026-03-02', final: 1 },
      { day: '2026-03-03', final: 1 },
      { day: '2026-03-04', final: 1 },
    ]);
  });
});

describe('the background reader', () => {
  it('reads what is due by itself and, stopped, ends a read under way without calling the peer stale', async () => {
    const [factory] = sharedTestDatabaseFactories();
    const shared = await factory!.create();
    const db = shared.open();
    const fake = await startFakeAlphaPeer();
    const clock = testClock(new Date('2026-03-04T05:00:00.000Z'));
    const ctx = { db, config: loadConfig({}), events: createLocalEventBus(), now: () => clock.now() };
    const id = await insertFakePeer(db.kysely, fake, clock.now());
    const { log } = captureLogger();
    try {
      fake.setMode('hang');
      const stop = startPeerReader(ctx, log, { firstMs: 0, everyMs: 10 });
      await fake.held();
      await stop();
      expect(fake.requests.map(dayOf)).toEqual(['2026-03-03']);
      const peer = await db.kysely
        .selectFrom('peer')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(peer).toMatchObject({ stale_reason: null, failures: 0, last_attempt_at: null });
      fake.setMode('ok');
      fake.release();
      const again = startPeerReader(ctx, log, { firstMs: 0, everyMs: 10 });
      for (
        let i = 0;
        i < 500 && (await db.kysely.selectFrom('peer_day').selectAll().execute()).length === 0;
        i += 1
      )
        await new Promise((resolve) => setTimeout(resolve, 10));
      await again();
      const days = await db.kysely.selectFrom('peer_day').select(['day', 'final']).execute();
      expect(days).toEqual([{ day: '2026-03-03', final: 1 }]);
      // Read once: nothing else is due before the session, however many ticks passed.
      expect(fake.requests.map(dayOf)).toEqual(['2026-03-03', '2026-03-03']);
    } finally {
      await fake.close();
      await db.kysely.destroy();
      shared.remove();
    }
  });
});
