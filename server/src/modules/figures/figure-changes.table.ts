import type { Unit } from '@bulten/core';
import type { Generated, Insertable, Selectable } from 'kysely';

/** The figures a correction log row names. */
export const CHANGED_FIELDS = ['min', 'max', 'average', 'quantity', 'amount', 'count'] as const;
export type ChangedField = (typeof CHANGED_FIELDS)[number];

/**
 * What changed figures after they were shown: a registration corrected or cancelled, a late registration
 * (one new registration on a shown day: the desk, the demo), an import's new registrations (a file: the CLI,
 * the staff upload; a batch of inputs).
 */
export type FigureChangeKind = 'CORRECTED' | 'CANCELLED' | 'LATE' | 'IMPORT';

/** A published figure of a day × class or product that changed after it was shown (`figure-changes.ts`). */
export interface FigureChangeTable {
  id: Generated<number>;
  trade_date: string;
  node_id: number;
  level: 'CLASS' | 'PRODUCT';
  unit: Unit | null;
  field: ChangedField;
  /** Prices and amounts in e4, quantities in milli of `unit`, counts; null when nothing traded. */
  before_value: number | null;
  after_value: number | null;
  kind: FigureChangeKind;
  /** Internal: which registration (null: an import's new rows); never answered publicly. */
  registration_id: number | null;
  /** Internal: the import batch that wrote it (undoing the batch removes the row), else null. */
  import_batch: number | null;
  changed_at: string;
}
export type FigureChangeRow = Selectable<FigureChangeTable>;
export type NewFigureChange = Insertable<FigureChangeTable>;
