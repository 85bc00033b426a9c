import { CompiledQuery, type DialectAdapter, type Kysely } from 'kysely';
import { dialectOf } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { WriteConflictError } from '../../db/write-transaction.js';
import { DEAL_COLUMNS, DETAIL_COLUMNS } from './registration-columns.js';
import { dropRegistrationIndexes, restoreRegistrationIndexes } from './registration-indexes.js';
import type { NewRegistration, RegistrationRow } from './registrations.table.js';

const LOOKUP_CHUNK = 500;
// 26 columns × 500 rows = 13,000 parameters: inside SQLite's 32,766 and PostgreSQL's 65,535.
const INSERT_CHUNK = 500;

/** Every column of a registration but its id, in insert order. */
const INSERT_COLUMNS = [
  'registration_no',
  'version',
  ...DEAL_COLUMNS,
  ...DETAIL_COLUMNS,
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof NewRegistration)[];

// Building a 500-row insert through the query builder costs more than running it, so the SQL of each
// chunk size is compiled once per dialect (adapter) and reused with fresh parameters.
const insertSqlCache = new WeakMap<DialectAdapter, Map<number, string>>();

function insertSql(db: Kysely<Database>, rows: number): string {
  const adapter = db.getExecutor().adapter;
  const bySize = insertSqlCache.get(adapter) ?? new Map<number, string>();
  insertSqlCache.set(adapter, bySize);
  let text = bySize.get(rows);
  if (text === undefined) {
    const template = Object.fromEntries(INSERT_COLUMNS.map((c) => [c, null])) as unknown as NewRegistration;
    text = db.insertInto('registration').values(Array(rows).fill(template)).compile().sql;
    bySize.set(rows, text);
  }
  return text;
}

/** The current version of a registration by its number, or undefined. */
export async function findRegistrationByNo(db: Kysely<Database>, registrationNo: string) {
  return db
    .selectFrom('registration')
    .selectAll()
    .where('registration_no', '=', registrationNo)
    .executeTakeFirst();
}

/**
 * The current version of a registration by its number, locked until the transaction ends on PostgreSQL
 * (`for update`: a concurrent correction waits, then reads what this one wrote); SQLite transactions
 * already write alone.
 */
export async function lockRegistrationByNo(db: Kysely<Database>, registrationNo: string) {
  const query = db.selectFrom('registration').selectAll().where('registration_no', '=', registrationNo);
  return (dialectOf(db) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** The largest registration number stored (SQLite's order: by UTF-8 bytes), or null: none is. */
async function largestNumber(db: Kysely<Database>): Promise<string | null> {
  const top = await db
    .selectFrom('registration')
    .select((eb) => eb.fn.max('registration_no').as('no'))
    .executeTakeFirst();
  return top?.no ?? null;
}

// JavaScript's `<=` orders text by UTF-16 units, SQLite by UTF-8 bytes: the two agree on text without
// characters from U+D800 up (surrogates sort below U+E000–U+FFFF in one, above in the other). A number
// with such a character may be stored whatever the comparison says.
const ORDER_UNSURE = /[\uD800-\uFFFF]/;

/** Whether `no` could be a stored number when `top` is the largest one. */
export function mayBeStored(no: string, top: string): boolean {
  return no <= top || ORDER_UNSURE.test(no) || ORDER_UNSURE.test(top);
}

/**
 * Current versions of many registrations by number, keyed by number. On SQLite, numbers above the largest
 * stored one are not looked up: registration numbers mostly grow, so an import of new trades probes the
 * index once per chunk instead of once per row (PostgreSQL's `registrationsByNos` does the same in SQL,
 * in its own collation).
 */
export async function findRegistrationsByNos(
  db: Kysely<Database>,
  numbers: readonly string[],
): Promise<Map<string, RegistrationRow>> {
  const found = new Map<string, RegistrationRow>();
  if (numbers.length === 0) return found;
  let wanted = numbers;
  if (dialectOf(db) === 'sqlite') {
    const top = await largestNumber(db);
    wanted = top === null ? [] : numbers.filter((no) => mayBeStored(no, top));
  }
  for (let i = 0; i < wanted.length; i += LOOKUP_CHUNK) {
    const rows = await db
      .selectFrom('registration')
      .selectAll()
      .where('registration_no', 'in', wanted.slice(i, i + LOOKUP_CHUNK))
      .execute();
    for (const row of rows) found.set(row.registration_no, row);
  }
  return found;
}

/** Inserts new registrations in chunks. */
export async function insertRegistrations(
  db: Kysely<Database>,
  rows: readonly NewRegistration[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_CHUNK);
    const parameters: unknown[] = [];
    for (const row of chunk) for (const column of INSERT_COLUMNS) parameters.push(row[column] ?? null);
    await db.executeQuery(CompiledQuery.raw(insertSql(db, chunk.length), parameters));
  }
}

// Adding a million rows to five indexes row by row costs far more than building them afresh, so a big
// insert on SQLite drops the secondary indexes and recreates them in the same transaction. PostgreSQL
// keeps them: dropping one would lock out every reader until the import commits.
const REBUILD_INDEXES_FROM_ROWS = 100_000;

/**
 * Runs `insert` (of `rows` new registrations, inside the caller's transaction); when that is a big share
 * of the table on SQLite, with the secondary indexes rebuilt once afterwards instead of row by row.
 */
export async function withBulkIndexes(
  db: Kysely<Database>,
  rows: number,
  insert: () => Promise<void>,
  fromRows = REBUILD_INDEXES_FROM_ROWS,
) {
  if (rows < fromRows || dialectOf(db) === 'postgres') return insert();
  const top = await db
    .selectFrom('registration')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  if (rows * 2 < Number(top?.id ?? 0)) return insert();
  await dropRegistrationIndexes(db);
  await insert();
  await restoreRegistrationIndexes(db);
}

/** Inserts one registration and returns it. */
export async function insertRegistration(
  db: Kysely<Database>,
  row: NewRegistration,
): Promise<RegistrationRow> {
  return db.insertInto('registration').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Keeps the current version of a registration as history, marked with the import batch replacing it, if any. */
export async function keepVersion(
  db: Kysely<Database>,
  current: RegistrationRow,
  at: string,
  batch: number | null = null,
): Promise<void> {
  await db
    .insertInto('registration_version')
    .values({
      registration_id: current.id,
      version: current.version,
      snapshot: JSON.stringify(current),
      replaced_at: at,
      import_batch: batch,
    })
    .execute();
}

/**
 * Keeps the current version of a registration as history, then overwrites it with the next version,
 * only if it is still `current.version` (else `WriteConflictError`). Answers the row as it now stands
 * (what it wrote over `current`), without reading it again.
 */
export async function replaceRegistration(
  db: Kysely<Database>,
  current: RegistrationRow,
  next: NewRegistration,
  at: string,
): Promise<RegistrationRow> {
  await keepVersion(db, current, at);
  const written = { ...next, version: current.version + 1, created_at: current.created_at, updated_at: at };
  const result = await db
    .updateTable('registration')
    .set(written)
    .where('id', '=', current.id)
    .where('version', '=', current.version)
    .executeTakeFirst();
  // Another transaction wrote a newer version since `current` was read: the caller's work runs again.
  if (result.numUpdatedRows !== 1n)
    throw new WriteConflictError(`registration ${current.registration_no} changed`);
  return { ...current, ...written };
}
