import type { Language } from '@bulten/core';
import { formatNumber } from '../../i18n/format';

/** A price with 4 decimals (tr `20,6840`). */
export const price = (language: Language, value: number | null) =>
  value === null ? '–' : formatNumber(language, value, 4);

/** An amount in TL with 2 decimals (tr `2.585.500,00`). */
export const amount = (language: Language, value: number) => formatNumber(language, value, 2);

/** A quantity: whole units, or up to 3 decimals when it has a fraction (tr `1.250.000`). */
export function quantity(language: Language, value: number | null): string {
  if (value === null) return '–';
  return formatNumber(language, value, Number.isInteger(value) ? 0 : 3);
}

/** A count (tr `1.250`). */
export const count = (language: Language, value: number) => formatNumber(language, value, 0);

/** A percentage with 2 decimals and its sign (tr `+%12,50`, en `+12.50%`); `–` without one. */
export function percent(language: Language, value: number | null): string {
  if (value === null) return '–';
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  const digits = formatNumber(language, Math.abs(value), 2);
  return language === 'tr' ? `${sign}%${digits}` : `${sign}${digits}%`;
}

/** The lower-case unit label of quantities (`kg`, `ton`, `adet`/`pcs`, `baş`/`head`). */
export function unitLabel(language: Language, unit: string | null): string {
  if (unit === null) return '';
  const labels: Record<string, [string, string]> = {
    KG: ['kg', 'kg'],
    TON: ['ton', 't'],
    ADET: ['adet', 'pcs'],
    BAS: ['baş', 'head'],
  };
  const pair = labels[unit];
  return pair ? pair[language === 'tr' ? 0 : 1] : unit;
}
