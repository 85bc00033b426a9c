import type { LiveEvent } from '@bulten/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { createEventBus } from './create-event-bus.js';
import type { EventBus } from './event-bus.js';
import { createPgEventBus, LISTENER_NAME, notifiable } from './pg-event-bus.js';

const url = process.env.PG_TEST_URL;

function collect(bus: EventBus): LiveEvent[] {
  const seen: LiveEvent[] = [];
  bus.subscribe((event) => seen.push(event));
  return seen;
}

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for events');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('notifiable', () => {
  it('splits a long figures event into parts that keep every date in order', () => {
    const dates = Array.from({ length: 1_000 }, (_, i) => `2020-01-${String(i).padStart(4, '0')}`);
    const parts = notifiable({ type: 'figures', dates });
    expect(parts).toHaveLength(3);
    expect(parts.flatMap((p) => (p.type === 'figures' ? p.dates : []))).toEqual(dates);
    expect(notifiable({ type: 'ticker' })).toEqual([{ type: 'ticker' }]);
  });
});

describe.skipIf(!url)('PostgreSQL event bus', () => {
  const channel = `bulten_events_test_${process.pid}`;
  let pools: pg.Pool[];
  let a: EventBus;
  let b: EventBus;

  beforeAll(async () => {
    pools = [
      new pg.Pool({ connectionString: url, application_name: `bus-test-a-${process.pid}` }),
      new pg.Pool({ connectionString: url }),
    ];
    a = await createPgEventBus(pools[0]!, { channel, reconnectMinMs: 50 });
    b = await createPgEventBus(pools[1]!, { channel, reconnectMinMs: 50 });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await Promise.all(pools.map((p) => p.end()));
  });

  it('fans an event published in one process out to the other, and to its own subscribers once', async () => {
    const onA = collect(a);
    const onB = collect(b);
    const trade: LiveEvent = { type: 'trade', registrationNo: 'PG-1', productId: 7, tradeDate: '2026-03-02' };
    await a.publish(trade);
    await until(() => onB.length > 0);
    await new Promise((r) => setTimeout(r, 100));
    expect(onB).toEqual([trade]);
    expect(onA).toEqual([trade]);
  });

  it('carries a figures event with more dates than one NOTIFY holds', async () => {
    const onB = collect(b);
    const dates = Array.from({ length: 900 }, (_, i) => `2024-01-01+${i}`);
    await a.publish({ type: 'figures', dates });
    await until(() => onB.flatMap((e) => (e.type === 'figures' ? e.dates : [])).length === 900);
    expect(onB.flatMap((e) => (e.type === 'figures' ? e.dates : []))).toEqual(dates);
  });

  it('hears a figures event that repeats its transaction’s announcement once', async () => {
    const onB = collect(b);
    const announced = (dates: string[]) =>
      pools[0]!.query('select pg_notify($1, $2)', [
        channel,
        JSON.stringify({ o: `bus-test-a-${process.pid}`, t: true, e: { type: 'figures', dates } }),
      ]);
    await announced(['2026-03-02']);
    await a.publish({ type: 'figures', dates: ['2026-03-02'] });
    // Another change: the announcement and a different publication are both heard.
    await announced(['2026-03-03']);
    await a.publish({ type: 'figures', dates: ['2026-03-04'] });
    await a.publish({ type: 'ticker' });
    await until(() => onB.some((e) => e.type === 'ticker'));
    expect(onB).toEqual([
      { type: 'figures', dates: ['2026-03-02'] },
      { type: 'figures', dates: ['2026-03-03'] },
      { type: 'figures', dates: ['2026-03-04'] },
      { type: 'ticker' },
    ]);
  });

  it('delivers a session transition once although every process announces it', async () => {
    const onB = collect(b);
    const open: LiveEvent = { type: 'session', state: 'open', date: '2026-03-02' };
    await a.publish(open);
    await b.publish(open);
    await b.publish({ type: 'ticker' });
    await until(() => onB.some((e) => e.type === 'ticker'));
    expect(onB).toEqual([open, { type: 'ticker' }]);
  });

  it('reconnects after its listening connection is killed and tells subscribers to drop caches', async () => {
    const onB = collect(b);
    await pools[0]!.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and query ilike $2',
      [LISTENER_NAME, `%${channel}%`],
    );
    await until(() => onB.some((e) => e.type === 'figures' && e.dates.length === 0));
    await a.publish({ type: 'ticker' });
    await until(() => onB.some((e) => e.type === 'ticker'));
  });

  it('is what createEventBus picks for a PostgreSQL database', async () => {
    const db = openDatabase(url);
    const bus = await createEventBus(db, { channel });
    const onB = collect(b);
    await bus.publish({ type: 'ticker' });
    await until(() => onB.length > 0);
    expect(onB).toEqual([{ type: 'ticker' }]);
    await bus.close();
    await db.kysely.destroy();
  });
});
