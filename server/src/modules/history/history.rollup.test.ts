import { combineFigures, parseTradeTime } from '@bulten/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../../test/databases.js';
import { type HistoryData, seedHistoryData } from '../../../test/history-data.js';
import type { Db } from '../../db/database.js';
import { figuresOfStat, statsBetween } from '../figures/figures.repository.js';
import { applyRegistrationBatch } from '../registrations/registrations.service.js';
import { dailyRollup } from './history.rollup.js';

describe.each(testDatabaseFactories())('daily roll-up on $name', (factory: TestDatabaseFactory) => {
  let db: Db;
  let d: HistoryData['cat'];

  beforeAll(async () => {
    db = await factory.open();
    d = (await seedHistoryData(db)).cat;
    // Two products trading at the same instant: the lower registration id is the first trade, the
    // higher the last, as the engine merges them.
    const at = parseTradeTime('2026-03-04 10:00')!;
    await applyRegistrationBatch(db.kysely, [
      {
        registrationNo: 'TIE1',
        tradedAt: at,
        productId: d.redSoft,
        quantityMilli: 1_000_000,
        unitPriceE4: 110_000,
        channel: 'SALON',
      },
      {
        registrationNo: 'TIE2',
        tradedAt: at,
        productId: d.redHard,
        quantityMilli: 1_000_000,
        unitPriceE4: 130_000,
        channel: 'SERBEST',
      },
    ]);
  });
  afterAll(async () => factory.close(db));

  it('gives per day exactly the figures the engine merges from the rows, ties broken by id', async () => {
    const range = { productIds: [d.redHard, d.redSoft], from: '2024-01-01', to: '2026-03-31' };
    const rows = await statsBetween(db.kysely, range);
    const dates = [...new Set(rows.map((r) => r.trade_date))].sort();
    const expected = dates.map((date) => ({
      date,
      figures: combineFigures(rows.filter((r) => r.trade_date === date).map(figuresOfStat)),
    }));
    const rollup = await dailyRollup(db.kysely, range);
    expect(rollup).toEqual(expected);
    const tie = rollup.find((r) => r.date === '2026-03-04')!.figures;
    expect([tie.firstPriceE4, tie.lastPriceE4, tie.firstId < tie.lastId]).toEqual([110_000, 130_000, true]);
  });

  it('keeps to the channels asked', async () => {
    const serbest = await dailyRollup(db.kysely, {
      productIds: [d.redHard],
      channels: ['SERBEST'],
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(serbest.map((r) => [r.date, r.figures.count, r.figures.amountE4])).toEqual([
      ['2026-03-02', 1, 1_220_000 * 10_000],
      ['2026-03-04', 1, 13_000 * 10_000],
    ]);
  });
});
