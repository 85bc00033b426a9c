import type { Language, Unit } from '@bulten/core';
import { NO_VALUE, numberFormat } from './numbers';
import { unitLabel } from './units';

/** Most decimals a quantity shows (quantities are kept in thousandths of the unit). */
export const QUANTITY_DECIMALS = 3;

/** A quantity with the decimals it has, at most 3 (tr `1.250.000`, `12,5`, en `1,234.567`); `–` without one. */
export function formatQuantity(language: Language, value: number | null): string {
  if (value === null) return NO_VALUE;
  return numberFormat(language, {
    minimumFractionDigits: 0,
    maximumFractionDigits: QUANTITY_DECIMALS,
  }).format(value);
}

/** A quantity with its unit (tr `130.640 kg`, `12 baş`, en `12 head`); `–` without a quantity. */
export function quantityText(
  language: Language,
  value: number | null,
  unit: Unit | null | undefined,
): string {
  if (value === null) return NO_VALUE;
  return `${formatQuantity(language, value)} ${unitLabel(language, unit)}`.trim();
}

/** One unit's quantity of a total that spans several units. */
export interface UnitQuantity {
  Birim: Unit | null;
  Miktar: number;
}

/** Quantities of several units, never added together (tr `1.250 kg · 12 baş`). */
export function quantitiesText(language: Language, quantities: readonly UnitQuantity[]): string {
  return quantities.map((q) => quantityText(language, q.Miktar, q.Birim)).join(' · ');
}
