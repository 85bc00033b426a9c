import { type Language, priceUnitLabel, quantityUnitLabel, type Unit } from '../domain.js';
import { type Figure, NO_VALUE } from './marks.js';
import { formatQuantity } from './numbers.js';

/** A quantity's unit label in the language (`kg`, `ton`/`t`, `adet`/`pcs`, `baş`/`head`); '' without one. */
export function unitLabel(language: Language, unit: Unit | null | undefined): string {
  return unit ? quantityUnitLabel(unit, language) : '';
}

/** A price unit label in the language (`TL/kg`, `TL/baş`/`TL/head`); plain `TL` without a unit. */
export function priceUnitText(language: Language, unit: Unit | null | undefined): string {
  return unit ? priceUnitLabel(unit, language) : 'TL';
}

/** A quantity with its unit (tr `130.640 kg`, `12 baş`, en `12 head`); `–` without a quantity. */
export function quantityText(
  language: Language,
  value: Figure | null,
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
