import type { AlertKind } from '@bulten/core';
import type { Generated, Selectable } from 'kysely';
import type { SessionPhase } from '../figures/figures.session.js';

/** A member user's price alert on a class. Prices in e4 TL, moves in hundredths of a percent. */
export interface PriceAlertTable {
  id: Generated<number>;
  user_id: number;
  class_id: number;
  kind: AlertKind;
  threshold_e4: number | null;
  move_e2: number | null;
  /** 1 active, 0 paused. */
  active: number;
  created_at: string;
}

/** An alert that fired on a trading day (one per alert and day: the unique key is the no-double-send rule). */
export interface AlertFiringTable {
  id: Generated<number>;
  alert_id: number;
  user_id: number;
  class_id: number;
  trade_date: string;
  fired_at: string;
  /** 1 when the day's session had closed (final figures), 0 before (preliminary). */
  final: number;
  /** The session's phase when it fired, as its message says; null for firings before migration 0031. */
  session_phase: SessionPhase | null;
  kind: AlertKind;
  threshold_e4: number | null;
  move_e2: number | null;
  average_e4: number;
  change_e2: number | null;
}
export type PriceAlertRow = Selectable<PriceAlertTable>;
export type AlertFiringRow = Selectable<AlertFiringTable>;
