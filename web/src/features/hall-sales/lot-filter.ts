import type { HallLotWithAnalyses } from '@bulten/core';

/** The columns the lots list sorts by. */
export const LOT_SORT_KEYS = [
  'TescilNo',
  'UrunAdi',
  'BirimFiyat',
  'Miktar',
  'Tutar',
  'Protein',
  'Hektolitre',
  'Rutubet',
] as const;
export type LotSortKey = (typeof LOT_SORT_KEYS)[number];

/** A closed range of an analysis; an open end is null. */
export interface AnalysisRange {
  min: number | null;
  max: number | null;
}

/** The filters of the lots list (URL state). */
export interface LotFilters {
  protein: AnalysisRange;
  hectolitre: AnalysisRange;
}

function within(value: number | null, range: AnalysisRange): boolean {
  if (range.min === null && range.max === null) return true;
  if (value === null) return false;
  return (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
}

/** The lots whose protein and hectolitre lie in the ranges (a lot without the analysis fails a set range). */
export function filterLots(lots: readonly HallLotWithAnalyses[], f: LotFilters): HallLotWithAnalyses[] {
  return lots.filter((l) => within(l.Protein, f.protein) && within(l.Hektolitre, f.hectolitre));
}

/** The lots sorted by a column; missing values always last; ties keep registration order. */
export function sortLots(
  lots: readonly HallLotWithAnalyses[],
  key: LotSortKey,
  direction: 'asc' | 'desc',
): HallLotWithAnalyses[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...lots].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (x === null || y === null) return x === y ? a.Id - b.Id : x === null ? 1 : -1;
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'tr');
    return order === 0 ? a.Id - b.Id : sign * order;
  });
}

/** A number of the URL (`?pmin=12.5`), null when absent or not a number. */
export function numberParam(params: URLSearchParams, key: string): number | null {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}
