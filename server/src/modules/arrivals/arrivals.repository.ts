import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ArrivalRow } from './arrivals.table.js';

/** The arrivals of a day, in order of arrival. */
export async function arrivalsOn(db: Kysely<Database>, date: string): Promise<ArrivalRow[]> {
  return db
    .selectFrom('arrival')
    .selectAll()
    .where('arrival_date', '=', date)
    .orderBy('arrived_at')
    .orderBy('id')
    .execute();
}
