import { describe, expect, it } from 'vitest';
import { istanbulClock, pageSeconds, pagesOf } from './hall-pages';

describe('hall screen pages', () => {
  it('splits rows into pages, one empty page without rows', () => {
    expect(pagesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(pagesOf([], 7)).toEqual([[]]);
  });

  it('reads the page time from the URL within 3..120 s, else 12 s', () => {
    expect(pageSeconds('5')).toBe(5);
    expect(pageSeconds('2')).toBe(12);
    expect(pageSeconds('121')).toBe(12);
    expect(pageSeconds('x')).toBe(12);
    expect(pageSeconds(null)).toBe(12);
  });

  it('tells Istanbul time (UTC+3) in 24 hours', () => {
    expect(istanbulClock(new Date('2026-11-23T21:05:09Z'))).toBe('00:05:09');
  });
});
