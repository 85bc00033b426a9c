import { describe, expect, it } from 'vitest';
import { isPreliminary, istanbulClock, istanbulDate, parseTradeTime } from './time.js';

describe('Istanbul time', () => {
  it('reads ISO times with an offset as given and without one as Istanbul time', () => {
    expect(parseTradeTime('2026-03-02T09:00:00Z')?.toISOString()).toBe('2026-03-02T09:00:00.000Z');
    expect(parseTradeTime('2026-03-02T09:00:00+03:00')?.toISOString()).toBe('2026-03-02T06:00:00.000Z');
    expect(parseTradeTime('2026-03-02T09:00')?.toISOString()).toBe('2026-03-02T06:00:00.000Z');
    expect(parseTradeTime('2026-03-02 23:59:30.5')?.toISOString()).toBe('2026-03-02T20:59:30.500Z');
  });

  it('reads DD.MM.YYYY HH:mm as Istanbul time', () => {
    expect(parseTradeTime('03.03.2026 00:01')?.toISOString()).toBe('2026-03-02T21:01:00.000Z');
  });

  it('refuses impossible dates and other formats', () => {
    for (const bad of [
      '2026-02-30T10:00',
      '31.04.2026 10:00',
      '2026-03-02',
      'yesterday',
      '2026-03-02T25:00',
      '',
    ]) {
      expect(parseTradeTime(bad), bad).toBeNull();
    }
  });

  it('gives the Istanbul date and clock of an instant', () => {
    const late = new Date('2026-03-02T21:01:00Z');
    expect(istanbulDate(late)).toBe('2026-03-03');
    expect(istanbulClock(late)).toBe('00:01:00');
  });

  it('keeps a day preliminary until the session close', () => {
    expect(isPreliminary('2026-03-02', new Date('2026-03-02T14:29:59Z'), '17:30')).toBe(true);
    expect(isPreliminary('2026-03-02', new Date('2026-03-02T14:30:00Z'), '17:30')).toBe(false);
    expect(isPreliminary('2026-03-03', new Date('2026-03-02T20:00:00Z'), '17:30')).toBe(true);
  });
});
