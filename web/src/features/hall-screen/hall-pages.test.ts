import { describe, expect, it } from 'vitest';
import { fitPages, istanbulClock, pageSeconds, shownName } from './hall-pages';

describe('hall screen pages', () => {
  it('puts on each page the rows whose heights fit the room, in order', () => {
    // Room for 300 px: 100 + 120 fit, a third row of 90 would not.
    expect(fitPages([100, 120, 90, 90, 100, 50], 300)).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 5 },
      { start: 5, end: 6 },
    ]);
    // Exactly full (and within half a pixel of it) still fits.
    expect(fitPages([150, 150.4, 10], 300)).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 3 },
    ]);
  });

  it('gives a row taller than the room a page of its own and never loses a row', () => {
    expect(fitPages([50, 400, 50], 300)).toEqual([
      { start: 0, end: 1 },
      { start: 1, end: 2 },
      { start: 2, end: 3 },
    ]);
    expect(fitPages([], 300)).toEqual([{ start: 0, end: 0 }]);
  });

  it('shows the short name staff set, else the full name', () => {
    expect(shownName('1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR', '1.GRUP KIRMIZI SERT')).toBe(
      '1.GRUP KIRMIZI SERT',
    );
    expect(shownName('ARPA (YEMLİK)', null)).toBe('ARPA (YEMLİK)');
    expect(shownName('ARPA (YEMLİK)', '  ')).toBe('ARPA (YEMLİK)');
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
