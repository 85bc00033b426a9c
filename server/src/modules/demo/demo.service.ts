import { addDays, istanbulDate, istanbulInstantAt, isValidDate } from '@bulten/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { ArrivalTable } from '../arrivals/arrivals.table.js';
import { applyRegistration, applyRegistrationBatch } from '../registrations/registrations.service.js';
import { tradingDaysBetween } from './demo.calendar.js';
import { seedDemoCatalogue } from './demo.catalogue.js';
import { seedDemoContent } from './demo.content.js';
import { planDay } from './demo.day.js';
import { type LiveDemoOptions, runLiveDemo } from './demo.live.js';
import { memberStockRows } from './demo.market.js';
import { seedDemoMembers } from './demo.members.js';
import { demoPeerRows } from './demo.peers.js';
import {
  countRows,
  demoState,
  hasCatalogue,
  hasForeignRegistrations,
  hasMarketData,
  insertRows,
  setDemoState,
  wipeDemoTables,
} from './demo.repository.js';
import { DEMO_COUNTED_TABLES } from './demo.tables.js';
import type { DemoMarket } from './demo.trades.js';
import { demoBasisMapping, turibIndexRows, turibRows } from './demo.turib.js';
import { type DemoCredential, ensureServiceAccount, seedDemoUsers } from './demo.users.js';

export type { DemoCredential } from './demo.users.js';

/** How to seed: the seed, how many years back (fractions allowed) up to which Istanbul date. */
export interface SeedDemoOptions {
  seed: number;
  years: number;
  today: string;
  config: Config;
  /** The current time: today's trades are seeded up to it; without it, today's morning (until 12:00). */
  now?: Date;
}

/** What the seeding made: the window, rows per table, the users with their passwords, the time taken. */
export interface DemoSummary {
  seed: number;
  from: string;
  to: string;
  counts: Partial<Record<keyof Database, number>>;
  credentials: DemoCredential[];
  seconds: number;
}

const TURIB_DAYS = 90;
const MAX_YEARS = 30;

function validate({ today, years, seed }: SeedDemoOptions): void {
  if (!isValidDate(today)) throw new AppError(400, 'BAD_DATE', [`today must be YYYY-MM-DD, got "${today}"`]);
  if (!(years > 0 && years <= MAX_YEARS) || !Number.isInteger(seed)) {
    throw new AppError(400, 'VALIDATION', [`seed must be an integer and years within (0, ${MAX_YEARS}]`]);
  }
}

/** The first day of a window of `years` years (fractions allowed) ending on `today`. */
export function windowStart(today: string, years: number): string {
  return addDays(today, -Math.max(0, Math.round(years * 365.25) - 1));
}

function todayCutoff(options: SeedDemoOptions): Date {
  const { now, today } = options;
  return now && istanbulDate(now) === today ? now : istanbulInstantAt(today, '12:00');
}

async function seedRegistrations(
  db: Kysely<Database>,
  market: DemoMarket,
  days: readonly string[],
  today: string,
  cutoff: Date,
) {
  const arrivals: Insertable<ArrivalTable>[] = [];
  for (const date of days) {
    const plan = planDay(market, date, date === today ? cutoff : null);
    if (plan.first.length) await applyRegistrationBatch(db, plan.first, plan.firstAt, market.sessionClose);
    // One by one: each fix then refreshes only its product's figures, not the whole day again.
    for (const fix of plan.second) await applyRegistration(db, fix, plan.secondAt, market.sessionClose);
    arrivals.push(...plan.arrivals);
  }
  await insertRows(db, 'arrival', arrivals);
}

async function seedTurib(db: Kysely<Database>, seed: number, from: string, today: string, lastDay: string) {
  const start = [from, addDays(today, -TURIB_DAYS)].sort()[1]!;
  const rows = turibRows(seed, tradingDaysBetween(start, lastDay));
  await insertRows(db, 'turib_row', rows);
  await insertRows(db, 'turib_index', turibIndexRows(rows));
  await seedBasisMapping(db, lastDay);
}

async function seedBasisMapping(db: Kysely<Database>, day: string) {
  const classes = await db
    .selectFrom('catalogue_item')
    .select(['id', 'code'])
    .where('level', '=', 'CLASS')
    .execute();
  const ids = new Map(classes.map((c) => [c.code, c.id]));
  const rows = demoBasisMapping().flatMap(({ classCode, instrument }) => {
    const id = ids.get(classCode);
    return id === undefined
      ? []
      : [{ class_id: id, turib_instrument: instrument, updated_at: `${day}T00:00:00.000Z` }];
  });
  await insertRows(db, 'basis_mapping', rows);
}

async function counts(db: Kysely<Database>) {
  const entries = await Promise.all(
    DEMO_COUNTED_TABLES.map(async (t) => [t, await countRows(db, t)] as const),
  );
  return Object.fromEntries(entries) as DemoSummary['counts'];
}

/**
 * Seeds a realistic, deterministic demo exchange into an empty database: catalogue, members and
 * committees, weekday sessions of registrations (with cancellations and corrections), arrivals, member
 * stock, TÜRİB sessions, ticker, KVKK, CMS contents, users and the other local demo exchanges as peers
 * (`demo.peers.ts`). Same seed and today: same data.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<DemoSummary> {
  const started = performance.now();
  const k = db.kysely;
  validate(options);
  if ((await hasCatalogue(k)) || (await hasMarketData(k))) {
    throw new AppError(409, 'CONFLICT', [
      'the demo is seeded only into a database without catalogue, members and registrations',
    ]);
  }
  const { seed, today, config } = options;
  await setDemoState(k, 'seeding');
  const from = windowStart(today, options.years);
  const cutoff = todayCutoff(options);
  const close = istanbulInstantAt(today, config.sessionClose);
  const market: DemoMarket = {
    seed,
    products: await seedDemoCatalogue(k),
    pools: await seedDemoMembers(k, seed, from),
    sessionOpen: config.sessionOpen,
    sessionClose: config.sessionClose,
  };
  await seedRegistrations(k, market, tradingDaysBetween(from, today), today, cutoff);
  await insertRows(k, 'member_stock', memberStockRows(seed, market.pools, market.products, cutoff));
  await seedTurib(k, seed, from, today, cutoff.getTime() >= close.getTime() ? today : addDays(today, -1));
  await seedDemoContent(k, config.exchangeName, istanbulInstantAt(from, '08:00'));
  // The other local demo exchanges as peers (read once they are started; stale until then).
  await insertRows(k, 'peer', demoPeerRows(seed, istanbulInstantAt(from, '08:00').toISOString()));
  const credentials = await seedDemoUsers(k, config, options.now ?? cutoff);
  await setDemoState(k, 'complete');
  const seconds = Math.round((performance.now() - started) / 10) / 100;
  return { seed, from, to: today, counts: await counts(k), credentials, seconds };
}

// A seed that started (marker "seeding") but never finished, into what was an empty database, and no
// registration from elsewhere since: safe to empty and seed again.
async function interruptedSeed(db: Kysely<Database>): Promise<boolean> {
  return (await demoState(db)) === 'seeding' && !(await hasForeignRegistrations(db));
}

function logSummary(log: FastifyBaseLogger, summary: DemoSummary): void {
  const window = `${summary.from} to ${summary.to}`;
  log.info({ counts: summary.counts, seconds: summary.seconds }, `demo data seeded from ${window}`);
  for (const c of summary.credentials) {
    log.info(
      `demo user: role=${c.role} username=${c.username} password=${c.password} memberCode=${c.memberCode ?? '-'}`,
    );
  }
}

/**
 * On start: seeds the demo (seed 1, `config.demoYears` years up to today in Istanbul) when demo data is
 * on and the catalogue is empty, and logs the demo credentials once; always makes sure the service
 * account the public web signs in with exists.
 */
export async function ensureDemoData(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  const now = ctx.now();
  const k = ctx.db.kysely;
  if (ctx.config.demoData && (await interruptedSeed(k))) {
    log.warn('an earlier demo seed was interrupted: emptying the demo tables and seeding again');
    await wipeDemoTables(k);
  }
  if (ctx.config.demoData && !(await hasCatalogue(k))) {
    if (await hasMarketData(k)) {
      log.warn('demo data skipped: the database has members or registrations but no catalogue');
    } else {
      log.info('seeding the demo exchange (first start with an empty database)');
      const years = ctx.config.demoYears;
      const summary = await seedDemo(ctx.db, {
        seed: 1,
        years,
        today: istanbulDate(now),
        config: ctx.config,
        now,
      });
      logSummary(log, summary);
    }
  }
  await ensureServiceAccount(k, ctx.config, now);
}

/**
 * While the server runs, registers a realistic hall trade (now and then a live-animal trade) every 3–8
 * seconds during the session on weekdays and publishes a `trade` event for each — only on a demo database
 * (seeded by `seed-demo` or the first start) and from one process at a time; returns the stop function.
 */
export function startLiveDemo(
  ctx: AppContext,
  log: FastifyBaseLogger,
  options: LiveDemoOptions = {},
): () => Promise<void> {
  return runLiveDemo(ctx, log, options);
}
