import type { AnalysisColumn, Channel, RegistrationStatus } from '@bulten/core';
import type { Generated, Insertable, Selectable } from 'kysely';

/** The lab analysis columns of a hall lot (core's `ANALYSES`), in hundredths; null when not measured. */
type AnalysisColumns = { [C in AnalysisColumn]: number | null };

/**
 * The current version of a registered trade (tescil). Money in e4 TL, quantities in milli units; the
 * analyses' columns from `AnalysisColumns`.
 */
export interface RegistrationTable extends AnalysisColumns {
  id: Generated<number>;
  registration_no: string;
  version: number;
  /** Trade instant, ISO 8601 UTC. */
  traded_at: string;
  /** Istanbul calendar date of `traded_at`. */
  trade_date: string;
  product_id: number;
  quantity_milli: number;
  unit_price_e4: number;
  amount_e4: number;
  channel: Channel;
  buyer_member_id: number | null;
  seller_member_id: number | null;
  status: RegistrationStatus;
  cancel_reason: string | null;
  city: string | null;
  district: string | null;
  head_count: number | null;
  live_weight_milli: number | null;
  created_at: string;
  updated_at: string;
  /** The chunked import (`import_batch.id`) that wrote this version last; null for other writes. */
  import_batch?: number | null;
}

/** A superseded version of a registration, kept whole as JSON. */
export interface RegistrationVersionTable {
  id: Generated<number>;
  registration_id: number;
  version: number;
  snapshot: string;
  replaced_at: string;
  /** The chunked import whose write superseded this version; null for other writes. */
  import_batch?: number | null;
}
export type RegistrationRow = Selectable<RegistrationTable>;
export type NewRegistration = Insertable<RegistrationTable>;
