/** Counts of what an import did. */
export interface ImportSummary {
  inserted: number;
  skipped: number;
  corrected: number;
  cancelled: number;
}

/** The answer of an all-or-nothing import: a summary, or every problem as `line N: column: problem`. */
export type ImportResult =
  | { ok: true; rows: number; summary: ImportSummary }
  | { ok: false; errors: string[] };
