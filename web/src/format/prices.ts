import type { Language } from '@bulten/core';
import { formatNumber, NO_VALUE } from './numbers';

/** Decimals of every unit price (TL per unit). */
export const PRICE_DECIMALS = 4;

/** A unit price with 4 decimals (tr `20,6840`, en `20.6840`); `–` without one. */
export function formatPrice(language: Language, value: number | null): string {
  return value === null ? NO_VALUE : formatNumber(language, value, PRICE_DECIMALS);
}

/**
 * A unit price with its price unit as the API labels it (tr `20,6840 TL/kg`, en `8,990.0000 TL/head`);
 * the bare number without a unit, `–` without a price.
 */
export function priceText(language: Language, value: number | null, priceUnit?: string | null): string {
  if (value === null) return NO_VALUE;
  return priceUnit ? `${formatPrice(language, value)} ${priceUnit}` : formatPrice(language, value);
}
