import type { Language, Unit } from '@bulten/core';
import { priceUnitLabel, quantityUnitLabel } from '@bulten/core/plain';

/** A quantity's unit label in the language (`kg`, `ton`/`t`, `adet`/`pcs`, `baş`/`head`); '' without one. */
export function unitLabel(language: Language, unit: Unit | null | undefined): string {
  return unit ? quantityUnitLabel(unit, language) : '';
}

/** A price unit label in the language (`TL/kg`, `TL/baş`/`TL/head`); plain `TL` without a unit. */
export function priceUnitText(language: Language, unit: Unit | null | undefined): string {
  return unit ? priceUnitLabel(unit, language) : 'TL';
}
