import { istanbulClock, istanbulDate, type LiveEvent } from '@bulten/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/schema.js';
import { allCatalogueItems } from '../catalogue/catalogue.repository.js';
import { committeeSeats } from '../members/members.repository.js';
import { applyRegistration } from '../registrations/registrations.service.js';
import { isTradingDay } from './demo.calendar.js';
import { demoProductsIn } from './demo.catalogue.js';
import { type LiveDemoLeader, liveDemoLeader } from './demo.leader.js';
import { poolsFromSeats } from './demo.members.js';
import { volumeFactor } from './demo.prices.js';
import { createRng, type Rng } from './demo.random.js';
import { isDemoDatabase, maxRegistrationNo } from './demo.repository.js';
import {
  animalDraft,
  type DemoMarket,
  type DemoProduct,
  demoRegistrationNo,
  hallDraft,
  lotDay,
} from './demo.trades.js';

/** The seed of the price model the live demo continues (the one `ensureDemoData` seeds with). */
export const LIVE_DEMO_SEED = 1;

const ANIMAL_SHARE = 0.12;

/** True while the Istanbul time is within the session of a trading day. */
export function inSession(config: Pick<Config, 'sessionOpen' | 'sessionClose'>, now: Date): boolean {
  const clock = istanbulClock(now);
  return (
    isTradingDay(istanbulDate(now)) &&
    clock >= `${config.sessionOpen}:00` &&
    clock < `${config.sessionClose}:00`
  );
}

async function seatsOf(db: Kysely<Database>) {
  const rows = await committeeSeats(db)
    .select(['member_committee.member_id as memberId', 'committee.code as code'])
    .execute();
  return rows.map((r) => ({ memberId: r.memberId, committee: Number(r.code) }));
}

/** The market the live demo trades in: the demo products found in the catalogue and the members. */
export async function loadLiveMarket(db: Kysely<Database>, config: Config): Promise<DemoMarket> {
  const products = demoProductsIn(await allCatalogueItems(db));
  const members = await db.selectFrom('member').select('id').orderBy('id').execute();
  const pools = poolsFromSeats(
    await seatsOf(db),
    members.map((m) => m.id),
  );
  return {
    seed: LIVE_DEMO_SEED,
    products,
    pools,
    sessionOpen: config.sessionOpen,
    sessionClose: config.sessionClose,
  };
}

// Mostly hall lots of what is in season; now and then a live-animal lot.
function pickProduct(rng: Rng, products: readonly DemoProduct[], date: string): DemoProduct | undefined {
  const animals = products.filter((p) => p.product.animal);
  if (animals.length && rng.chance(ANIMAL_SHARE)) return rng.pick(animals);
  const hall = products.filter((p) => !p.product.animal && p.cls.salon > 0);
  const weights = hall.map((p) => p.cls.salon * volumeFactor(p.cls.season, date));
  let draw = rng.next() * weights.reduce((a, b) => a + b, 0);
  for (const [i, product] of hall.entries()) {
    draw -= weights[i]!;
    if (draw < 0) return product;
  }
  return hall[hall.length - 1];
}

/** Registers one live trade now if the session is open; returns the event to publish, or null. */
export async function registerLiveTrade(
  ctx: AppContext,
  rng: Rng,
  market: DemoMarket,
): Promise<LiveEvent | null> {
  const now = new Date(Math.floor(ctx.now().getTime() / 1000) * 1000);
  if (!inSession(ctx.config, now)) return null;
  const date = istanbulDate(now);
  const product = pickProduct(rng, market.products, date);
  if (!product) return null;
  const day = lotDay(market, product, date);
  const draft = product.product.animal
    ? animalDraft(market, rng, product, day, now)
    : hallDraft(market, rng, product, day, now);
  const prefix = `D${date.replaceAll('-', '')}`;
  const last = await maxRegistrationNo(ctx.db.kysely, prefix);
  const registrationNo = demoRegistrationNo(date, last ? Number(last.slice(prefix.length)) + 1 : 1);
  await applyRegistration(ctx.db.kysely, { registrationNo, ...draft }, now, ctx.config.sessionClose);
  return { type: 'trade', registrationNo, productId: product.id, tradeDate: date };
}

/** Options of the live demo. */
export interface LiveDemoOptions {
  /** The pause before the next trade; default 3–8 s at random. */
  delayMs?: (rng: Rng) => number;
}

/** What one runner knows between ticks. */
interface RunnerState {
  market: DemoMarket | null;
  leading: boolean;
  demo: boolean | null;
}

/**
 * One tick: a trade only during the session, only on a demo database (`isDemoDatabase`) and only in the
 * one process that leads (`liveDemoLeader`). Logs when this process starts or stops leading.
 */
async function liveTick(
  ctx: AppContext,
  log: FastifyBaseLogger,
  rng: Rng,
  leader: LiveDemoLeader,
  state: RunnerState,
): Promise<LiveEvent | null> {
  if (!inSession(ctx.config, ctx.now())) return null;
  const demo = await isDemoDatabase(ctx.db.kysely);
  if (demo !== state.demo && !demo) log.info('live demo: not a demo database, no live trades');
  state.demo = demo;
  if (!demo) return null;
  const leading = await leader.claim();
  if (leading !== state.leading)
    log.info(leading ? 'live demo: this process generates the trades' : 'live demo: another process leads');
  state.leading = leading;
  if (!leading) return null;
  state.market ??= await loadLiveMarket(ctx.db.kysely, ctx.config);
  return registerLiveTrade(ctx, rng, state.market);
}

/**
 * Starts registering a hall trade every 3–8 seconds during the session, on a demo database, from one
 * process at a time; returns the stop function (resolves once a running tick ended and the lead is given up).
 */
export function runLiveDemo(
  ctx: AppContext,
  log: FastifyBaseLogger,
  options: LiveDemoOptions = {},
): () => Promise<void> {
  const delayMs = options.delayMs ?? ((rng: Rng) => rng.int(3000, 8000));
  const rng = createRng(ctx.now().getTime() % 4_294_967_296);
  const leader = liveDemoLeader(ctx);
  const state: RunnerState = { market: null, leading: false, demo: null };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = async () => {
    try {
      const event = await liveTick(ctx, log, rng, leader, state);
      // A trade registered while stopping is committed: it is announced all the same.
      if (event) await ctx.events.publish(event);
    } catch (err) {
      log.warn({ err }, 'live demo trade failed');
    }
    schedule();
  };
  const schedule = () => {
    if (!stopped)
      timer = setTimeout(() => {
        running = tick();
      }, delayMs(rng));
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
    await leader.release();
  };
}
