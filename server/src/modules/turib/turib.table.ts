import type { Generated, Selectable } from 'kysely';

/** One instrument row of a TÜRİB session (per ISIN and class). */
export interface TuribRowTable {
  id: Generated<number>;
  session_date: string;
  session_type: string;
  isin: string;
  instrument: string;
  warehouse: string;
  city: string;
  district: string;
  open_e4: number;
  high_e4: number;
  low_e4: number;
  close_e4: number;
  average_e4: number;
  quantity_milli: number;
  amount_e4: number;
}

/** An index line of a TÜRİB session. */
export interface TuribIndexTable {
  id: Generated<number>;
  session_date: string;
  code: string;
  name_tr: string;
  name_en: string;
  value_e4: number;
  previous_e4: number;
}
export type TuribRow = Selectable<TuribRowTable>;
export type TuribIndexRow = Selectable<TuribIndexTable>;
