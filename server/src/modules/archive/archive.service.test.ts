import { aggregateTrades } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { type DayPoint, dayPoint } from '../figures/figures.rollup.js';
import { archiveJson, archiveRows, newestFirst } from './archive.service.js';

// One trade a day: 2.5 t at 12.3456 TL (e4: 123,456) on day n, priced n kuruş higher each day.
function day(n: number, priceE4 = 123_456 + n * 100): DayPoint {
  const figures = aggregateTrades([
    {
      id: n,
      tradedAt: `2026-03-0${n}T09:00:00Z`,
      quantityMilli: 2_500_000,
      unitPriceE4: priceE4,
      amountE4: 2_500 * priceE4,
    },
  ])!;
  return dayPoint(`2026-03-0${n}`, figures);
}

describe('archive body', () => {
  const days = [day(1), day(2), day(3)];

  it('is JSON.stringify of the rows, newest first, byte for byte', () => {
    const body = archiveJson(newestFirst(days)).toString();
    expect(body).toBe(JSON.stringify(archiveRows(days)));
    expect(JSON.parse(body).map((r: { Tarih: string; OrtFiyat: number }) => [r.Tarih, r.OrtFiyat])).toEqual([
      ['2026-03-03', 12.3756],
      ['2026-03-02', 12.3656],
      ['2026-03-01', 12.3556],
    ]);
  });

  it('pages newest first and answers [] past the end', () => {
    expect(newestFirst(days, { page: 1, size: 2 }).map((p) => p.date)).toEqual(['2026-03-03', '2026-03-02']);
    expect(newestFirst(days, { page: 2, size: 2 }).map((p) => p.date)).toEqual(['2026-03-01']);
    expect(archiveJson(newestFirst(days, { page: 3, size: 2 })).toString()).toBe('[]');
  });

  it('writes a day read anew with its own figures, not the kept bytes of the same date', () => {
    archiveJson(days);
    const changed = day(2, 200_000);
    const body = JSON.parse(archiveJson([days[0]!, changed]).toString());
    expect(body[1]).toMatchObject({ Tarih: '2026-03-02', OrtFiyat: 20, Tutar: 50_000 });
  });
});
