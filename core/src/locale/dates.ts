import { isValidDate } from '../calendar.js';
import type { Language } from '../domain.js';
import { istanbulClock, istanbulDate } from '../time.js';
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

/** An instant's Istanbul date and time (tr `21.11.2026 14:05`, en `21/11/2026, 14:05`). */
export function formatDateTime(language: Language, instant: Date): string {
  return dateTimeText(language, istanbulDate(instant), istanbulClock(instant).slice(0, 5));
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

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
// Day first, in either language's marks (both write the day first, so `1/2/2026` is the 1st of February).
const DAY_FIRST = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/;

/** A typed date (`21.11.2026`, `21/11/2026`, `21-11-2026` or `2026-11-21`) as `YYYY-MM-DD`, else null. */
export function parseDateText(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  const local = DAY_FIRST.exec(trimmed);
  const parts = iso ? [iso[1], iso[2], iso[3]] : local ? [local[3], local[2], local[1]] : null;
  if (!parts) return null;
  const [y, m, d] = parts as [string, string, string];
  const date = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isValidDate(date) ? date : null;
}

/** A typed clock time (`15:30`, `9:05`, `15.30`) as `HH:mm`, else null. */
export function parseClockText(text: string): string | null {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/**
 * A typed date and time (`27.11.2026 15:30`, `27/11/2026, 15:30`, `2026-11-27T15:30[:ss]`) as the wall-clock
 * `YYYY-MM-DDTHH:mm[:ss]` it names (the exchange reads it as Istanbul time), else null.
 */
export function parseDateTimeText(text: string): string | null {
  const match = /^(\S+?),?[\sT]+(\d{1,2}[:.]\d{2})(:\d{2})?$/.exec(text.trim());
  if (!match) return null;
  const date = parseDateText(match[1]!);
  const clock = parseClockText(match[2]!);
  const seconds = match[3] && Number(match[3].slice(1)) < 60 ? match[3] : match[3] ? null : '';
  return date && clock && seconds !== null ? `${date}T${clock}${seconds}` : null;
}
