import type { PeerKind, PeerPriceUnit, PeerStaleReason } from '@bulten/core';
import type { Generated, Selectable } from 'kysely';

/** A neighbouring exchange whose public bulletin is read, and how its reads go. */
export interface PeerTable {
  id: Generated<number>;
  name: string;
  city: string;
  kind: PeerKind;
  /** The site root; the API answers under `/api/v1/`. */
  base_url: string;
  /** 1 shown on the regional board, 0 read but not shown. */
  shown: number;
  created_at: string;
  updated_at: string;
  last_attempt_at: string | null;
  last_ok_at: string | null;
  /** Why the last read failed; null while reads succeed. */
  stale_reason: PeerStaleReason | null;
  /** `PeerStaleDetail` as JSON. */
  stale_detail: string | null;
  stale_since: string | null;
  /** Failed reads in a row. */
  failures: Generated<number>;
  /** Not read again before this instant (ms since 1970): the backoff after failures. */
  retry_at_ms: Generated<number>;
}
export type PeerRow = Selectable<PeerTable>;

/** A day of a peer that was read. */
export interface PeerDayTable {
  peer_id: number;
  day: string;
  fetched_at: string;
  /** 1 when read after the day's close (or the peer said final): not read again. */
  final: number;
  row_count: number;
}
export type PeerDayRow = Selectable<PeerDayTable>;

/** A class's figures of a day at a peer, as the peer gave them. */
export interface PeerFigureTable {
  peer_id: number;
  day: string;
  /** The peer's own class name (the mapping's key). */
  class_name: string;
  /** The peer's class code (Bülten peers), else null. */
  class_code: string | null;
  group_name: string;
  /** The unit the peer gives the prices in (KG or TON). */
  unit: PeerPriceUnit;
  min_e4: number;
  max_e4: number;
  avg_e4: number;
  /** Kilograms, in thousandths. */
  quantity_milli: number;
  trade_count: number | null;
  fetched_at: string;
}
export type PeerFigureRow = Selectable<PeerFigureTable>;

/** Staff's mapping of a peer's class to one of ours. */
export interface PeerClassMapTable {
  peer_id: number;
  peer_class: string;
  /** Our class; null: compared with none. */
  class_id: number | null;
  /** The unit its prices are read in; null: the peer's own. */
  price_unit: PeerPriceUnit | null;
  updated_at: string;
  updated_by: number | null;
}
export type PeerClassMapRow = Selectable<PeerClassMapTable>;
