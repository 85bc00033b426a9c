import type { Language } from '@bulten/core';
import { localeOf } from './locales';

/** What a cell shows for a figure that does not exist (no trade, no previous day). */
export const NO_VALUE = '–';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The `Intl.NumberFormat` of a language with options, made once and kept (a table formats thousands of
 * cells). Grouping is always on, so Turkish writes `1.234` (its locale data would leave four digits bare).
 */
export function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), { useGrouping: 'always', ...options });
    formats.set(key, format);
  }
  return format;
}

/** A number with exactly `decimals` decimals (tr `1.234,5678`, en `1,234.5678`). */
export function formatNumber(language: Language, value: number, decimals = 0): string {
  return numberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  );
}

/** A count: a whole number, grouped (tr `1.250`, en `1,250`). */
export function formatCount(language: Language, value: number): string {
  return formatNumber(language, value, 0);
}

/** A number with a sign unless it rounds to zero (tr `+0,1200`, `-1,25`, `0,00`). */
export function formatSigned(language: Language, value: number, decimals: number): string {
  return numberFormat(language, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: 'exceptZero',
  }).format(value);
}

/** The decimal marker of a language (`,` tr, `.` en), for number inputs. */
export function decimalMarker(language: Language): ',' | '.' {
  return language === 'tr' ? ',' : '.';
}
