import { isValidDate } from '../calendar.js';
import type { Language } from '../domain.js';
import { localeOf } from './marks.js';

// Dates and times as people read and type them: day first in both languages, Turkish with dots
// (`21.11.2026`), English with slashes (`21/11/2026`), 24-hour Istanbul clock times (`14:05`).

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

const DATE_MARK: Record<Language, string> = { tr: '.', en: '/' };

/**
 * A calendar date `YYYY-MM-DD` in the language's format (tr `21.11.2026`, en `21/11/2026`): as
 * `Intl.DateTimeFormat` writes it, without `Intl` for a four-digit year (the first `DateTimeFormat` of a page
 * loads the locale's calendar data, one long task on a phone; `dates.test.ts` holds the two equal).
 */
export function formatDate(language: Language, date: string): string {
  if (isValidDate(date) && date >= '1000') {
    const mark = DATE_MARK[language];
    return `${date.slice(8, 10)}${mark}${date.slice(5, 7)}${mark}${date.slice(0, 4)}`;
  }
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** A date and a clock time `HH:mm` as the language writes them together (tr `21.11.2026 14:05`, en `21/11/2026, 14:05`). */
export function dateTimeText(language: Language, date: string, clock: string): string {
  return `${formatDate(language, date)}${language === 'en' ? ',' : ''} ${clock}`;
}

/**
 * An instant's Istanbul date and time (tr `21.11.2026 14:05`, en `21/11/2026, 14:05`), as `dateTimeText`
 * writes them (`dates.test.ts` holds the two equal); through `Intl`, not core's time zones, which the first
 * view does not load.
 */
export function formatDateTime(language: Language, instant: Date): string {
  return dateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
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
