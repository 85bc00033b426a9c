/**
 * The lab analyses a hall lot may carry: the one list every layer derives from (database columns, API
 * fields, CSV columns, labels, units and decimals). Values are stored in hundredths (`*_e2`). `short` is
 * the name a download's column heading gives it, with its unit (`Sunn pest (%)`).
 */
export const ANALYSES = [
  {
    field: 'protein',
    key: 'Protein',
    column: 'protein_e2',
    label: { tr: 'Protein', en: 'Protein' },
    short: { tr: 'Protein', en: 'Protein' },
    unit: '%',
    decimals: 2,
  },
  {
    field: 'moisture',
    key: 'Rutubet',
    column: 'moisture_e2',
    label: { tr: 'Rutubet', en: 'Moisture' },
    short: { tr: 'Rutubet', en: 'Moisture' },
    unit: '%',
    decimals: 2,
  },
  {
    field: 'hectoliter',
    key: 'Hektolitre',
    column: 'hectoliter_e2',
    label: { tr: 'Hektolitre', en: 'Hectolitre weight' },
    short: { tr: 'Hektolitre', en: 'Hectolitre' },
    unit: 'kg/hl',
    decimals: 2,
  },
  {
    field: 'sedimentation',
    key: 'Sedimantasyon',
    column: 'sedimentation_e2',
    label: { tr: 'Sedimantasyon', en: 'Sedimentation' },
    short: { tr: 'Sedimantasyon', en: 'Sedimentation' },
    unit: 'ml',
    decimals: 2,
  },
  {
    field: 'gluten',
    key: 'Gluten',
    column: 'gluten_e2',
    label: { tr: 'Gluten', en: 'Gluten' },
    short: { tr: 'Gluten', en: 'Gluten' },
    unit: '%',
    decimals: 2,
  },
  {
    field: 'sune',
    key: 'Sune',
    column: 'sune_e2',
    label: { tr: 'Süne', en: 'Sunn pest damage' },
    short: { tr: 'Süne', en: 'Sunn pest' },
    unit: '%',
    decimals: 2,
  },
  {
    field: 'foreignMatter',
    key: 'YabanciMadde',
    column: 'foreign_matter_e2',
    label: { tr: 'Yabancı madde', en: 'Foreign matter' },
    short: { tr: 'Yabancı madde', en: 'Foreign matter' },
    unit: '%',
    decimals: 2,
  },
] as const;

/** One analysis as described in `ANALYSES`. */
export type AnalysisDescriptor = (typeof ANALYSES)[number];

/** Domain name of an analysis (`proteinE2` etc. in inputs). */
export type AnalysisField = AnalysisDescriptor['field'];
/** API field name of an analysis (`Protein`, `Rutubet`…), also its CSV column. */
export type AnalysisKey = AnalysisDescriptor['key'];
/** Database column of an analysis, in hundredths. */
export type AnalysisColumn = AnalysisDescriptor['column'];

// Over a tuple type parameter, a mapped type keeps the tuple (length and order); over a plain one it
// would make an object of every array member.
type Plucked<T, P extends keyof AnalysisDescriptor> = {
  readonly [I in keyof T]: T[I] extends Readonly<Record<P, infer V>> ? V : never;
};
type Filled<T, V> = { -readonly [I in keyof T]: V };
// One property of each analysis, as a tuple of the list's length and order.
type Each<P extends keyof AnalysisDescriptor> = Plucked<typeof ANALYSES, P>;

/** Domain names of the analyses, in display order. */
export const ANALYSIS_FIELDS = ANALYSES.map((a) => a.field) as unknown as Each<'field'>;
/** API field names of the analyses, in display order. */
export const ANALYSIS_KEYS = ANALYSES.map((a) => a.key) as unknown as Each<'key'>;
/** Database columns of the analyses, in display order. */
export const ANALYSIS_COLUMNS = ANALYSES.map((a) => a.column) as unknown as Each<'column'>;

/** One value per analysis, as a tuple in the list's order (a staged row's analyses). */
export type AnalysisTuple<T> = Filled<typeof ANALYSES, T>;

/** Analyses of a lot by domain name, each in hundredths. */
export type Analyses = Partial<Record<AnalysisField, number>>;

/** Name of an analysis in a registration input, in hundredths (`proteinE2`). */
export type AnalysisInputField = `${AnalysisField}E2`;
/** A registration input's analyses, each in hundredths (null or left out: not measured). */
export type AnalysisInputs = { [F in AnalysisInputField]?: number | null };

/** The input field of an analysis (`proteinE2`). */
export function analysisInputField(a: AnalysisDescriptor): AnalysisInputField {
  return `${a.field}E2`;
}

/** The descriptor of an API field name. */
export function analysisByKey(key: AnalysisKey): AnalysisDescriptor {
  return ANALYSES.find((a) => a.key === key)!;
}

/** One value per analysis by API field name, in the list's order (the key order of every answer). */
export function byAnalysisKey<T>(value: (a: AnalysisDescriptor) => T): Record<AnalysisKey, T> {
  return Object.fromEntries(ANALYSES.map((a) => [a.key, value(a)])) as Record<AnalysisKey, T>;
}

/** One value per analysis by database column, in the list's order. */
export function byAnalysisColumn<T>(value: (a: AnalysisDescriptor) => T): Record<AnalysisColumn, T> {
  return Object.fromEntries(ANALYSES.map((a) => [a.column, value(a)])) as Record<AnalysisColumn, T>;
}

/** One value per analysis by input field name (`proteinE2`), in the list's order. */
export function byAnalysisInput<T>(value: (a: AnalysisDescriptor) => T): Record<AnalysisInputField, T> {
  return Object.fromEntries(ANALYSES.map((a) => [analysisInputField(a), value(a)])) as Record<
    AnalysisInputField,
    T
  >;
}
