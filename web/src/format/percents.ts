import type { Language } from '@bulten/core';
import { NO_VALUE, numberFormat } from './numbers';

/** Decimals of every percentage. */
export const PERCENT_DECIMALS = 2;

// `unit: 'percent'` takes the value as a percentage (3.39 is 3.39 %) and writes it the language's way:
// Turkish puts the sign before the number (`%3,39`), English after it (`3.39%`).
const options = (signDisplay: 'auto' | 'exceptZero'): Intl.NumberFormatOptions => ({
  style: 'unit',
  unit: 'percent',
  minimumFractionDigits: PERCENT_DECIMALS,
  maximumFractionDigits: PERCENT_DECIMALS,
  signDisplay,
});

/** A share in percent (tr `%12,50`, en `12.50%`); `–` without one. */
export function formatPercent(language: Language, value: number | null): string {
  return value === null ? NO_VALUE : numberFormat(language, options('auto')).format(value);
}

/** A change in percent, signed unless it rounds to zero (tr `+%3,39`, `-%3,39`, en `+3.39%`); `–` without one. */
export function formatChangePercent(language: Language, value: number | null): string {
  return value === null ? NO_VALUE : numberFormat(language, options('exceptZero')).format(value);
}
