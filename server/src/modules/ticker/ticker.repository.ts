import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TickerRow } from './ticker.table.js';

/** The single ticker row's id. */
export const TICKER_ID = 1;

/** The ticker row, or undefined before anyone set it. */
export async function findTicker(db: Kysely<Database>): Promise<TickerRow | undefined> {
  return db.selectFrom('ticker').selectAll().where('id', '=', TICKER_ID).executeTakeFirst();
}

/** Writes the ticker row (insert or replace). */
export async function saveTicker(db: Kysely<Database>, row: Omit<TickerRow, 'id'>): Promise<void> {
  await db
    .insertInto('ticker')
    .values({ id: TICKER_ID, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}
