import { byAnalysisColumn } from '@bulten/core/plain';
import { CompiledQuery, type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { RegistrationRow } from '../registrations/registrations.table.js';
import { DAILY_STAT_FIELDS } from '../stats/stats.columns.js';
import type { DailyStatRow } from '../stats/stats.table.js';
import { copyStagedRowsPostgres } from './import-chunk.copy.js';
import { STAGED_COLUMNS, type StagedRow } from './staged-file.js';

// PostgreSQL plans a statement of thousands of parameters slowly and checks each one; a whole chunk goes
// in as one array per column instead (`unnest`), so one short statement inserts or merges it.

// The PostgreSQL array type of each staged column, in `STAGED_COLUMNS` order.
const STAGED_TYPES: Record<(typeof STAGED_COLUMNS)[number], string> = {
  registration_no: 'text',
  traded_at: 'text',
  trade_date: 'text',
  product_id: 'int4',
  quantity_milli: 'int8',
  unit_price_e4: 'int8',
  amount_e4: 'int8',
  channel: 'text',
  buyer_member_id: 'int4',
  seller_member_id: 'int4',
  status: 'text',
  cancel_reason: 'text',
  city: 'text',
  district: 'text',
  head_count: 'int4',
  live_weight_milli: 'int8',
  ...byAnalysisColumn(() => 'int4'),
};

const STAGED_ARRAYS = STAGED_COLUMNS.map((column, i) => `$${i + 1}::${STAGED_TYPES[column]}[]`).join(', ');
const BATCH_PARAMETER = STAGED_COLUMNS.length + 1;

const INSERT_UNNEST = `insert into "registration" (${STAGED_COLUMNS.map((c) => `"${c}"`).join(', ')},
  "version", "created_at", "updated_at", "import_batch")
  select t.*, 1, $${BATCH_PARAMETER + 1}, $${BATCH_PARAMETER + 1}, $${BATCH_PARAMETER}::int4
  from unnest(${STAGED_ARRAYS}) as t
  returning "id", "registration_no"`;

// A text element of an array literal: quoted, its quotes and backslashes escaped (nothing else is special
// inside quotes).
const NEEDS_ESCAPE = /["\\]/;

function quotedElement(text: string): string {
  return NEEDS_ESCAPE.test(text) ? `"${text.replace(/(["\\])/g, '\\$1')}"` : `"${text}"`;
}

/**
 * Values as a PostgreSQL array literal (`{"a","b",NULL}`, `{1,2,NULL}`), sent as one text parameter. The
 * driver's own conversion of a JavaScript array, element by element through its general value handling,
 * took some 4 s of a million-row import's main thread.
 */
export function arrayLiteral(values: readonly unknown[]): string {
  const elements = new Array<string>(values.length);
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i];
    if (value === null || value === undefined) elements[i] = 'NULL';
    else if (typeof value === 'number') elements[i] = String(value);
    else if (typeof value === 'string') elements[i] = quotedElement(value);
    else throw new TypeError(`array element of type ${typeof value}`);
  }
  return `{${elements.join(',')}}`;
}

// Each column of `rows` as an array literal.
function columnsOf(rows: readonly (readonly unknown[])[], width: number): string[] {
  return Array.from({ length: width }, (_, column) => arrayLiteral(rows.map((row) => row[column])));
}

// The ids a chunk's rows refer to: their products, and their buyers' and sellers' members.
function referencedIds(rows: readonly StagedRow[]): { products: number[]; members: number[] } {
  const products = new Set<number>();
  const members = new Set<number>();
  for (const row of rows) {
    products.add(row[3]);
    if (row[8] !== null) members.add(row[8]);
    if (row[9] !== null) members.add(row[9]);
  }
  return { products: [...products], members: [...members] };
}

// Whether a handle's role is a superuser, asked once per handle (its connections share one role).
const superusers = new WeakMap<object, boolean>();

async function isSuperuser(db: Kysely<Database>): Promise<boolean> {
  const handle = db.getExecutor().adapter;
  let known = superusers.get(handle);
  if (known === undefined) {
    const { rows } = await sql<{
      yes: boolean;
    }>`select current_setting('is_superuser') = 'on' as yes`.execute(db);
    known = rows[0]?.yes === true;
    superusers.set(handle, known);
  }
  return known;
}

// The foreign keys of `registration` (product, buyer, seller) are checked by a trigger per row and key,
// each a lookup that locks the referenced row: about 45% of a chunk's insert. A superuser checks them
// here instead, once per referenced row: each is locked FOR KEY SHARE until the transaction ends, as the
// triggers lock it, so it can neither go nor change its id before the rows referring to it commit. When
// all are found and the table has no trigger of its own, row triggers are turned off by the same
// statement for the rest of the transaction (`set_config(…, true)`; answered true): the caller turns them
// on after its insert. Another role (it may not set `session_replication_role`) keeps the triggers.
async function checkReferences(db: Kysely<Database>, rows: readonly StagedRow[]): Promise<boolean> {
  if (!(await isSuperuser(db))) return false;
  const { products, members } = referencedIds(rows);
  const { rows: found } = await sql<{ role: string | null }>`
    select case
      when not exists (select from pg_trigger where tgrelid = 'registration'::regclass and not tgisinternal)
      and (select count(*) from (select from catalogue_item where id = any(${products}::int4[])
        for key share) p) = ${products.length}
      and (select count(*) from (select from member where id = any(${members}::int4[])
        for key share) m) = ${members.length}
      then set_config('session_replication_role', 'replica', true) end as role`.execute(db);
  return found[0]?.role === 'replica';
}

/**
 * Inserts staged rows (numbers unique among them) as version 1 in one statement (`copy`: with COPY, the
 * bulk load's path, `import-chunk.copy.ts`); answers their ids in the rows' order (matched by number:
 * PostgreSQL does not promise the order `returning` answers in).
 * Inside the caller's transaction; its foreign keys are checked once per referenced row when it may.
 */
export async function insertStagedRowsPostgres(
  db: Kysely<Database>,
  rows: readonly StagedRow[],
  at: string,
  batch: number,
  copy = false,
): Promise<number[]> {
  if (rows.length === 0) return [];
  // Set for the transaction only: a failed insert's rollback restores the triggers too.
  const checked = await checkReferences(db, rows);
  const ids = copy
    ? await copyStagedRowsPostgres(db, rows, at, batch)
    : await insertUnnest(db, rows, at, batch);
  if (checked) await sql`set local session_replication_role = origin`.execute(db);
  return ids;
}

async function insertUnnest(db: Kysely<Database>, rows: readonly StagedRow[], at: string, batch: number) {
  const parameters = [...columnsOf(rows, STAGED_COLUMNS.length), batch, at];
  const result = await db.executeQuery<{ id: number; registration_no: string }>(
    CompiledQuery.raw(INSERT_UNNEST, parameters),
  );
  const ids = new Map(result.rows.map((row) => [row.registration_no, Number(row.id)]));
  return rows.map((row) => ids.get(row[0])!);
}

/**
 * Merges statistics rows (one per day × product × channel, none twice) with `merge`, the `on conflict`
 * clause of `mergeStatRows`, in one statement.
 */
export async function mergeStatRowsPostgres(
  db: Kysely<Database>,
  rows: readonly DailyStatRow[],
  columns: RawBuilder<unknown>,
  merge: RawBuilder<unknown>,
): Promise<void> {
  if (rows.length === 0) return;
  const arrays = DAILY_STAT_FIELDS.map(
    ([field, type]) => sql`${arrayLiteral(rows.map((r) => r[field]))}::${sql.raw(type)}[]`,
  );
  await sql`insert into daily_stat ${columns} select * from unnest(${sql.join(arrays)}) ${merge}`.execute(db);
}

/** Current versions of registrations by number, keyed by number, in one query. */
export async function findByNosPostgres(db: Kysely<Database>, numbers: readonly string[]) {
  const { rows } = await registrationsByNos(numbers).execute(db);
  return new Map(rows.map((row) => [row.registration_no, row]));
}

/**
 * The lookup of `findByNosPostgres`: one probe of the unique numbers index per number. Planned from the
 * table's statistics, `registration_no = any(…)` turned into a scan of the whole table once an import had
 * grown it far past what they last saw (some 100 ms a chunk at 500,000 rows). A lateral subquery keyed by
 * one number is an index probe at any size; its `limit 1` (the number is unique) keeps the planner from
 * flattening it into a join it could again plan as a scan. A number above the largest stored one (in the
 * column's collation, found once) is not probed at all: numbers mostly grow, so an import of new trades
 * probes the index once per chunk instead of once per row.
 */
export function registrationsByNos(numbers: readonly string[]) {
  return sql<RegistrationRow>`
    select r.* from unnest(${arrayLiteral(numbers)}::text[]) as wanted(no)
    cross join lateral (select * from registration where registration_no = wanted.no limit 1) r
    where wanted.no <= (select max(registration_no) from registration)`;
}
