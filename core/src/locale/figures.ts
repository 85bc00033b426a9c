import { type AnalysisDescriptor, type AnalysisKey, analysisByKey } from '../analyses.js';
import { type Language, priceUnitLabel, quantityUnitLabel, type Unit } from '../domain.js';
import { type Figure, NO_VALUE } from './marks.js';
import {
  formatChangePercent,
  formatNumber,
  formatQuantity,
  formatSigned,
  PRICE_DECIMALS,
} from './numbers.js';

/** Direction of a change against the previous trading day. */
export type Direction = 'UP' | 'DOWN' | 'UNCH';

/** The arrow of each direction, the same on every screen. */
export const DIRECTION_ARROWS: Readonly<Record<Direction, string>> = { UP: '▲', DOWN: '▼', UNCH: '▬' };

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

/** An analysis's label with its unit, from the descriptor (tr `Protein (%)`, en `Hectolitre weight (kg/hl)`). */
export function analysisLabel(analysis: AnalysisDescriptor, language: Language): string {
  return `${analysis.label[language]} (${analysis.unit})`;
}

/** An analysis value with its descriptor's decimals, without the unit (tr `13,25`); `–` when not measured. */
export function formatAnalysis(language: Language, key: AnalysisKey, value: Figure | null): string {
  return value === null ? NO_VALUE : formatNumber(language, value, analysisByKey(key).decimals);
}
