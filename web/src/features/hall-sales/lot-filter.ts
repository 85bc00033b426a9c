import {
  ANALYSIS_KEYS,
  type AnalysisKey,
  type HallLotWithAnalyses,
  parseScaled,
  scaledNumber,
} from '@bulten/core';

// Every analysis is kept in hundredths (core's `ANALYSES`).
const ANALYSIS_DECIMALS = 2;

/** The columns the lots list sorts by: the lot's fields, then every analysis. */
export const LOT_SORT_KEYS = [
  'TescilNo',
  'UrunAdi',
  'BirimFiyat',
  'Miktar',
  'Tutar',
  ...ANALYSIS_KEYS,
] as const;
export type LotSortKey = (typeof LOT_SORT_KEYS)[number];

/** The analyses the lots list filters by, each with the prefix of its URL params (`pmin`, `pmax`…). */
export const LOT_FILTERS: readonly { key: AnalysisKey; param: string }[] = [
  { key: 'Protein', param: 'p' },
  { key: 'Hektolitre', param: 'h' },
];

/** A closed range of an analysis; an open end is null. */
export interface AnalysisRange {
  min: number | null;
  max: number | null;
}

/** The filters of the lots list: a range per filtered analysis. */
export type LotFilters = Partial<Record<AnalysisKey, AnalysisRange>>;

function within(value: number | null, range: AnalysisRange): boolean {
  if (range.min === null && range.max === null) return true;
  if (value === null) return false;
  return (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
}

/** The lots whose analyses lie in the ranges (a lot without the analysis fails a set range). */
export function filterLots(lots: readonly HallLotWithAnalyses[], f: LotFilters): HallLotWithAnalyses[] {
  const ranges = Object.entries(f) as [AnalysisKey, AnalysisRange][];
  return lots.filter((l) => ranges.every(([key, range]) => within(l[key], range)));
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

/**
 * An analysis bound of the URL (`?pmin=12.50`: plain decimals with a point, as the range fields write them),
 * read exactly by core's reader; null when absent or not such a number (never guessed from a comma).
 */
export function numberParam(params: URLSearchParams, key: string): number | null {
  const scaled = parseScaled(params.get(key) ?? '', ANALYSIS_DECIMALS);
  return scaled === null ? null : scaledNumber(scaled, ANALYSIS_DECIMALS);
}

/** The ranges of `LOT_FILTERS` as the URL gives them (`?pmin=12&hmax=80`). */
export function lotFiltersOf(params: URLSearchParams): LotFilters {
  return Object.fromEntries(
    LOT_FILTERS.map(({ key, param }) => [
      key,
      { min: numberParam(params, `${param}min`), max: numberParam(params, `${param}max`) },
    ]),
  );
}

/** The lot sort of the URL (`?sirala=BirimFiyat&yon=desc`); registration order by default. */
export function lotSortOf(params: URLSearchParams): [LotSortKey, 'asc' | 'desc'] {
  const key = params.get('sirala');
  const sort = (LOT_SORT_KEYS as readonly string[]).includes(key ?? '') ? (key as LotSortKey) : 'TescilNo';
  return [sort, params.get('yon') === 'desc' ? 'desc' : 'asc'];
}
