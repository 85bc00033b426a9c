import { type LiveEvent, parseTradeTime } from '@bulten/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../../test/databases.js';
import { captureLogger } from '../../../test/logger.js';
import type { AppContext } from '../../app-context.js';
import { loadConfig } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { rowWhere } from '../../db/rows.js';
import { createLocalEventBus } from '../../events/event-bus.js';
import { inSession } from './demo.live.js';
import { seedDemo, startLiveDemo } from './demo.service.js';

const config = loadConfig({});
const WEDNESDAY_11 = parseTradeTime('2026-11-18 11:00')!;
const SUNDAY_11 = parseTradeTime('2026-11-22 11:00')!;

describe('session hours of the live demo', () => {
  it('is open on a weekday from the open to just before the close, in Istanbul time', () => {
    expect(inSession(config, parseTradeTime('2026-11-18 09:29')!)).toBe(false);
    expect(inSession(config, parseTradeTime('2026-11-18 09:30')!)).toBe(true);
    expect(inSession(config, parseTradeTime('2026-11-18 17:29:59')!)).toBe(true);
    expect(inSession(config, parseTradeTime('2026-11-18 17:30')!)).toBe(false);
    expect(inSession(config, SUNDAY_11)).toBe(false);
    expect(inSession(config, parseTradeTime('2026-10-29 11:00')!)).toBe(false); // Republic Day
  });
});

describe.each(testDatabaseFactories())('live demo on $name', (factory: TestDatabaseFactory) => {
  let db: Db;

  beforeAll(async () => {
    db = await factory.open();
    await seedDemo(db, { seed: 1, years: 0.02, today: '2026-11-18', config, now: WEDNESDAY_11 });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => factory.close(db));

  const context = (now: Date): AppContext => ({ db, config, events: createLocalEventBus(), now: () => now });
  const registrations = () =>
    db.kysely.selectFrom('registration').selectAll().orderBy('registration_no').execute();

  it('registers a hall trade within 8 seconds during the session and publishes it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const ctx = context(WEDNESDAY_11);
    const before = await registrations();
    const lastToday = before.filter((r) => r.trade_date === '2026-11-18').at(-1)!;
    const published = new Promise<LiveEvent>((resolve) => ctx.events.subscribe(resolve));
    const { log, lines } = captureLogger();
    const stop = startLiveDemo(ctx, log);
    await vi.advanceTimersByTimeAsync(8000);
    const event = await published;
    stop();
    const expectedNo = `D20261118${String(Number(lastToday.registration_no.slice(9)) + 1).padStart(5, '0')}`;
    expect(event).toEqual({
      type: 'trade',
      registrationNo: expectedNo,
      productId: expect.any(Number),
      tradeDate: '2026-11-18',
    });
    const row = (await registrations()).find((r) => r.registration_no === expectedNo)!;
    expect(row).toMatchObject({
      traded_at: WEDNESDAY_11.toISOString(),
      status: 'AKTIF',
      product_id: event.type === 'trade' ? event.productId : -1,
    });
    expect(['SALON', 'CANLI_HAYVAN']).toContain(row.channel);
    if (row.channel === 'SALON') expect(row.protein_e2 === null && row.moisture_e2 === null).toBe(false);
    const stat = (await rowWhere(db.kysely, 'daily_stat', {
      trade_date: '2026-11-18',
      product_id: row.product_id,
      channel: row.channel,
    }))!;
    expect(stat.last_id).toBe(row.id);
    expect(lines.filter((l) => l.level === 'warn')).toEqual([]);
  });

  it('does nothing on a Sunday', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const ctx = context(SUNDAY_11);
    const events: LiveEvent[] = [];
    ctx.events.subscribe((e) => events.push(e));
    const before = await registrations();
    const { log } = captureLogger();
    const stop = startLiveDemo(ctx, log);
    await vi.advanceTimersByTimeAsync(60_000);
    stop();
    expect(events).toEqual([]);
    expect(await registrations()).toEqual(before);
  });

  it('stops: no trade after the stop function ran', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const ctx = context(WEDNESDAY_11);
    const before = await registrations();
    const { log } = captureLogger();
    const stop = startLiveDemo(ctx, log);
    stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await registrations()).toEqual(before);
  });
});
