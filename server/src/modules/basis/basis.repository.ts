import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Every class's TÜRİB mapping. */
export async function allBasisMappings(db: Kysely<Database>) {
  return db.selectFrom('basis_mapping').selectAll().orderBy('class_id').execute();
}

/** The mapping of one class, or undefined. */
export async function basisMappingOf(db: Kysely<Database>, classId: number) {
  return db.selectFrom('basis_mapping').selectAll().where('class_id', '=', classId).executeTakeFirst();
}

/** Maps a class to a TÜRİB instrument class (insert or replace), or removes its mapping (null). */
export async function setBasisMapping(
  db: Kysely<Database>,
  classId: number,
  instrument: string | null,
  at: string,
): Promise<void> {
  if (instrument === null) {
    await db.deleteFrom('basis_mapping').where('class_id', '=', classId).execute();
    return;
  }
  await db
    .insertInto('basis_mapping')
    .values({ class_id: classId, turib_instrument: instrument, updated_at: at })
    .onConflict((oc) => oc.column('class_id').doUpdateSet({ turib_instrument: instrument, updated_at: at }))
    .execute();
}

/** The TÜRİB instrument classes that ever had a row, by name. */
export async function turibInstrumentNames(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('turib_row')
    .select('instrument')
    .distinct()
    .orderBy('instrument')
    .execute();
  return rows.map((r) => r.instrument);
}

/** One instrument class's TÜRİB totals of a session day (every warehouse together). */
export interface TuribDayTotals {
  date: string;
  instrument: string;
  amountE4: number;
  quantityMilli: number;
}

/** TÜRİB totals per session day and instrument class in a date range, for some instrument classes. */
export async function turibTotalsBetween(
  db: Kysely<Database>,
  instruments: readonly string[],
  from: string,
  to: string,
): Promise<TuribDayTotals[]> {
  if (instruments.length === 0) return [];
  const rows = await db
    .selectFrom('turib_row')
    .select([
      'session_date',
      'instrument',
      sql<string | number>`sum(amount_e4)`.as('amount'),
      sql<string | number>`sum(quantity_milli)`.as('quantity'),
    ])
    .where('instrument', 'in', instruments)
    .where('session_date', '>=', from)
    .where('session_date', '<=', to)
    .groupBy(['session_date', 'instrument'])
    .orderBy('session_date')
    .execute();
  // PostgreSQL sums bigints as numeric (a string); a day's totals stay far below 2^53.
  return rows.map((r) => ({
    date: r.session_date,
    instrument: r.instrument,
    amountE4: Number(r.amount),
    quantityMilli: Number(r.quantity),
  }));
}
