import { type AnalysisDescriptor, type AnalysisKey, analysisByKey } from '../analyses.js';
import type { Language } from '../domain.js';
import { type Figure, NO_VALUE } from './marks.js';
import { formatNumber } from './numbers.js';

/** An analysis's label with its unit, from the descriptor (tr `Protein (%)`, en `Hectolitre weight (kg/hl)`). */
export function analysisLabel(analysis: AnalysisDescriptor, language: Language): string {
  return `${analysis.label[language]} (${analysis.unit})`;
}

/** An analysis value with its descriptor's decimals, without the unit (tr `13,25`); `–` when not measured. */
export function formatAnalysis(language: Language, key: AnalysisKey, value: Figure | null): string {
  return value === null ? NO_VALUE : formatNumber(language, value, analysisByKey(key).decimals);
}
