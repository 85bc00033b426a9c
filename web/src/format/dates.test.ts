import { describe, expect, it } from 'vitest';
import { clockTime, dateFieldFormat, formatDate, formatDateTime, monthName, parseDateText } from './dates';

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

  it('read typed dates in the Turkish, English and ISO forms', () => {
    expect(parseDateText('21.11.2026')).toBe('2026-11-21');
    expect(parseDateText(' 1/2/2026 ')).toBe('2026-02-01');
    expect(parseDateText('21-11-2026')).toBe('2026-11-21');
    expect(parseDateText('2026-11-21')).toBe('2026-11-21');
    expect(parseDateText('29.02.2024')).toBe('2024-02-29');
  });

  it('refuse impossible dates and other text', () => {
    expect(parseDateText('29.02.2026')).toBeNull();
    expect(parseDateText('31/04/2026')).toBeNull();
    expect(parseDateText('2026-13-01')).toBeNull();
    expect(parseDateText('yesterday')).toBeNull();
    expect(parseDateText('')).toBeNull();
  });

  it('show date fields as formatDate writes', () => {
    expect(dateFieldFormat('tr')).toBe('DD.MM.YYYY');
    expect(dateFieldFormat('en')).toBe('DD/MM/YYYY');
  });
});
