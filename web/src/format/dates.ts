import type { Language } from '@bulten/core';
import { isValidDate } from '@bulten/core/plain';
import { localeOf } from './locales';

const formats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), options);
    formats.set(key, format);
  }
  return format;
}

const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/**
 * A calendar date `YYYY-MM-DD` in the language's format (tr `21.11.2026`, en `21/11/2026`): as
 * `Intl.DateTimeFormat` writes it, without `Intl` for a four-digit year (the first `DateTimeFormat` of a page
 * loads the locale's calendar data, one long task on a phone; `dates.test.ts` holds the two equal).
 */
export function formatDate(language: Language, date: string): string {
  if (isValidDate(date) && date >= '1000') {
    const mark = language === 'tr' ? '.' : '/';
    return `${date.slice(8, 10)}${mark}${date.slice(5, 7)}${mark}${date.slice(0, 4)}`;
  }
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(language, { ...DAY, timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** An instant's Istanbul date and time (tr `21.11.2026 14:05`, en `21/11/2026, 14:05`). */
export function formatDateTime(language: Language, instant: Date): string {
  return dateTimeFormat(language, {
    ...DAY,
    timeZone: 'Europe/Istanbul',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(instant);
}

/** A month's name (1–12) in the language (tr `Kasım`, en `November`). */
export function monthName(language: Language, month: number): string {
  return dateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
}

/** The Istanbul clock time of an API time (ISO 8601 with the +03:00 offset): `14:05:09`, or `14:05`. */
export function clockTime(isoTime: string, precision: 'seconds' | 'minutes' = 'seconds'): string {
  return isoTime.slice(11, precision === 'seconds' ? 19 : 16);
}

/** The dayjs format a date field shows: `21.11.2026` (tr), `21/11/2026` (en), as `formatDate` writes. */
export function dateFieldFormat(language: Language): string {
  return language === 'tr' ? 'DD.MM.YYYY' : 'DD/MM/YYYY';
}

/** A typed date (`21.11.2026`, `21/11/2026`, `21-11-2026` or `2026-11-21`) as `YYYY-MM-DD`, else null. */
export function parseDateText(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const local = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(trimmed);
  const parts = iso ? [iso[1], iso[2], iso[3]] : local ? [local[3], local[2], local[1]] : null;
  if (!parts) return null;
  const [y, m, d] = parts as [string, string, string];
  const date = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isValidDate(date) ? date : null;
}
