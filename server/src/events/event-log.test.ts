import type { LiveEvent } from '@bulten/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabaseFactories } from '../../test/databases.js';
import type { Db } from '../db/database.js';
import { createEventBus } from './create-event-bus.js';
import { createLocalEventBus, type EventBus } from './event-bus.js';
import { pruneEventLog } from './event-log.js';

const trade = (n: number): LiveEvent => ({
  type: 'trade',
  registrationNo: `LOG-${n}`,
  productId: 7,
  tradeDate: '2026-03-02',
});

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for events');
    await new Promise((r) => setTimeout(r, 20));
  }
}

function collect(bus: EventBus): { event: LiveEvent; id?: string }[] {
  const seen: { event: LiveEvent; id?: string }[] = [];
  bus.subscribe((event, id) => seen.push({ event, id }));
  return seen;
}

describe('the local event bus log', () => {
  it('gives ids in order and answers the events after one it keeps, null for one it never gave', async () => {
    const bus = createLocalEventBus(3);
    const seen = collect(bus);
    for (const n of [1, 2, 3, 4, 5]) await bus.publish(trade(n));
    const ids = seen.map((s) => s.id!);
    expect(await bus.since!(ids[2]!)).toEqual([
      { id: ids[3], event: trade(4) },
      { id: ids[4], event: trade(5) },
    ]);
    expect(await bus.since!(ids[4]!)).toEqual([]);
    // It keeps the last 3 events: after the second it still has all, after the first one is gone.
    expect((await bus.since!(ids[1]!))?.map((e) => e.id)).toEqual(ids.slice(2));
    expect(await bus.since!(ids[0]!)).toBeNull();
    expect(await bus.since!('00000000-1')).toBeNull();
    expect(await bus.since!(`${ids[4]!}0`)).toBeNull();
  });
});

const postgres = sharedTestDatabaseFactories().find((f) => f.name === 'postgres');

describe.skipIf(!postgres)('the shared event log on PostgreSQL', () => {
  const channel = `bulten_events_log_${process.pid}`;
  let handles: Db[];
  let a: EventBus;
  let b: EventBus;

  beforeAll(async () => {
    const database = await postgres!.create();
    handles = [database.open(), database.open()];
    a = await createEventBus(handles[0]!, { channel });
    b = await createEventBus(handles[1]!, { channel });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await Promise.all(handles.map((h) => h.kysely.destroy()));
  });

  it('gives an event the same id on every process, and any process replays what came after an id', async () => {
    const onA = collect(a);
    const onB = collect(b);
    await Promise.all([1, 2, 3, 4, 5].map((n) => a.publish(trade(n))));
    await b.publish(trade(6));
    await until(() => onB.length === 6 && onA.length === 6);
    // Ids ascend in the order every process sees the events, and the publisher sees the same ones.
    const idsOnB = onB.map((s) => Number(s.id));
    expect(idsOnB).toEqual([...idsOnB].sort((x, y) => x - y));
    expect(new Set(onA.map((s) => s.id))).toEqual(new Set(onB.map((s) => s.id)));
    const first = onB[0]!.id!;
    expect(await a.since!(first)).toEqual(onB.slice(1).map(({ id, event }) => ({ id, event })));
    expect(await b.since!(onB[5]!.id!)).toEqual([]);
    // Streams coming back at once after the same id share one answer.
    const [x, y] = await Promise.all([b.since!(first), b.since!(first)]);
    expect(x).toBe(y);
    expect(await b.since!(String(Number(onB[5]!.id) + 10))).toBeNull();
    expect(await b.since!('not-an-id')).toBeNull();
  });

  it('prunes events older than it keeps, never the newest, and then does not know the ids before', async () => {
    const onB = collect(b);
    await a.publish(trade(7));
    await until(() => onB.length === 1);
    const last = onB[0]!.id!;
    await pruneEventLog(handles[0]!.pgPool!, 0, Date.now() + 1_000);
    expect(await b.since!(last)).toEqual([]);
    expect(await b.since!(String(Number(last) - 2))).toBeNull();
  });
});
