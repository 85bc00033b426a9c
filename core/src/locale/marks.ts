import type { Language } from '../domain.js';

// The one place that knows how each language writes numbers: its Intl locale and its two marks. Every
// formatter and parser of the locale module reads them here.

const LOCALES: Record<Language, string> = { tr: 'tr-TR', en: 'en-GB' };

/** The Intl locale of a language (`tr-TR`, `en-GB`). */
export function localeOf(language: Language): string {
  return LOCALES[language];
}

/** The decimal mark of a language (`,` tr, `.` en). */
export function decimalMarker(language: Language): ',' | '.' {
  return language === 'tr' ? ',' : '.';
}

/** The thousands mark of a language (`.` tr, `,` en). */
export function groupMarker(language: Language): '.' | ',' {
  return language === 'tr' ? '.' : ',';
}

/** What every surface shows for a figure that does not exist (no trade, no previous day). */
export const NO_VALUE = '–';

/**
 * A figure to write: a JSON number, or an exact decimal text with a dot (`"20.6840"`, from `fromScaled`) so
 * that a scaled integer (money in 1/10 000 TL) is written without passing through a binary float.
 */
export type Figure = number | `${number}`;

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

/** Formats a figure: a decimal text is passed as it is, which Intl writes exactly (ES2023 NumberFormat v3). */
export function formatFigure(format: Intl.NumberFormat, value: Figure): string {
  return format.format(value as number);
}
