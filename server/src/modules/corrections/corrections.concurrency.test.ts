import { parseTradeTime } from '@bulten/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SharedTestDatabaseFactory, sharedTestDatabaseFactories } from '../../../test/databases.js';
import { createTinyCatalogue, type TinyCatalogue } from '../../../test/factories.js';
import { openSharedApps, type SharedApps } from '../../../test/shared-apps.js';
import { applyRegistration, type RegistrationInput } from '../registrations/registrations.service.js';

const NOW = new Date('2026-03-04T12:00:00.000Z');
const TRADES = 6;

// Three handles on one database stand for three server processes cancelling trades of one class at once.
describe.each(sharedTestDatabaseFactories())(
  'parallel corrections in the open on $name',
  (factory: SharedTestDatabaseFactory) => {
    let shared: SharedApps;
    let cat: TinyCatalogue;
    const db = (i = 0) => shared.apps[i % shared.apps.length]!.ctx.db.kysely;
    const trade = (i: number): RegistrationInput => ({
      registrationNo: `K-${i}`,
      tradedAt: parseTradeTime(`2026-03-04 10:0${i}`)!,
      productId: cat.redHard,
      quantityMilli: 1_000_000,
      unitPriceE4: 100_000 + i * 1_000,
      channel: 'SALON',
    });

    beforeAll(async () => {
      shared = await openSharedApps(factory, 3, () => NOW);
      cat = await createTinyCatalogue(db());
      for (let i = 0; i < TRADES; i += 1) await applyRegistration(db(), trade(i), NOW);
    }, 30_000);
    afterAll(async () => shared.close());

    it('logs each cancellation against the figures the one before left: an unbroken chain', async () => {
      await Promise.all(
        Array.from({ length: TRADES }, (_, i) =>
          applyRegistration(db(i), { ...trade(i), status: 'IPTAL', cancelReason: 'test' }, NOW),
        ),
      );
      const counts = await db()
        .selectFrom('figure_change')
        .select(['before_value', 'after_value'])
        .where('node_id', '=', cat.redClass)
        .where('field', '=', 'count')
        .orderBy('id')
        .execute();
      // 6 → 5 → … → 1 → nothing traded: no two cancellations saw the same "before".
      expect(
        counts.map((c) => [Number(c.before_value), c.after_value === null ? null : Number(c.after_value)]),
      ).toEqual([
        [6, 5],
        [5, 4],
        [4, 3],
        [3, 2],
        [2, 1],
        [1, null],
      ]);
    }, 60_000);

    it('logs parallel late registrations on a final day against the figures the one before left', async () => {
      // 3 March closed at 17:30 the day before NOW: its one trade was the final bulletin; six late
      // registrations from three processes at once each add one trade to the class's count.
      const late = (i: number): RegistrationInput => ({
        ...trade(i),
        registrationNo: `L-${i}`,
        tradedAt: parseTradeTime(`2026-03-03 11:0${i}`)!,
      });
      await applyRegistration(
        db(),
        { ...late(9), registrationNo: 'L-first' },
        new Date('2026-03-03T09:00:00Z'),
      );
      await Promise.all(Array.from({ length: TRADES }, (_, i) => applyRegistration(db(i), late(i), NOW)));
      const counts = await db()
        .selectFrom('figure_change')
        .select(['before_value', 'after_value', 'kind'])
        .where('node_id', '=', cat.redClass)
        .where('trade_date', '=', '2026-03-03')
        .where('field', '=', 'count')
        .orderBy('id')
        .execute();
      expect(counts.map((c) => [Number(c.before_value), Number(c.after_value), c.kind])).toEqual(
        Array.from({ length: TRADES }, (_, i) => [i + 1, i + 2, 'LATE']),
      );
    }, 60_000);
  },
);
