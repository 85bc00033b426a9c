import { describe, expect, it } from 'vitest';
import { mergeNewestFirst } from './trade-merge';

describe('mergeNewestFirst', () => {
  it('orders by time then Id and keeps the limit', () => {
    const a = [
      { Id: 5, IslemZamani: '2026-11-20T10:00:00+03:00' },
      { Id: 2, IslemZamani: '2026-11-20T09:00:00+03:00' },
    ];
    const b = [
      { Id: 9, IslemZamani: '2026-11-20T10:00:00+03:00' },
      { Id: 7, IslemZamani: '2026-11-20T09:30:00+03:00' },
    ];
    expect(mergeNewestFirst(a, b, 3).map((r) => r.Id)).toEqual([9, 5, 7]);
  });
});
