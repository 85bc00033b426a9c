import { aggregateTrades, type Channel } from '@bulten/core';
import { expect, it } from 'vitest';
import { describeWithDatabase } from '../../../test/database-suite.js';
import { createTinyCatalogue } from '../../../test/factories.js';
import { rowsWhere } from '../../db/rows.js';
import { registrationRow } from '../registrations/new-registration.js';
import { insertRegistrations } from '../registrations/registrations.repository.js';
import { tradeFiguresOf } from '../registrations/trade-figures.js';
import {
  lockStatDays,
  parseDayVersions,
  refreshDailyStatsForDates,
  statDayVersionsText,
  statRow,
} from './stats.repository.js';

// Deterministic pseudo-random numbers, so a failure can be replayed.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describeWithDatabase('whole-day statistics', {}, (t) => {
  it('equal the trade-by-trade arithmetic, with tied trade times, cancellations and live animals', async () => {
    const cat = await createTinyCatalogue(t.kysely);
    const next = random(7);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const rows = Array.from({ length: 400 }, (_, i) => {
      const productId = pick([cat.redHard, cat.redSoft, cat.cattle]);
      const live = productId === cat.cattle;
      const channel: Channel = live ? 'CANLI_HAYVAN' : pick(['SALON', 'SERBEST'] as const);
      // Few distinct minutes, so many trades share a time and the id decides first and last.
      const tradedAt = new Date(Date.UTC(2026, 2, 2 + Math.floor(next() * 3), 7 + Math.floor(next() * 3), 0));
      return registrationRow(
        {
          registrationNo: `R${i}`,
          tradedAt,
          productId,
          channel,
          quantityMilli: 1 + Math.floor(next() * 9_000_000),
          unitPriceE4: 50_000 + Math.floor(next() * 200_000),
          status: next() < 0.15 ? 'IPTAL' : 'AKTIF',
          headCount: live && next() < 0.8 ? 1 + Math.floor(next() * 20) : null,
          liveWeightMilli: live && next() < 0.7 ? Math.floor(next() * 5_000_000) : null,
        },
        '2026-03-05T00:00:00.000Z',
      );
    });
    await insertRegistrations(t.kysely, rows);
    await refreshDailyStatsForDates(t.kysely, ['2026-03-02', '2026-03-03', '2026-03-04']);

    const stored = await rowsWhere(t.kysely, 'registration', { status: 'AKTIF' }, []);
    const groups = new Map<string, typeof stored>();
    for (const r of stored) {
      const key = `${r.trade_date}|${r.product_id}|${r.channel}`;
      groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    const expected = [...groups.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, list]) => {
        const f = aggregateTrades(list.map(tradeFiguresOf))!;
        const [date, productId, channel] = key.split('|');
        return statRow({ tradeDate: date!, productId: Number(productId), channel: channel as Channel }, f);
      });
    const actual = await t.kysely.selectFrom('daily_stat').selectAll().execute();
    actual.sort((a, b) => {
      const ka = `${a.trade_date}|${a.product_id}|${a.channel}`;
      const kb = `${b.trade_date}|${b.product_id}|${b.channel}`;
      return ka < kb ? -1 : 1;
    });
    expect(expected.length).toBeGreaterThan(10);
    expect(actual).toEqual(expected);
  });

  it('reads every day’s version as it was stored (none before the first write)', async () => {
    await t.kysely.deleteFrom('stat_day_lock').execute();
    expect(await statDayVersionsText(t.kysely)).toBe('');
    expect(parseDayVersions('')).toEqual(new Map());
    await lockStatDays(t.kysely, ['2026-03-02', '2026-03-03']);
    await lockStatDays(t.kysely, ['2026-03-04']);
    await t.kysely
      .updateTable('stat_day_lock')
      .set({ version: 2_147_483_647 })
      .where('trade_date', '=', '2026-03-03')
      .execute();
    const stored = await t.kysely.selectFrom('stat_day_lock').select(['trade_date', 'version']).execute();
    const versions = parseDayVersions(await statDayVersionsText(t.kysely));
    expect(versions).toEqual(new Map(stored.map((r) => [r.trade_date, Number(r.version)])));
    expect([...versions.keys()].sort()).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    expect(versions.get('2026-03-03')).toBe(2_147_483_647);
  });
});
