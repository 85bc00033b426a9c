import { CompiledQuery, type Kysely, sql } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { keepVersion } from '../registrations/registrations.repository.js';
import type { NewRegistration, RegistrationRow } from '../registrations/registrations.table.js';
import { DAILY_STAT_COLUMNS } from '../stats/stats.columns.js';
import type { DailyStatRow } from '../stats/stats.table.js';
import { insertStagedRowsPostgres, mergeStatRowsPostgres } from './import-chunk.postgres.js';
import { STAGED_COLUMNS, type StagedRow } from './staged-file.js';

// 23 parameters × 500 rows = 11,500: inside SQLite's 32,766. A rest is written in blocks of 50, then 1: a
// few statement sizes only, as each prepared one is kept (and big).
const INSERT_BLOCKS = [500, 50, 1];

// Building a 500-row insert through the query builder costs more than running it: the SQL of each size is
// compiled once per import and reused (SQLite's driver also keeps the prepared statement). The version, the
// time and the batch, the same on every row of an import, are written into the SQL as literals (our own
// ISO time and integer), so each row binds only its 23 staged values. No `returning`: one statement's rows
// take consecutive ids (autoincrement), so the last one gives them all.
const insertSqlCache = { at: '', batch: 0, bySize: new Map<number, string>() };

function insertSql(db: Kysely<Database>, rows: number, at: string, batch: number): string {
  if (insertSqlCache.at !== at || insertSqlCache.batch !== batch)
    Object.assign(insertSqlCache, { at, batch, bySize: new Map<number, string>() });
  let text = insertSqlCache.bySize.get(rows);
  if (text === undefined) {
    const marks = {
      version: sql.lit(1),
      created_at: sql.lit(at),
      updated_at: sql.lit(at),
      import_batch: sql.lit(batch),
    };
    const template = { ...Object.fromEntries(STAGED_COLUMNS.map((c) => [c, null])), ...marks };
    text = db
      .insertInto('registration')
      .values(Array(rows).fill(template as unknown as NewRegistration))
      .compile().sql;
    insertSqlCache.bySize.set(rows, text);
  }
  return text;
}

/** `[start, size]` pieces of `total` rows: as many of the first size as fit, then of the next, and so on. */
export function blocks(total: number, sizes: readonly number[]): Array<[number, number]> {
  const pieces: Array<[number, number]> = [];
  let at = 0;
  for (const size of sizes) for (; total - at >= size; at += size) pieces.push([at, size]);
  return pieces;
}

/** Inserts staged rows as version 1, written at `at` by `batch`; answers their ids, in order (SQLite). */
export async function insertStagedRows(
  db: Kysely<Database>,
  rows: readonly StagedRow[],
  at: string,
  batch: number,
  copy = false,
): Promise<number[]> {
  if (isPostgres(db)) return insertStagedRowsPostgres(db, rows, at, batch, copy);
  const ids: number[] = [];
  const width = STAGED_COLUMNS.length;
  for (const [from, size] of blocks(rows.length, INSERT_BLOCKS)) {
    // Filled by index into an array of its final length: spreading each row costs more than the insert.
    const parameters: unknown[] = new Array(size * width);
    let p = 0;
    for (let i = from; i < from + size; i += 1) {
      const row = rows[i]!;
      for (let c = 0; c < width; c += 1) parameters[p++] = row[c];
    }
    const result = await db.executeQuery(CompiledQuery.raw(insertSql(db, size, at, batch), parameters));
    const last = Number(result.insertId);
    if (Number(result.numAffectedRows) !== size)
      throw new Error(`inserted ${result.numAffectedRows} of ${size} rows`);
    for (let id = last - size + 1; id <= last; id += 1) ids.push(id);
  }
  return ids;
}

/** Keeps the current version of a registration as history, then writes the next one, both marked with `batch`. */
export async function replaceInBatch(
  db: Kysely<Database>,
  current: RegistrationRow,
  next: NewRegistration,
  at: string,
  batch: number,
): Promise<void> {
  await keepVersion(db, current, at, batch);
  await db
    .updateTable('registration')
    .set({
      ...next,
      version: current.version + 1,
      created_at: current.created_at,
      updated_at: at,
      import_batch: batch,
    })
    .where('id', '=', current.id)
    .execute();
}

const NEW_FIRST = sql`(excluded.first_at < daily_stat.first_at or (excluded.first_at = daily_stat.first_at and excluded.first_id < daily_stat.first_id))`;
const NEW_LAST = sql`(excluded.last_at > daily_stat.last_at or (excluded.last_at = daily_stat.last_at and excluded.last_id > daily_stat.last_id))`;

// Merges the figures of new trades (`excluded`) into a day × product × channel row: counts and sums
// added, min/max and first/last compared by trade time, then id, as a full recompute orders them.
const MERGE = sql`on conflict (trade_date, product_id, channel) do update set
  trade_count = daily_stat.trade_count + excluded.trade_count,
  quantity_milli = daily_stat.quantity_milli + excluded.quantity_milli,
  amount_e4 = daily_stat.amount_e4 + excluded.amount_e4,
  min_price_e4 = case when excluded.min_price_e4 < daily_stat.min_price_e4
    then excluded.min_price_e4 else daily_stat.min_price_e4 end,
  max_price_e4 = case when excluded.max_price_e4 > daily_stat.max_price_e4
    then excluded.max_price_e4 else daily_stat.max_price_e4 end,
  first_price_e4 = case when ${NEW_FIRST} then excluded.first_price_e4 else daily_stat.first_price_e4 end,
  first_at = case when ${NEW_FIRST} then excluded.first_at else daily_stat.first_at end,
  first_id = case when ${NEW_FIRST} then excluded.first_id else daily_stat.first_id end,
  last_price_e4 = case when ${NEW_LAST} then excluded.last_price_e4 else daily_stat.last_price_e4 end,
  last_at = case when ${NEW_LAST} then excluded.last_at else daily_stat.last_at end,
  last_id = case when ${NEW_LAST} then excluded.last_id else daily_stat.last_id end,
  head_count = daily_stat.head_count + excluded.head_count,
  live_weight_milli = daily_stat.live_weight_milli + excluded.live_weight_milli`;

const STAT_COLUMNS = sql`(${sql.raw(DAILY_STAT_COLUMNS.join(', '))})`;

/**
 * Adds the active registrations a batch inserted after id `above` (one chunk) to the statistics, summed
 * up by the database: one aggregate per day × product × channel, merged into its row. One SQL text for
 * both dialects; used when the chunk's sums are too large to add up exactly in JavaScript.
 */
export async function mergeInsertedStats(db: Kysely<Database>, above: number, batch: number): Promise<void> {
  await sql`
    insert into daily_stat ${STAT_COLUMNS}
    select trade_date, product_id, channel, count(*), sum(quantity_milli), sum(amount_e4),
      min(unit_price_e4), max(unit_price_e4),
      max(case when rf = 1 then unit_price_e4 end), max(case when rf = 1 then traded_at end),
      max(case when rf = 1 then id end),
      max(case when rl = 1 then unit_price_e4 end), max(case when rl = 1 then traded_at end),
      max(case when rl = 1 then id end),
      coalesce(sum(head_count), 0), coalesce(sum(live_weight_milli), 0)
    from (
      select id, trade_date, product_id, channel, quantity_milli, amount_e4, unit_price_e4, traded_at,
        head_count, live_weight_milli,
        row_number() over (partition by trade_date, product_id, channel order by traded_at, id) as rf,
        row_number() over (partition by trade_date, product_id, channel order by traded_at desc, id desc) as rl
      from registration
      where id > ${above} and import_batch = ${batch} and status = 'AKTIF'
    ) chunk
    where true
    group by trade_date, product_id, channel
    ${MERGE}
  `.execute(db);
}

// 16 parameters × 1,000 rows, inside both dialects' limits; a rest in blocks of 100, 10, then 1.
const STAT_BLOCKS = [1000, 100, 10, 1];

// The SQL of each upsert size (SQLite), compiled once like the inserts above.
const statSqlCache = new Map<number, string>();

function statSql(db: Kysely<Database>, rows: number): string {
  let text = statSqlCache.get(rows);
  if (text === undefined) {
    const one = sql`(${sql.join(Array(DAILY_STAT_COLUMNS.length).fill(null))})`;
    text =
      sql`insert into daily_stat ${STAT_COLUMNS} values ${sql.join(Array(rows).fill(one))} ${MERGE}`.compile(
        db,
      ).sql;
    statSqlCache.set(rows, text);
  }
  return text;
}

/** Merges figures of new trades (one row per day × product × channel) into the statistics. */
export async function mergeStatRows(db: Kysely<Database>, rows: readonly DailyStatRow[]): Promise<void> {
  if (isPostgres(db)) return mergeStatRowsPostgres(db, rows, STAT_COLUMNS, MERGE);
  for (const [from, size] of blocks(rows.length, STAT_BLOCKS)) {
    const parameters: unknown[] = [];
    for (const r of rows.slice(from, from + size))
      parameters.push(
        r.trade_date,
        r.product_id,
        r.channel,
        r.trade_count,
        r.quantity_milli,
        r.amount_e4,
        r.min_price_e4,
        r.max_price_e4,
        r.first_price_e4,
        r.first_at,
        r.first_id,
        r.last_price_e4,
        r.last_at,
        r.last_id,
        r.head_count,
        r.live_weight_milli,
      );
    await db.executeQuery(CompiledQuery.raw(statSql(db, size), parameters));
  }
}
