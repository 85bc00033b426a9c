import { describe, expect, it } from 'vitest';
import { unpackDays } from './figures.packed.js';

describe('unpackDays', () => {
  const packed = (day: number, count: number) =>
    `2026-03-0${day}|${count}|-2500|900|1|2|0|0|2026-03-0${day}T07:00:00.000Z|10000000007|3|2026-03-0${day}T13:00:00.000Z|10000000009|4`;

  it('reads each day’s figures within its own entry, oldest first whatever the order joined', () => {
    const days = unpackDays([packed(3, 12), packed(2, 7)].join(','));
    expect(days.map((d) => d.date)).toEqual(['2026-03-02', '2026-03-03']);
    expect(days[1]?.figures).toEqual({
      count: 12,
      quantityMilli: -2500,
      amountE4: 900,
      minPriceE4: 1,
      maxPriceE4: 2,
      headCount: 0,
      liveWeightMilli: 0,
      firstAt: '2026-03-03T07:00:00.000Z',
      firstId: 7,
      firstPriceE4: 3,
      lastAt: '2026-03-03T13:00:00.000Z',
      lastId: 9,
      lastPriceE4: 4,
    });
    expect(unpackDays(null)).toEqual([]);
  });

  it('refuses a field that is no whole number instead of reading a wrong figure', () => {
    for (const broken of [packed(2, 7).replace('|900|', '|9.5|'), packed(2, 7).replace('|900|', '|9e3|')])
      expect(() => unpackDays(broken)).toThrow(/not a whole number/);
  });
});
