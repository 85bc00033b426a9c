import type { Language } from '@bulten/core';

/** How a decimal is written: its decimals (at least, at most) and whether a positive one carries `+`. */
export interface DecimalOptions {
  minimumFractionDigits: number;
  maximumFractionDigits: number;
  /** `exceptZero`: `+` before a positive number, no sign on one that rounds to zero (as `Intl`'s option). */
  signDisplay?: 'auto' | 'exceptZero';
}

const MARKS: Record<Language, { group: string; decimal: string }> = {
  tr: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** Adds one unit in the last place to a string of digits (`'0999'` → `'1000'`, `'99'` → `'100'`). */
function incremented(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** `|value|` rounded half away from zero on its shortest decimal form (as `Intl`): integer and fraction digits. */
function rounded(value: number, decimals: number): [string, string] {
  const [whole = '0', fraction = ''] = String(Math.abs(value)).split('.');
  if (fraction.length <= decimals) return [whole, fraction];
  const kept = `${whole}${fraction.slice(0, decimals)}`;
  const digits = fraction.charCodeAt(decimals) >= 53 /* '5' */ ? incremented(kept) : kept;
  const cut = digits.length - decimals;
  return [digits.slice(0, cut), digits.slice(cut)];
}

/**
 * The number `Intl.NumberFormat` writes for the language (tr-TR, en-GB) with grouping always on and these
 * options, without `Intl`: the first `Intl.NumberFormat` of a page loads the locale's number data, one long
 * task on a phone while the page is taken over. Null for what the shortest decimal form cannot show plainly
 * (not finite, below 1e-6 or from 1e21 on): the caller asks `Intl` then. `decimal.test.ts` holds it equal to `Intl`.
 */
export function plainDecimal(language: Language, value: number, options: DecimalOptions): string | null {
  const size = Math.abs(value);
  if (!Number.isFinite(value) || size >= 1e21 || (size !== 0 && size < 1e-6)) return null;
  const [whole, fraction] = rounded(value, options.maximumFractionDigits);
  let shown = fraction;
  while (shown.length > options.minimumFractionDigits && shown.endsWith('0')) shown = shown.slice(0, -1);
  shown = shown.padEnd(options.minimumFractionDigits, '0');
  const marks = MARKS[language];
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, marks.group);
  const zero = /^0*$/.test(whole + fraction);
  const negative = value < 0 || Object.is(value, -0);
  let sign = negative ? '-' : '';
  if (options.signDisplay === 'exceptZero') sign = zero ? '' : negative ? '-' : '+';
  return `${sign}${shown === '' ? grouped : `${grouped}${marks.decimal}${shown}`}`;
}
