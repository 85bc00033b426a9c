import type { Selectable } from 'kysely';

/** The ticker (kayan yazı): one row; empty text means "build it from today's figures". */
export interface TickerTable {
  id: number;
  text_tr: string;
  text_en: string;
  color: string;
  updated_at: string;
}
export type TickerRow = Selectable<TickerTable>;
