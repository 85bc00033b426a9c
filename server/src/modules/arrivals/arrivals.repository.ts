import type { Kysely } from 'kysely';
import { rowsWhere } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import type { ArrivalRow } from './arrivals.table.js';

/** The arrivals of a day, in order of arrival. */
export async function arrivalsOn(db: Kysely<Database>, date: string): Promise<ArrivalRow[]> {
  return rowsWhere(db, 'arrival', { arrival_date: date }, ['arrived_at', 'id']);
}
