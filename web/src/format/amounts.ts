import type { Language } from '@bulten/core';
import { formatNumber } from './numbers';

/** Decimals of amounts in TL (kuruş). */
export const AMOUNT_DECIMALS = 2;

/** An amount in TL with 2 decimals, without the currency (tr `2.585.500,00`, en `2,585,500.00`). */
export function formatAmount(language: Language, value: number): string {
  return formatNumber(language, value, AMOUNT_DECIMALS);
}

/** An amount with its currency (tr `2.585.500,00 TL`, en `2,585,500.00 TL`). */
export function amountText(language: Language, value: number): string {
  return `${formatAmount(language, value)} TL`;
}
