import { type Channel, combineFigures, parseScaled, parseTradeTime } from '@bulten/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../../test/databases.js';
import { addRedTonProduct } from '../../../test/factories.js';
import { type HistoryData, historyContext, seedHistoryData } from '../../../test/history-data.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { type Catalogue, getCatalogue } from '../catalogue/catalogue.cache.js';
import { applyRegistrationBatch } from '../registrations/registrations.service.js';
import { forgetMemos } from './figures.memo.js';
import { nodeUnit } from './figures.nodes.js';
import { figuresOfStat, statsBetween } from './figures.repository.js';
import { dayPoint, indexStats, nodeFigures } from './figures.rollup.js';
import { nodeSeriesBetween, rollupSelection } from './figures.series.js';
import { dailyRollup } from './figures.sql-rollup.js';

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
    const expected = dates.map((date) =>
      dayPoint(date, combineFigures(rows.filter((r) => r.trade_date === date).map(figuresOfStat))!),
    );
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

describe.each(testDatabaseFactories())(
  'the database roll-up equals the TypeScript roll-up on $name',
  (factory: TestDatabaseFactory) => {
    let db: Db;
    let ctx: AppContext;
    let d: HistoryData['cat'];
    let redTon: number;
    let catalogue: Catalogue;

    beforeAll(async () => {
      db = await factory.open();
      d = (await seedHistoryData(db)).cat;
      // A TON product in the red class, so the class and the wheat group mix KG and TON (given in KG).
      // Its prices are not whole kuruş per kg: 20 684.55 TL/t = 20.68455 TL/kg → 20.6846 (half away).
      redTon = await addRedTonProduct(db.kysely, d.redClass);
      const ton = (no: string, time: string, tons: number, price: string, channel: Channel = 'SALON') => ({
        registrationNo: no,
        tradedAt: parseTradeTime(time)!,
        productId: redTon,
        quantityMilli: tons * 1000,
        unitPriceE4: parseScaled(price, 4)!,
        channel,
      });
      await applyRegistrationBatch(db.kysely, [
        ton('T1', '2025-03-03 09:00', 3, '9999.99'),
        // Earlier than every kg trade of the day (first), and the highest price per kg.
        ton('T2', '2026-03-02 09:00', 2, '20684.55'),
        ton('T3', '2026-03-02 12:00', 5, '11000.05', 'SERBEST'),
        // The last trade of 3 March, tied in time with nothing; the lowest price per kg of the day.
        ton('T4', '2026-03-03 16:00', 1, '8123.45'),
        ton('T5', '2026-03-04 10:00', 4, '12345.65', 'SERBEST'),
      ]);
      ctx = historyContext(db);
      catalogue = await getCatalogue(ctx);
    });
    afterAll(async () => factory.close(db));

    /** The TypeScript path: every statistics row of the range, rolled up per day by `nodeFigures`. */
    async function inTypeScript(nodeId: number, channels?: readonly Channel[]) {
      const node = catalogue.nodes.get(nodeId)!;
      const rows = await statsBetween(db.kysely, { ...RANGE, productIds: node.productIds, channels });
      const index = indexStats(rows);
      return [...index.keys()].sort().map((date) => {
        return dayPoint(date, nodeFigures(catalogue, node, nodeUnit(catalogue, node), index.get(date))!);
      });
    }

    const RANGE = { from: '2024-01-01', to: '2026-03-31' };
    const nodes = () => ({
      'wheat group (KG and TON)': d.wheatGroup,
      'red class (KG and TON)': d.redClass,
      'TON product': redTon,
      'KG product': d.redHard,
      'live-animal group (heads, live weight)': d.animalGroup,
      'live-animal product': d.cattle,
    });
    const channelSets: Array<readonly Channel[] | undefined> = [
      undefined,
      ['SALON'],
      ['SERBEST', 'CANLI_HAYVAN'],
    ];

    it('gives the same days for every node and channel set', async () => {
      let compared = 0;
      for (const [name, id] of Object.entries(nodes())) {
        for (const channels of channelSets) {
          const node = catalogue.nodes.get(id)!;
          const expected = await inTypeScript(id, channels);
          const sql = await dailyRollup(db.kysely, {
            ...rollupSelection(catalogue, node, channels),
            ...RANGE,
          });
          expect(
            sql.map((r) => dayPoint(r.date, r.figures)),
            `${name} ${channels}`,
          ).toEqual(expected);
          forgetMemos(db);
          expect(await nodeSeriesBetween(ctx, catalogue, node, RANGE, channels)).toEqual(expected);
          compared += expected.length;
        }
      }
      expect(compared).toBeGreaterThan(40);
    });

    it('converts the TON product into the class’s kg figures exactly', async () => {
      // 2 March, both channels: redHard H4 10 000 kg @ 12, H5 30 000 @ 12.5, H6 100 000 @ 12.2 (SERBEST);
      // redSoft H7 5 000 @ 11; T2 2 t @ 20 684.55 TL/t = 2 000 kg @ 20.6846, T3 5 t @ 11 000.05 = 5 000 kg @
      // 11.0001 (SERBEST). Quantity 152 000 kg; amount 120 000 + 375 000 + 1 220 000 + 55 000 + 41 369.1
      // + 55 000.25 = 1 866 369.35 TL; average 12.27874… → 12.2787; min 11 (H7), max 20.6846 (T2), first T2
      // (09:00); last T3: H6 and T3 both at 12:00, and T3 has the higher id (registered later), 11.00005 →
      // 11.0001.
      const days = await nodeSeriesBetween(ctx, catalogue, catalogue.nodes.get(d.redClass)!, {
        from: '2026-03-02',
        to: '2026-03-02',
      });
      expect(days).toHaveLength(1);
      expect(days[0]).toMatchObject({
        averageE4: 122_787,
        figures: {
          quantityMilli: 152_000_000,
          amountE4: 18_663_693_500,
          minPriceE4: 110_000,
          maxPriceE4: 206_846,
          firstPriceE4: 206_846,
          lastPriceE4: 110_001,
        },
      });
    });
  },
);
