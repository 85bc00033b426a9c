import { type InsertObject, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { DEMO_WIPED_TABLES } from './demo.tables.js';

// Rows per INSERT: well under the bound-parameter limits of SQLite (32 766) and PostgreSQL (65 535).
const CHUNK = 400;

/** Inserts rows into a table in chunks. */
export async function insertRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: ReadonlyArray<InsertObject<Database, T>>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as InsertObject<Database, T>[])
      .execute();
  }
}

/** Number of rows of a table. */
export async function countRows(db: Kysely<Database>, table: keyof Database & string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<number | string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** True when the catalogue has any node. */
export async function hasCatalogue(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('catalogue_item').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** True when there is any member or registration (the demo is seeded only into an empty exchange). */
export async function hasMarketData(db: Kysely<Database>): Promise<boolean> {
  const member = await db.selectFrom('member').select('id').limit(1).executeTakeFirst();
  const registration = await db.selectFrom('registration').select('id').limit(1).executeTakeFirst();
  return member !== undefined || registration !== undefined;
}

/** The greatest registration number starting with a prefix, or null. */
export async function maxRegistrationNo(db: Kysely<Database>, prefix: string): Promise<string | null> {
  const row = await db
    .selectFrom('registration')
    .select('registration_no')
    .where('registration_no', 'like', `${prefix}%`)
    .orderBy('registration_no', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.registration_no ?? null;
}

/** Empties every table the demo seed writes, in one transaction. */
export async function wipeDemoTables(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of DEMO_WIPED_TABLES) await trx.deleteFrom(table).execute();
  });
}

/** The demo seed's progress marker (module option `demo.state`): "seeding", "complete" or null. */
export async function demoState(db: Kysely<Database>): Promise<string | null> {
  const row = await db
    .selectFrom('cms_module_option')
    .select('value')
    .where('module', '=', 'demo')
    .where('key', '=', 'state')
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as string) : null;
}

/**
 * True only for a demo database: one `seed-demo` or the first-start seed completed (marker "complete").
 * The one rule for fake live trades; a catalogue that merely shares the demo's codes is no demo.
 */
export async function isDemoDatabase(db: Kysely<Database>): Promise<boolean> {
  return (await demoState(db)) === 'complete';
}

/** Sets the demo seed's progress marker. */
export async function setDemoState(db: Kysely<Database>, state: 'seeding' | 'complete'): Promise<void> {
  await db.deleteFrom('cms_module_option').where('module', '=', 'demo').where('key', '=', 'state').execute();
  await db
    .insertInto('cms_module_option')
    .values({ module: 'demo', key: 'state', value: JSON.stringify(state) })
    .execute();
}

/** True when some registration was not numbered by the demo (`D` + date + sequence). */
export async function hasForeignRegistrations(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('registration')
    .select('id')
    .where('registration_no', 'not like', 'D%')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
