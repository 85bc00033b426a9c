import { parseTradeTime } from '@bulten/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../../test/databases.js';
import { createTinyCatalogue, type TinyCatalogue } from '../../../test/factories.js';
import type { Db } from '../../db/database.js';
import {
  applyRegistration,
  applyRegistrationBatch,
  type RegistrationInput,
} from '../registrations/registrations.service.js';
import { rebuildAllStats } from './stats.repository.js';
import { dayFigures, figuresOn } from './stats.service.js';

const at = (text: string) => parseTradeTime(text)!;

function trade(
  no: string,
  time: string,
  productId: number,
  kg: number,
  price: string,
  more: Partial<RegistrationInput> = {},
) {
  const [whole, fraction = ''] = price.split('.');
  return {
    registrationNo: no,
    tradedAt: at(time),
    productId,
    quantityMilli: kg * 1000,
    unitPriceE4: Number(whole + fraction.padEnd(4, '0')),
    channel: 'SALON',
    ...more,
  } satisfies RegistrationInput;
}

describe.each(testDatabaseFactories())('bulletin engine on $name', (factory: TestDatabaseFactory) => {
  let db: Db;
  let cat: TinyCatalogue;

  beforeAll(async () => {
    db = await factory.open();
    cat = await createTinyCatalogue(db.kysely);
    const k = db.kysely;
    await applyRegistration(k, trade('T7', '2025-03-03 14:00', cat.redHard, 1000, '8'));
    await applyRegistrationBatch(k, [
      trade('T1', '2026-03-02 09:00', cat.redHard, 10_000, '10.5'),
      trade('T2', '2026-03-02 23:59', cat.redHard, 5_000, '11.25', { channel: 'SERBEST' }),
      trade('T3', '2026-03-03 00:01', cat.redHard, 3_000, '12'),
      trade('T4', '2026-03-02 10:00', cat.redHard, 2_000, '9.9'),
      trade('T5', '2026-03-02 11:00', cat.redHard, 4_000, '10'),
      trade('T6', '2026-03-02 12:00', cat.redSoft, 1_234, '20.6843'),
    ]);
    // Cancellation and correction after the fact, one through each path.
    await applyRegistration(
      k,
      trade('T4', '2026-03-02 10:00', cat.redHard, 2_000, '9.9', {
        status: 'IPTAL',
        cancelReason: 'hatalı giriş',
      }),
    );
    await applyRegistrationBatch(k, [trade('T5', '2026-03-02 11:00', cat.redHard, 6_000, '10.25')]);
  });
  afterAll(async () => factory.close(db));

  it('keeps a 00:01 Istanbul trade on its Istanbul date although UTC is the day before', async () => {
    const row = await db.kysely
      .selectFrom('registration')
      .selectAll()
      .where('registration_no', '=', 'T3')
      .executeTakeFirstOrThrow();
    expect(row.traded_at).toBe('2026-03-02T21:01:00.000Z');
    expect(row.trade_date).toBe('2026-03-03');
    const late = await db.kysely
      .selectFrom('registration')
      .select('trade_date')
      .where('registration_no', '=', 'T2')
      .executeTakeFirstOrThrow();
    expect(late.trade_date).toBe('2026-03-02');
  });

  it('computes one product and channel exactly, without the cancelled trade and with the corrected one', async () => {
    const salon = await dayFigures(
      db.kysely,
      { productIds: [cat.redHard], channels: ['SALON'] },
      '2026-03-02',
    );
    expect(salon).toMatchObject({
      averageE4: 104_063,
      figures: {
        count: 2,
        quantityMilli: 16_000_000,
        amountE4: 1_665_000_000,
        minPriceE4: 102_500,
        maxPriceE4: 105_000,
        firstPriceE4: 105_000,
        lastPriceE4: 102_500,
      },
    });
  });

  it('merges channels and keeps the 23:59 trade as the last of the day', async () => {
    const all = await dayFigures(db.kysely, { productIds: [cat.redHard] }, '2026-03-02');
    expect(all?.averageE4).toBe(106_071);
    expect(all?.figures).toMatchObject({
      count: 3,
      quantityMilli: 21_000_000,
      amountE4: 2_227_500_000,
      minPriceE4: 102_500,
      maxPriceE4: 112_500,
      firstPriceE4: 105_000,
      lastPriceE4: 112_500,
    });
    expect(all?.previousDate).toBe('2025-03-03');
  });

  it('rolls products up into their class with the weighted average, not the mean of prices', async () => {
    const klass = await dayFigures(db.kysely, { productIds: [cat.redHard, cat.redSoft] }, '2026-03-02');
    expect(klass?.figures).toMatchObject({ count: 4, quantityMilli: 22_234_000, amountE4: 2_482_744_262 });
    expect(klass?.averageE4).toBe(111_664);
  });

  it('gives the change vs the previous trading day and vs the same day a year earlier', async () => {
    const next = await dayFigures(db.kysely, { productIds: [cat.redHard] }, '2026-03-03');
    expect(next?.averageE4).toBe(120_000);
    expect(next?.previousDate).toBe('2026-03-02');
    expect(next?.change).toEqual({ previousE4: 106_071, changeE4: 13_929, percentE2: 1313, direction: 'UP' });
    expect(next?.yearAgoDate).toBe('2025-03-03');
    expect(next?.yearChange).toEqual({
      previousE4: 80_000,
      changeE4: 40_000,
      percentE2: 5000,
      direction: 'UP',
    });
  });

  it('answers null for a day without trading', async () => {
    expect(await figuresOn(db.kysely, { productIds: [cat.redHard] }, '2026-03-04')).toBeNull();
  });

  it('rebuild-stats recomputes identical figures from the registrations', async () => {
    const before = await db.kysely
      .selectFrom('daily_stat')
      .selectAll()
      .orderBy('trade_date')
      .orderBy('product_id')
      .orderBy('channel')
      .execute();
    await rebuildAllStats(db.kysely);
    const after = await db.kysely
      .selectFrom('daily_stat')
      .selectAll()
      .orderBy('trade_date')
      .orderBy('product_id')
      .orderBy('channel')
      .execute();
    expect(before).toHaveLength(5);
    expect(after).toEqual(before);
  });

  it('keeps the replaced version of a corrected registration', async () => {
    const t5 = await db.kysely
      .selectFrom('registration')
      .selectAll()
      .where('registration_no', '=', 'T5')
      .executeTakeFirstOrThrow();
    expect(t5.version).toBe(2);
    const history = await db.kysely
      .selectFrom('registration_version')
      .selectAll()
      .where('registration_id', '=', t5.id)
      .execute();
    expect(history).toHaveLength(1);
    expect(JSON.parse(history[0]!.snapshot)).toMatchObject({
      quantity_milli: 4_000_000,
      unit_price_e4: 100_000,
    });
  });
});
