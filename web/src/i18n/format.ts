import type { Language } from '@bulten/core';

const LOCALES: Record<Language, string> = { tr: 'tr-TR', en: 'en-GB' };

/** The Intl locale of a language. */
export function localeOf(language: Language): string {
  return LOCALES[language];
}

/** A number in the language's format with exactly `decimals` decimals (tr: `1.250.000`, `20,6840`). */
export function formatNumber(language: Language, value: number, decimals = 0): string {
  return new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: 'always',
  }).format(value);
}

/** A calendar date `YYYY-MM-DD` in the language's format (tr: `21.11.2026`, en: `21/11/2026`). */
export function formatDate(language: Language, date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** An instant's Istanbul date and time in the language's format (tr: `21.11.2026 14:05`). */
export function formatDateTime(language: Language, instant: Date): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: 'Europe/Istanbul',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(instant);
}

/** The decimal marker of a language (`,` tr, `.` en). */
export function decimalMarker(language: Language): ',' | '.' {
  return language === 'tr' ? ',' : '.';
}
