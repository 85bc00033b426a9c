import type { Problem } from '@bulten/core/plain';

/** Counts of what an import did. */
export interface ImportSummary {
  inserted: number;
  skipped: number;
  corrected: number;
  cancelled: number;
}

/** The answer of an all-or-nothing import: a summary, or every problem (codes and parameters). */
export type ImportResult =
  | { ok: true; rows: number; summary: ImportSummary }
  | { ok: false; problems: Problem[] };
