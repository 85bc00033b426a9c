import type { Language } from '@bulten/core';
import { plainDecimal } from './decimal';
import { NO_VALUE, numberFormat } from './numbers';

/** Decimals of every percentage. */
export const PERCENT_DECIMALS = 2;

// `unit: 'percent'` takes the value as a percentage (3.39 is 3.39 %) and writes it the language's way:
// Turkish puts the sign before the number (`%3,39`), English after it (`3.39%`).
const options = (signDisplay: 'auto' | 'exceptZero') =>
  ({
    style: 'unit',
    unit: 'percent',
    minimumFractionDigits: PERCENT_DECIMALS,
    maximumFractionDigits: PERCENT_DECIMALS,
    signDisplay,
  }) as const;

/** The percentage as `Intl`'s percent unit writes it, without `Intl` where it can (`decimal.test.ts`). */
export function percentText(language: Language, value: number, signDisplay: 'auto' | 'exceptZero'): string {
  const number = plainDecimal(language, value, options(signDisplay));
  if (number === null) return numberFormat(language, options(signDisplay)).format(value);
  return language === 'tr' ? number.replace(/^([+-]?)/, '$1%') : `${number}%`;
}

/** A share in percent (tr `%12,50`, en `12.50%`); `–` without one. */
export function formatPercent(language: Language, value: number | null): string {
  return value === null ? NO_VALUE : percentText(language, value, 'auto');
}

/** A change in percent, signed unless it rounds to zero (tr `+%3,39`, `-%3,39`, en `+3.39%`); `–` without one. */
export function formatChangePercent(language: Language, value: number | null): string {
  return value === null ? NO_VALUE : percentText(language, value, 'exceptZero');
}
