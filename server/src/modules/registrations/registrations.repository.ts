import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NewRegistration, RegistrationRow } from './registrations.table.js';

const LOOKUP_CHUNK = 500;
const INSERT_CHUNK = 300;

/** The current version of a registration by its number, or undefined. */
export async function findRegistrationByNo(db: Kysely<Database>, registrationNo: string) {
  return db.selectFrom('registration').selectAll().where('registration_no', '=', registrationNo).executeTakeFirst();
}

/** Current versions of many registrations by number, keyed by number. */
export async function findRegistrationsByNos(
  db: Kysely<Database>,
  numbers: readonly string[],
): Promise<Map<string, RegistrationRow>> {
  const found = new Map<string, RegistrationRow>();
  for (let i = 0; i < numbers.length; i += LOOKUP_CHUNK) {
    const rows = await db
      .selectFrom('registration')
      .selectAll()
      .where('registration_no', 'in', numbers.slice(i, i + LOOKUP_CHUNK))
      .execute();
    for (const row of rows) found.set(row.registration_no, row);
  }
  return found;
}

/** Inserts new registrations in chunks. */
export async function insertRegistrations(db: Kysely<Database>, rows: readonly NewRegistration[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db.insertInto('registration').values(rows.slice(i, i + INSERT_CHUNK)).execute();
  }
}

/** Inserts one registration and returns it. */
export async function insertRegistration(db: Kysely<Database>, row: NewRegistration): Promise<RegistrationRow> {
  return db.insertInto('registration').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Keeps the current version of a registration as history, then overwrites it with the next version. */
export async function replaceRegistration(
  db: Kysely<Database>,
  current: RegistrationRow,
  next: NewRegistration,
  at: string,
): Promise<void> {
  await db
    .insertInto('registration_version')
    .values({ registration_id: current.id, version: current.version, snapshot: JSON.stringify(current), replaced_at: at })
    .execute();
  await db
    .updateTable('registration')
    .set({ ...next, version: current.version + 1, created_at: current.created_at, updated_at: at })
    .where('id', '=', current.id)
    .execute();
}

/** Earlier versions of a registration, oldest first. */
export async function registrationHistory(db: Kysely<Database>, registrationId: number) {
  return db
    .selectFrom('registration_version')
    .selectAll()
    .where('registration_id', '=', registrationId)
    .orderBy('version')
    .execute();
}
