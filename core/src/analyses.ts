/**
 * The lab analyses a hall lot may carry: the one list every layer derives from (database columns, API
 * fields, CSV columns, labels, units and decimals). Values are stored in hundredths (`*_e2`).
 */
export const ANALYSES = [
  {
    field: 'protein',
    key: 'Protein',
    column: 'protein_e2',
    csv: 'Protein',
    label: { tr: 'Protein', en: 'Protein' },
    unit: '%',
    decimals: 2,
  },
  {
    field: 'moisture',
    key: 'Rutubet',
    column: 'moisture_e2',
    csv: 'Rutubet',
    label: { tr: 'Rutubet', en: 'Moisture' },
    unit: '%',
    decimals: 2,
  },
  {
    field: 'hectoliter',
    key: 'Hektolitre',
    column: 'hectoliter_e2',
    csv: 'Hektolitre',
    label: { tr: 'Hektolitre', en: 'Hectolitre weight' },
    unit: 'kg/hl',
    decimals: 2,
  },
  {
    field: 'sedimentation',
    key: 'Sedimantasyon',
    column: 'sedimentation_e2',
    csv: 'Sedimantasyon',
    label: { tr: 'Sedimantasyon', en: 'Sedimentation' },
    unit: 'ml',
    decimals: 2,
  },
  {
    field: 'gluten',
    key: 'Gluten',
    column: 'gluten_e2',
    csv: 'Gluten',
    label: { tr: 'Gluten', en: 'Gluten' },
    unit: '%',
    decimals: 2,
  },
  {
    field: 'sune',
    key: 'Sune',
    column: 'sune_e2',
    csv: 'Sune',
    label: { tr: 'Süne', en: 'Sunn pest damage' },
    unit: '%',
    decimals: 2,
  },
  {
    field: 'foreignMatter',
    key: 'YabanciMadde',
    column: 'foreign_matter_e2',
    csv: 'YabanciMadde',
    label: { tr: 'Yabancı madde', en: 'Foreign matter' },
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

/** Domain names of the analyses, in display order. */
export const ANALYSIS_FIELDS = ANALYSES.map((a) => a.field) as unknown as readonly [
  AnalysisField,
  ...AnalysisField[],
];
/** API field names of the analyses, in display order. */
export const ANALYSIS_KEYS = ANALYSES.map((a) => a.key) as unknown as readonly [
  AnalysisKey,
  ...AnalysisKey[],
];
/** Database columns of the analyses, in display order. */
export const ANALYSIS_COLUMNS = ANALYSES.map((a) => a.column) as unknown as readonly AnalysisColumn[];

/** Analyses of a lot by domain name, each in hundredths. */
export type Analyses = Partial<Record<AnalysisField, number>>;

/** The descriptor of an API field name. */
export function analysisByKey(key: AnalysisKey): AnalysisDescriptor {
  return ANALYSES.find((a) => a.key === key)!;
}
