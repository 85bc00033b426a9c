import type { AnalysisDescriptor, AnalysisKey, Language } from '@bulten/core';
import { analysisByKey } from '@bulten/core/plain';
import { formatNumber, NO_VALUE } from './numbers';

/** An analysis's label with its unit, from the descriptor (tr `Protein (%)`, en `Hectolitre weight (kg/hl)`). */
export function analysisLabel(analysis: AnalysisDescriptor, language: Language): string {
  return `${analysis.label[language]} (${analysis.unit})`;
}

/** An analysis value with its descriptor's decimals, without the unit (tr `13,25`); `–` when not measured. */
export function formatAnalysis(language: Language, key: AnalysisKey, value: number | null): string {
  return value === null ? NO_VALUE : formatNumber(language, value, analysisByKey(key).decimals);
}
