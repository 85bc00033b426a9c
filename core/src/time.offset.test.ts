import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { EXCHANGE_TIME_ZONE, istanbulDate, parseTradeTime } from './time.js';

const pad = (n: number) => String(n).padStart(2, '0');

// The reference: a time-zone query for every single value, as the functions did before caching offsets.
function referenceDate(ms: number): string {
  const local = new TZDate(ms, EXCHANGE_TIME_ZONE);
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

function referenceInstant(y: number, mo: number, d: number, h: number, mi: number): number {
  return new TZDate(y, mo - 1, d, h, mi, 0, 0, EXCHANGE_TIME_ZONE).getTime();
}

describe('Istanbul offsets cached per hour', () => {
  it('give the same dates as a time-zone query, across the old summer-time changes', () => {
    const from = Date.UTC(2010, 0, 1);
    const to = Date.UTC(2017, 0, 1);
    const mismatches: string[] = [];
    for (let ms = from; ms < to; ms += 53 * 60_000) {
      if (istanbulDate(new Date(ms)) !== referenceDate(ms)) mismatches.push(new Date(ms).toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('read wall-clock times like a time-zone query, across the old summer-time changes', () => {
    const mismatches: string[] = [];
    for (let day = Date.UTC(2010, 0, 1); day < Date.UTC(2017, 0, 1); day += 86_400_000) {
      const date = new Date(day);
      const [y, mo, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
      for (const [h, mi] of [
        [0, 0],
        [2, 59],
        [3, 30],
        [4, 15],
        [12, 0],
        [23, 59],
      ] as const) {
        const text = `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}`;
        if (parseTradeTime(text)?.getTime() !== referenceInstant(y, mo, d, h, mi)) mismatches.push(text);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
