import { aggregateTrades, type Channel, type Figures, type TradeFigures } from '@bulten/core';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { announceFigureDays } from '../../events/announce.js';
import {
  clearNodeStats,
  refreshNodeStatsForDates,
  refreshNodeStatsOfProduct,
} from './node-stats.repository.js';
import { DAILY_STAT_COLUMNS } from './stats.columns.js';
import type { DailyStatTable } from './stats.table.js';

type Key = { tradeDate: string; productId: number; channel: Channel };
type TradeRow = TradeFigures & Key;

const DATE_CHUNK = 200;
const INSERT_CHUNK = 500;

function keyOf(k: Key): string {
  return `${k.tradeDate}|${k.productId}|${k.channel}`;
}

/** The `daily_stat` row of a key's figures. */
export function statRow(key: Key, f: Figures): DailyStatTable {
  return {
    trade_date: key.tradeDate,
    product_id: key.productId,
    channel: key.channel,
    trade_count: f.count,
    quantity_milli: f.quantityMilli,
    amount_e4: f.amountE4,
    min_price_e4: f.minPriceE4,
    max_price_e4: f.maxPriceE4,
    first_price_e4: f.firstPriceE4,
    first_at: f.firstAt,
    first_id: f.firstId,
    last_price_e4: f.lastPriceE4,
    last_at: f.lastAt,
    last_id: f.lastId,
    head_count: f.headCount,
    live_weight_milli: f.liveWeightMilli,
  };
}

/** Active registrations as trade figures (`where` narrows them further). */
export function activeTrades(db: Kysely<Database>) {
  return db
    .selectFrom('registration')
    .select([
      'id',
      'traded_at as tradedAt',
      'trade_date as tradeDate',
      'product_id as productId',
      'channel',
      'quantity_milli as quantityMilli',
      'unit_price_e4 as unitPriceE4',
      'amount_e4 as amountE4',
      'head_count as headCount',
      'live_weight_milli as liveWeightMilli',
    ])
    .where('status', '=', 'AKTIF');
}

/** The statistics rows of trades, one per day × product × channel, worked out in TypeScript. */
export function statRowsOf(trades: readonly TradeRow[]): DailyStatTable[] {
  const groups = new Map<string, { key: Key; trades: TradeRow[] }>();
  for (const t of trades) {
    const k = keyOf(t);
    const group = groups.get(k) ?? { key: t, trades: [] };
    group.trades.push(t);
    groups.set(k, group);
  }
  return [...groups.values()].map(({ key, trades: list }) => statRow(key, aggregateTrades(list)!));
}

async function writeStats(db: Kysely<Database>, trades: TradeRow[]): Promise<void> {
  const rows = statRowsOf(trades);
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insertInto('daily_stat')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
}

const LOCK_CHUNK = 500;

/**
 * Locks the statistics of trade dates until the transaction ends (sorted, so two transactions never wait
 * for each other in a circle): on PostgreSQL an upsert of the day's `stat_day_lock` row holds its row
 * lock, and the recompute's next statement sees every registration a transaction committed before it;
 * on SQLite the transaction already writes alone. Every recompute of `daily_stat` takes these first. The
 * upsert gives each day a new random `version`, which commits with the day's new statistics. Every process
 * hears of the change when it commits (`announceFigureDays`): no write of the figures goes unannounced.
 */
export async function lockStatDays(db: Kysely<Database>, dates: readonly string[]): Promise<void> {
  const sorted = [...new Set(dates)].sort();
  const version = 1 + Math.floor(Math.random() * 2_147_483_646);
  for (let i = 0; i < sorted.length; i += LOCK_CHUNK) {
    await db
      .insertInto('stat_day_lock')
      .values(sorted.slice(i, i + LOCK_CHUNK).map((trade_date) => ({ trade_date, version })))
      .onConflict((oc) =>
        oc.column('trade_date').doUpdateSet((eb) => ({ version: eb.ref('excluded.version') })),
      )
      .execute();
  }
  await announceFigureDays(db, sorted);
}

/**
 * The version of every day whose statistics were ever written (`lockStatDays`), as one text of
 * `date version` pairs joined by `,` (some 250 days a year, cheaper for the drivers than a row object
 * each); '' without any. Two equal texts are the same versions (unequal ones may list them in another order).
 */
export async function statDayVersionsText(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('stat_day_lock')
    .select(sql<string | null>`string_agg(trade_date || ' ' || version, ',')`.as('days'))
    .executeTakeFirst();
  return row?.days ?? '';
}

/** The versions of a `statDayVersionsText`, by date. */
export function parseDayVersions(text: string): Map<string, number> {
  const versions = new Map<string, number>();
  for (const pair of text ? text.split(',') : []) {
    const space = pair.indexOf(' ');
    versions.set(pair.slice(0, space), Number(pair.slice(space + 1)));
  }
  return versions;
}

/**
 * Recomputes the statistics of one day × product × channel from its active registrations (the caller
 * holds the day's lock: `lockStatDays`).
 */
export async function refreshDailyStat(db: Kysely<Database>, key: Key): Promise<void> {
  await db
    .deleteFrom('daily_stat')
    .where('trade_date', '=', key.tradeDate)
    .where('product_id', '=', key.productId)
    .where('channel', '=', key.channel)
    .execute();
  const trades = await activeTrades(db)
    .where('trade_date', '=', key.tradeDate)
    .where('product_id', '=', key.productId)
    .where('channel', '=', key.channel)
    .execute();
  await writeStats(db, trades);
  await refreshNodeStatsOfProduct(db, key);
}

// The id of the earliest (or latest) active trade of the outer row's day × product × channel: first and
// last are ordered by trade time, then id, exactly as `mergeFigures` orders them.
function extremeTradeId(
  eb: ExpressionBuilder<Database & { x: Database['registration'] }, 'x'>,
  direction: 'asc' | 'desc',
) {
  return eb
    .selectFrom('registration as r')
    .select('r.id')
    .whereRef('r.trade_date', '=', 'x.trade_date')
    .whereRef('r.product_id', '=', 'x.product_id')
    .whereRef('r.channel', '=', 'x.channel')
    .where('r.status', '=', 'AKTIF')
    .orderBy('r.traded_at', direction)
    .orderBy('r.id', direction)
    .limit(1);
}

// Whole days are summed up by the database: a day of a million trades never travels to JavaScript.
function dayFigures(db: Kysely<Database>, dates: readonly string[]) {
  return db
    .selectFrom('registration as x')
    .where('x.status', '=', 'AKTIF')
    .where('x.trade_date', 'in', dates)
    .groupBy(['x.trade_date', 'x.product_id', 'x.channel'])
    .select((eb) => [
      'x.trade_date',
      'x.product_id',
      'x.channel',
      eb.fn.countAll<number>().as('trade_count'),
      eb.fn.sum<number>('x.quantity_milli').as('quantity_milli'),
      eb.fn.sum<number>('x.amount_e4').as('amount_e4'),
      eb.fn.min('x.unit_price_e4').as('min_price_e4'),
      eb.fn.max('x.unit_price_e4').as('max_price_e4'),
      eb.fn.coalesce(eb.fn.sum<number>('x.head_count'), eb.lit(0)).as('head_count'),
      eb.fn.coalesce(eb.fn.sum<number>('x.live_weight_milli'), eb.lit(0)).as('live_weight_milli'),
      extremeTradeId(eb, 'asc').as('first_trade'),
      extremeTradeId(eb, 'desc').as('last_trade'),
    ]);
}

/** Recomputes the statistics of whole days from their active registrations (same figures as `aggregateTrades`). */
export async function refreshDailyStatsForDates(
  db: Kysely<Database>,
  dates: readonly string[],
): Promise<void> {
  const sorted = [...new Set(dates)].sort();
  await lockStatDays(db, sorted);
  for (let i = 0; i < sorted.length; i += DATE_CHUNK) {
    const chunk = sorted.slice(i, i + DATE_CHUNK);
    await db.deleteFrom('daily_stat').where('trade_date', 'in', chunk).execute();
    const figures = db
      .selectFrom(dayFigures(db, chunk).as('g'))
      .innerJoin('registration as f', 'f.id', 'g.first_trade')
      .innerJoin('registration as l', 'l.id', 'g.last_trade')
      .select([
        'g.trade_date',
        'g.product_id',
        'g.channel',
        'g.trade_count',
        'g.quantity_milli',
        'g.amount_e4',
        'g.min_price_e4',
        'g.max_price_e4',
        'f.unit_price_e4 as first_price_e4',
        'f.traded_at as first_at',
        'f.id as first_id',
        'l.unit_price_e4 as last_price_e4',
        'l.traded_at as last_at',
        'l.id as last_id',
        'g.head_count',
        'g.live_weight_milli',
      ]);
    await db.insertInto('daily_stat').columns(DAILY_STAT_COLUMNS).expression(figures).execute();
  }
  await refreshNodeStatsForDates(db, sorted);
}

/** Every distinct trade date that has registrations (active or not). */
export async function registrationDates(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('registration')
    .select('trade_date')
    .distinct()
    .orderBy('trade_date')
    .execute();
  return rows.map((r) => r.trade_date);
}

/** Drops all statistics and recomputes them from the registrations. */
export async function rebuildAllStats(db: Kysely<Database>): Promise<number> {
  const dates = await registrationDates(db);
  await lockStatDays(db, dates);
  await db.deleteFrom('daily_stat').execute();
  await clearNodeStats(db);
  await refreshDailyStatsForDates(db, dates);
  return dates.length;
}
