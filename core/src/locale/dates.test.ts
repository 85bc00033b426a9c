import { describe, expect, it } from 'vitest';
import { istanbulClock, istanbulDate } from '../time.js';
import { dateFieldFormat, parseClockText, parseDateText, parseDateTimeText } from './date-fields.js';
import { clockTime, dateTimeText, formatDate, formatDateTime, monthName } from './dates.js';

/** Each typed text of `readings` reads as its value; each `refused` one as null. */
function expectReadings(
  read: (text: string) => string | null,
  readings: Record<string, string>,
  refused: readonly string[],
): void {
  for (const [text, value] of Object.entries(readings)) expect(read(text), text).toBe(value);
  for (const text of refused) expect(read(text), text).toBeNull();
}

describe('dates', () => {
  it('write calendar dates and Istanbul times the language’s way', () => {
    expect(formatDate('tr', '2026-11-21')).toBe('21.11.2026');
    expect(formatDate('en', '2026-11-21')).toBe('21/11/2026');
    const instant = new Date('2026-11-21T11:05:00Z');
    expect(formatDateTime('tr', instant)).toBe('21.11.2026 14:05');
    expect(formatDateTime('en', instant)).toBe('21/11/2026, 14:05');
    expect(monthName('tr', 11)).toBe('Kasım');
    expect(monthName('en', 11)).toBe('November');
    expect(clockTime('2026-11-20T17:25:50+03:00')).toBe('17:25:50');
    expect(clockTime('2026-11-20T17:25:50+03:00', 'minutes')).toBe('17:25');
  });

  it('write every calendar date as Intl.DateTimeFormat does', () => {
    const locales = { tr: 'tr-TR', en: 'en-GB' } as const;
    for (const language of ['tr', 'en'] as const) {
      const intl = new Intl.DateTimeFormat(locales[language], {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: 'UTC',
      });
      for (let day = Date.UTC(1999, 0, 1); day <= Date.UTC(2031, 0, 1); day += 86_400_000 * 3) {
        const date = new Date(day).toISOString().slice(0, 10);
        expect(formatDate(language, date)).toBe(intl.format(new Date(day)));
      }
    }
  });

  it('read typed dates in the Turkish, English and ISO forms, and refuse impossible dates and other text', () => {
    expectReadings(
      parseDateText,
      {
        '21.11.2026': '2026-11-21',
        ' 1/2/2026 ': '2026-02-01',
        '21-11-2026': '2026-11-21',
        '2026-11-21': '2026-11-21',
        '29.02.2024': '2024-02-29',
      },
      ['29.02.2026', '31/04/2026', '2026-13-01', 'yesterday', ''],
    );
  });

  it('show date fields as formatDate writes', () => {
    expect(dateFieldFormat('tr')).toBe('DD.MM.YYYY');
    expect(dateFieldFormat('en')).toBe('DD/MM/YYYY');
  });

  it('write every Istanbul date and time as core’s time zones and dateTimeText do, across the clock changes', () => {
    for (const language of ['tr', 'en'] as const) {
      for (let t = Date.UTC(2010, 0, 1); t <= Date.UTC(2027, 0, 1); t += 86_400_000 * 7 + 3_600_000 * 5) {
        const instant = new Date(t);
        expect(formatDateTime(language, instant)).toBe(
          dateTimeText(language, istanbulDate(instant), istanbulClock(instant).slice(0, 5)),
        );
      }
    }
  });

  it('read typed clock times and date-times, in the form the language writes them', () => {
    expectReadings(parseClockText, { '15:30': '15:30', ' 9:05 ': '09:05', '15.30': '15:30' }, [
      '24:00',
      '15:60',
      '1530',
    ]);
    expectReadings(
      parseDateTimeText,
      {
        '27.11.2026 15:30': '2026-11-27T15:30',
        '27/11/2026, 15:30': '2026-11-27T15:30',
        '2026-11-27T15:30:05': '2026-11-27T15:30:05',
        '2026-11-27 15:30': '2026-11-27T15:30',
      },
      ['31.11.2026 15:30', '27.11.2026', '27.11.2026 15:30:61'],
    );
    for (const language of ['tr', 'en'] as const)
      expect(parseDateTimeText(dateTimeText(language, '2026-11-27', '15:30'))).toBe('2026-11-27T15:30');
  });
});
