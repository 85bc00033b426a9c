import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../../test/databases.js';
import { tradeInput } from '../../../test/factories.js';
import { type HistoryData, historyContext, seedHistoryData } from '../../../test/history-data.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { applyRegistration } from '../registrations/registrations.service.js';
import { forgetMemos, rememberedRollup } from './figures.memo.js';
import * as rollup from './figures.sql-rollup.js';

describe.each(testDatabaseFactories())('remembered days on $name', (factory: TestDatabaseFactory) => {
  let db: Db;
  let ctx: AppContext;
  let d: HistoryData['cat'];
  const wheat = () => ({ productIds: [d.redHard, d.redSoft] });
  const range = { from: '2024-01-01', to: '2026-03-06' };
  const fresh = () => rollup.dailyRollup(db.kysely, { ...wheat(), ...range });

  beforeAll(async () => {
    db = await factory.open();
    d = (await seedHistoryData(db)).cat;
    ctx = historyContext(db);
  });
  beforeEach(() => forgetMemos(db));
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => factory.close(db));

  it('answers like the database, and afterwards reads only today', async () => {
    expect(await rememberedRollup(ctx, wheat(), range)).toEqual(await fresh());
    const spy = vi.spyOn(rollup, 'dailyRollup');
    await rememberedRollup(ctx, wheat(), range);
    expect(spy.mock.calls.map((c) => [c[1].from, c[1].to])).toEqual([['2026-03-06', '2026-03-06']]);
    spy.mockRestore();
  });

  it('reads a changed day again after its event, and keeps days of other products', async () => {
    await rememberedRollup(ctx, wheat(), range);
    await applyRegistration(db.kysely, tradeInput('M1', '2025-03-03 15:00', d.redSoft, 1000, '10'));
    // Unannounced, the memo still has the old day; the trade event moves it back to that day.
    const before = await rememberedRollup(ctx, wheat(), range);
    expect(before.find((r) => r.date === '2025-03-03')?.figures.count).toBe(1);
    await ctx.events.publish({
      type: 'trade',
      registrationNo: 'M1',
      productId: d.redSoft,
      tradeDate: '2025-03-03',
    });
    const spy = vi.spyOn(rollup, 'dailyRollup');
    expect(await rememberedRollup(ctx, wheat(), range)).toEqual(await fresh());
    expect(spy.mock.calls[0]?.[1].from).toBe('2025-03-03');
    spy.mockRestore();
    await ctx.events.publish({
      type: 'cancel',
      registrationNo: 'X',
      productId: d.cattle,
      tradeDate: '2024-02-28',
    });
    const other = vi.spyOn(rollup, 'dailyRollup');
    await rememberedRollup(ctx, wheat(), range);
    expect(other.mock.calls[0]?.[1].from).toBe('2025-03-03');
    other.mockRestore();
  });

  it('widens for an earlier start; after a figures event without dates reads again from the day another process changed', async () => {
    await rememberedRollup(ctx, wheat(), { from: '2026-01-01', to: '2026-03-06' });
    const spy = vi.spyOn(rollup, 'dailyRollup');
    await rememberedRollup(ctx, wheat(), range);
    expect(spy.mock.calls[0]?.[1]).toMatchObject({ from: '2024-01-01', to: '2026-03-05' });
    spy.mockClear();
    // Nothing written since: the memo stands, only today is read.
    await ctx.events.publish({ type: 'figures', dates: [] });
    await rememberedRollup(ctx, wheat(), range);
    expect(spy.mock.calls.map((c) => [c[1].from, c[1].to])).toEqual([['2026-03-06', '2026-03-06']]);
    spy.mockClear();
    // Another process registers on 2025-06-02 (of barley: no figure of wheat changes) and on 2024-11-04,
    // and tells only that something changed.
    for (const [no, at, productId] of [
      ['P1', '2025-06-02 11:00', d.feedBarley],
      ['P2', '2024-11-04 11:00', d.redHard],
    ] as const) {
      await applyRegistration(db.kysely, tradeInput(no, at, productId, 2000, '15', { channel: 'SERBEST' }));
    }
    expect(await rememberedRollup(ctx, wheat(), range)).not.toEqual(await fresh());
    spy.mockClear();
    await ctx.events.publish({ type: 'figures', dates: [] });
    expect(await rememberedRollup(ctx, wheat(), range)).toEqual(await fresh());
    expect(spy.mock.calls[0]?.[1]).toMatchObject({ from: '2024-11-04', to: '2026-03-06' });
    spy.mockRestore();
  });

  it('does not keep days read while an event came in', async () => {
    const real = rollup.dailyRollup;
    const spy = vi.spyOn(rollup, 'dailyRollup').mockImplementation(async (...args) => {
      const days = await real(...args);
      await ctx.events.publish({ type: 'figures', dates: ['2026-03-02'] });
      return days;
    });
    await rememberedRollup(ctx, wheat(), range);
    spy.mockRestore();
    const again = vi.spyOn(rollup, 'dailyRollup');
    await rememberedRollup(ctx, wheat(), range);
    expect(again.mock.calls[0]?.[1]).toMatchObject({ from: '2024-01-01', to: '2026-03-05' });
    again.mockRestore();
  });
});
