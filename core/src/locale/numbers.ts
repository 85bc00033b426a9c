import type { Language } from '../domain.js';
import { type Figure, formatFigure, NO_VALUE, numberFormat } from './marks.js';

/** Decimals of every unit price (TL per unit). */
export const PRICE_DECIMALS = 4;
/** Decimals of amounts in TL (kuruş). */
export const AMOUNT_DECIMALS = 2;
/** Most decimals a quantity shows (quantities are kept in thousandths of the unit). */
export const QUANTITY_DECIMALS = 3;
/** Decimals of every percentage. */
export const PERCENT_DECIMALS = 2;

/** A number with exactly `decimals` decimals, grouped (tr `1.234,5678`, en `1,234.5678`). */
export function formatNumber(language: Language, value: Figure, decimals = 0): string {
  const format = numberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return formatFigure(format, value);
}

/** A number with the decimals it has, at most `decimals` (tr `12,5`, `1.250`, en `1,234.125`). */
export function formatUpTo(language: Language, value: Figure, decimals: number): string {
  return formatFigure(
    numberFormat(language, { minimumFractionDigits: 0, maximumFractionDigits: decimals }),
    value,
  );
}

/** A count: a whole number, grouped (tr `1.250`, en `1,250`). */
export function formatCount(language: Language, value: Figure): string {
  return formatNumber(language, value, 0);
}

/** A number with a sign unless it rounds to zero (tr `+0,1200`, `-1,25`, `0,00`). */
export function formatSigned(language: Language, value: Figure, decimals: number): string {
  const format = numberFormat(language, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: 'exceptZero',
  });
  return formatFigure(format, value);
}

/** A unit price with 4 decimals (tr `20,6840`, en `1,020.6840`); `–` without one. */
export function formatPrice(language: Language, value: Figure | null): string {
  return value === null ? NO_VALUE : formatNumber(language, value, PRICE_DECIMALS);
}

/**
 * A unit price with its price unit as the API labels it (tr `20,6840 TL/kg`, en `8,990.0000 TL/head`);
 * the bare number without a unit, `–` without a price.
 */
export function priceText(language: Language, value: Figure | null, priceUnit?: string | null): string {
  if (value === null) return NO_VALUE;
  return priceUnit ? `${formatPrice(language, value)} ${priceUnit}` : formatPrice(language, value);
}

/** An amount in TL with 2 decimals, without the currency (tr `2.585.500,00`, en `2,585,500.00`). */
export function formatAmount(language: Language, value: Figure): string {
  return formatNumber(language, value, AMOUNT_DECIMALS);
}

/** An amount with its currency (tr `2.585.500,00 TL`, en `2,585,500.00 TL`). */
export function amountText(language: Language, value: Figure): string {
  return `${formatAmount(language, value)} TL`;
}

/** A quantity with the decimals it has, at most 3 (tr `1.250.000`, `12,5`, en `1,234.567`); `–` without one. */
export function formatQuantity(language: Language, value: Figure | null): string {
  return value === null ? NO_VALUE : formatUpTo(language, value, QUANTITY_DECIMALS);
}

// `unit: 'percent'` takes the value as a percentage (3.39 is 3.39 %) and writes it the language's way:
// Turkish puts the sign before the number (`%3,39`), English after it (`3.39%`).
const percentOptions = (signDisplay: 'auto' | 'exceptZero'): Intl.NumberFormatOptions => ({
  style: 'unit',
  unit: 'percent',
  minimumFractionDigits: PERCENT_DECIMALS,
  maximumFractionDigits: PERCENT_DECIMALS,
  signDisplay,
});

/** A share in percent (tr `%12,50`, en `12.50%`); `–` without one. */
export function formatPercent(language: Language, value: Figure | null): string {
  return value === null ? NO_VALUE : formatFigure(numberFormat(language, percentOptions('auto')), value);
}

/** A change in percent, signed unless it rounds to zero (tr `+%3,39`, `-%3,39`, en `+3.39%`); `–` without one. */
export function formatChangePercent(language: Language, value: Figure | null): string {
  return value === null
    ? NO_VALUE
    : formatFigure(numberFormat(language, percentOptions('exceptZero')), value);
}
