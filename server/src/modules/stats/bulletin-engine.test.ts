import { expect, it } from 'vitest';
import { describeWithDatabase } from '../../../test/database-suite.js';
import { seedEngineMarket } from '../../../test/engine-market.js';
import { dailyStatsInOrder } from '../../../test/factories.js';
import { rowsWhere, rowWhere } from '../../db/rows.js';
import { rebuildAllStats } from './stats.repository.js';

// The figures this market gives are pinned in figures/figures.engine.test.ts; here: dates, rebuild, versions.
describeWithDatabase('bulletin engine', { seed: (db) => seedEngineMarket(db.kysely) }, (t) => {
  it('keeps a 00:01 Istanbul trade on its Istanbul date although UTC is the day before', async () => {
    const row = (await rowWhere(t.kysely, 'registration', { registration_no: 'T3' }))!;
    expect(row.traded_at).toBe('2026-03-02T21:01:00.000Z');
    expect(row.trade_date).toBe('2026-03-03');
    const late = await t.kysely
      .selectFrom('registration')
      .select('trade_date')
      .where('registration_no', '=', 'T2')
      .executeTakeFirstOrThrow();
    expect(late.trade_date).toBe('2026-03-02');
  });

  it('rebuild-stats recomputes identical figures from the registrations', async () => {
    const before = await dailyStatsInOrder(t.kysely);
    await rebuildAllStats(t.kysely);
    const after = await dailyStatsInOrder(t.kysely);
    expect(before).toHaveLength(5);
    expect(after).toEqual(before);
  });

  it('keeps the replaced version of a corrected registration', async () => {
    const t5 = (await rowWhere(t.kysely, 'registration', { registration_no: 'T5' }))!;
    expect(t5.version).toBe(2);
    const history = await rowsWhere(t.kysely, 'registration_version', { registration_id: t5.id }, []);
    expect(history).toHaveLength(1);
    expect(JSON.parse(history[0]!.snapshot)).toMatchObject({
      quantity_milli: 4_000_000,
      unit_price_e4: 100_000,
    });
  });
});
