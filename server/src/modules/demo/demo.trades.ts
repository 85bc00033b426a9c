import { istanbulInstantAt } from '@bulten/core';
import type { RegistrationInput } from '../registrations/registrations.service.js';
import {
  ANIMAL_LOTS_PER_DAY,
  type DemoClassSpec,
  type DemoProductSpec,
  type Trade,
} from './demo.catalogue-data.js';
import { analysisEffect, drawAnalyses, drawAnimalLot, hallLotKg, serbestLotKg } from './demo.lots.js';
import { ORIGINS } from './demo.places.js';
import { dayLevel, priceE4, volumeFactor } from './demo.prices.js';
import { type Rng, rngFor } from './demo.random.js';

/** A product of the demo catalogue with its stored id. */
export interface DemoProduct {
  id: number;
  product: DemoProductSpec;
  cls: DemoClassSpec;
}

/** Member ids that buy and sell each kind of goods. */
export type MemberPools = Record<Trade, { buyers: readonly number[]; sellers: readonly number[] }>;

/** What the trade generator needs: seed, products, members and the session hours. */
export interface DemoMarket {
  seed: number;
  products: readonly DemoProduct[];
  pools: MemberPools;
  sessionOpen: string;
  sessionClose: string;
}

/** A registration before it gets its number. */
export type TradeDraft = Omit<RegistrationInput, 'registrationNo'>;

/** Registration number of the demo: `D` + date + a five-digit sequence of the day. */
export function demoRegistrationNo(date: string, sequence: number): string {
  return `D${date.replaceAll('-', '')}${String(sequence).padStart(5, '0')}`;
}

/** A trading day as the lot generators see it: its date and the product's price level that day. */
export interface LotDay {
  date: string;
  level: number;
}

/** The product's price level on a date, as a `LotDay`. */
export function lotDay(market: DemoMarket, p: DemoProduct, date: string): LotDay {
  return { date, level: dayLevel(market.seed, p.cls, p.product, date) };
}

/** Draws instants within a day's session, to the second. */
export function sessionClock(market: Pick<DemoMarket, 'sessionOpen' | 'sessionClose'>, date: string) {
  const open = istanbulInstantAt(date, market.sessionOpen).getTime();
  const length = istanbulInstantAt(date, market.sessionClose).getTime() - open;
  return (fraction: number) => new Date(Math.floor((open + fraction * length) / 1000) * 1000);
}

function parties(market: DemoMarket, rng: Rng, trade: Trade) {
  const pool = market.pools[trade];
  const seller = pool.sellers.length ? rng.pick(pool.sellers) : null;
  let buyer = pool.buyers.length ? rng.pick(pool.buyers) : null;
  if (buyer === seller && pool.buyers.length) buyer = rng.pick(pool.buyers);
  const [city, district] = rng.pick(ORIGINS[trade]);
  return { buyerMemberId: buyer, sellerMemberId: seller, city, district };
}

/** Draws one trade of a product on a day at a time. */
export type DraftMaker = (
  market: DemoMarket,
  rng: Rng,
  p: DemoProduct,
  day: LotDay,
  tradedAt: Date,
) => TradeDraft;

/** A hall (SALON) lot: 10–40 t with lab analyses, priced by its analyses around the day's level. */
export const hallDraft: DraftMaker = (market, rng, p, day, tradedAt) => {
  const analyses = drawAnalyses(rng, p.cls.analysis);
  const price = day.level * (1 + analysisEffect(p.cls.analysis, analyses)) * (1 + rng.float(-0.015, 0.015));
  return {
    tradedAt,
    productId: p.id,
    quantityMilli: hallLotKg(rng) * 1000,
    unitPriceE4: priceE4(price, 0.005),
    channel: 'SALON',
    ...parties(market, rng, p.cls.trade),
    ...analyses,
  };
};

/** A SERBEST (off-hall) registration: 20–500 t, no analyses, within ±3 % of the day's level. */
export const serbestDraft: DraftMaker = (market, rng, p, day, tradedAt) => {
  return {
    tradedAt,
    productId: p.id,
    quantityMilli: serbestLotKg(rng, volumeFactor(p.cls.season, day.date) > 2) * 1000,
    unitPriceE4: priceE4(day.level * (1 + rng.float(-0.025, 0.025)), 0.005),
    channel: 'SERBEST',
    ...parties(market, rng, p.cls.trade),
  };
};

/** A live-animal lot: heads as the quantity, the price per head, head count and live weight. */
export const animalDraft: DraftMaker = (market, rng, p, day, tradedAt) => {
  const lot = drawAnimalLot(rng, p.product.animal!, day.level);
  return {
    tradedAt,
    productId: p.id,
    quantityMilli: lot.heads * 1000,
    unitPriceE4: lot.pricePerHeadE4,
    channel: 'CANLI_HAYVAN',
    headCount: lot.heads,
    liveWeightMilli: lot.liveWeightKg * 1000,
    ...parties(market, rng, 'animal'),
  };
};

function productDrafts(
  market: DemoMarket,
  p: DemoProduct,
  date: string,
  activity: number,
  clock: (fraction: number) => Date,
): TradeDraft[] {
  const rng = rngFor(market.seed, 'lots', date, p.product.code);
  const volume = volumeFactor(p.cls.season, date) * activity;
  const day = lotDay(market, p, date);
  const at = (from: number, to: number) => clock(rng.float(from, to));
  if (p.product.animal) {
    const count = rng.poisson(ANIMAL_LOTS_PER_DAY * volume);
    return Array.from({ length: count }, () => animalDraft(market, rng, p, day, at(0, 0.6)));
  }
  const hall = Array.from({ length: rng.poisson(p.cls.salon * volume) }, () =>
    hallDraft(market, rng, p, day, at(0, 0.95)),
  );
  const serbest = Array.from({ length: rng.poisson(p.cls.serbest * volume) }, () =>
    serbestDraft(market, rng, p, day, at(0, 1)),
  );
  return [...hall, ...serbest];
}

/** Every registration of a whole session day, numbered in time order. */
export function dayRegistrations(market: DemoMarket, date: string): RegistrationInput[] {
  const activity = rngFor(market.seed, 'activity', date).float(0.75, 1.25);
  const clock = sessionClock(market, date);
  const drafts = market.products.flatMap((p) => productDrafts(market, p, date, activity, clock));
  drafts.sort((a, b) => a.tradedAt.getTime() - b.tradedAt.getTime() || a.productId - b.productId);
  return drafts.map((draft, i) => ({ registrationNo: demoRegistrationNo(date, i + 1), ...draft }));
}
