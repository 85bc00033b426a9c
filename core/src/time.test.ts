import { describe, expect, it } from 'vitest';
import { rememberIstanbulOffsets } from './istanbul-hours.js';
import {
  addDays,
  addYears,
  isPreliminary,
  istanbulClock,
  istanbulDate,
  istanbulOffsetsFrom,
  isValidDate,
  isWeekend,
  parseTradeTime,
} from './time.js';

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

  it('does calendar arithmetic on dates', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addYears('2028-02-29', -1)).toBe('2027-02-28');
    expect(addYears('2026-11-21', -1)).toBe('2025-11-21');
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2025-02-29')).toBe(false);
    expect(isWeekend('2026-11-21')).toBe(true);
    expect(isWeekend('2026-11-23')).toBe(false);
  });

  it('keeps a day preliminary until the session close', () => {
    expect(isPreliminary('2026-03-02', new Date('2026-03-02T14:29:59Z'), '17:30')).toBe(true);
    expect(isPreliminary('2026-03-02', new Date('2026-03-02T14:30:00Z'), '17:30')).toBe(false);
    expect(isPreliminary('2026-03-03', new Date('2026-03-02T20:00:00Z'), '17:30')).toBe(true);
  });

  it('gives the offset from an hour on while it stays, and stops where it changed', () => {
    const at = new Date('2026-03-02T09:30:00Z');
    expect(istanbulOffsetsFrom(at, 48)).toEqual({
      fromHour: Math.floor(at.getTime() / 3_600_000),
      hours: 48,
      offsetMs: 3 * 3_600_000,
    });
    // Summer time began on 29 March 2015 at 01:00 UTC: 13 hours at +2 from noon the day before.
    expect(istanbulOffsetsFrom(new Date('2015-03-28T12:00:00Z'), 48)).toMatchObject({
      hours: 13,
      offsetMs: 2 * 3_600_000,
    });
  });

  it('takes told offsets for those hours instead of its own time-zone data, and refuses nonsense', () => {
    const hour = Math.floor(Date.parse('2090-01-01T22:00:00Z') / 3_600_000);
    const at = new Date('2090-01-01T22:30:00Z');
    rememberIstanbulOffsets({ fromHour: hour, hours: 24 * 15, offsetMs: 0 });
    expect(istanbulDate(at)).toBe('2090-01-02');
    rememberIstanbulOffsets({ fromHour: hour, hours: 2, offsetMs: 0 });
    expect(istanbulDate(at)).toBe('2090-01-01');
  });
});
