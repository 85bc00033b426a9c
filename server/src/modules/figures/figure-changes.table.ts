import type { Unit } from '@bulten/core';
import type { Generated, Insertable, Selectable } from 'kysely';

/** The figures a correction log row names. */
export const CHANGED_FIELDS = ['min', 'max', 'average', 'quantity', 'amount', 'count'] as const;
export type ChangedField = (typeof CHANGED_FIELDS)[number];

/** A published figure of a day × class or product that a correction or cancellation changed. */
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
  kind: 'CORRECTED' | 'CANCELLED';
  /** Internal: which registration; never answered publicly. */
  registration_id: number;
  changed_at: string;
}
export type FigureChangeRow = Selectable<FigureChangeTable>;
export type NewFigureChange = Insertable<FigureChangeTable>;
