import type { Language } from '../domain.js';
import { type Figure, NO_VALUE } from './marks.js';
import { formatChangePercent, formatSigned, PRICE_DECIMALS } from './numbers.js';

/** Direction of a change against the previous trading day. */
export type Direction = 'UP' | 'DOWN' | 'UNCH';

/** The arrow of each direction, the same on every screen. */
export const DIRECTION_ARROWS: Readonly<Record<Direction, string>> = { UP: '▲', DOWN: '▼', UNCH: '▬' };

/** A change of a unit price in TL, signed, 4 decimals (tr `+0,6413 TL`, en `-0.6413 TL`); `–` without one. */
export function priceChangeText(language: Language, value: Figure | null): string {
  return value === null ? NO_VALUE : `${formatSigned(language, value, PRICE_DECIMALS)} TL`;
}

/** A change as every screen writes it: percent, then TL in brackets (tr `+%3,39 (+0,6413 TL)`). */
export function changeText(language: Language, percent: Figure | null, amount: Figure | null): string {
  const parts = [formatChangePercent(language, percent)];
  if (amount !== null) parts.push(`(${priceChangeText(language, amount)})`);
  return parts.join(' ');
}
