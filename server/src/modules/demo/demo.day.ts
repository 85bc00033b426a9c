import { istanbulInstantAt } from '@bulten/core';
import type { Insertable } from 'kysely';
import type { ArrivalTable } from '../arrivals/arrivals.table.js';
import type { RegistrationInput } from '../registrations/registrations.service.js';
import { type Rng, rngFor } from './demo.random.js';
import { type DemoMarket, dayRegistrations } from './demo.trades.js';

/** One session day of the demo: the registrations as first entered, the later fixes, the arrivals. */
export interface DayPlan {
  first: RegistrationInput[];
  /** Cancellations and corrections of the first versions, entered after them. */
  second: RegistrationInput[];
  arrivals: Insertable<ArrivalTable>[];
  /** When the first and the second batch are entered. */
  firstAt: Date;
  secondAt: Date;
}

const CANCEL_REASONS = ['Hatalı giriş', 'Mükerrer kayıt', 'Taraflarca iptal edildi', 'Yanlış ürün kodu'];
const CANCEL_SHARE = 0.015;
const CORRECTION_SHARE = 0.004;
const MINUTE = 60_000;

// A first version with the kind of slip a correction fixes: a price or a weight off by a digit.
function withSlip(rng: Rng, reg: RegistrationInput): RegistrationInput {
  if (reg.channel === 'CANLI_HAYVAN' || rng.chance(0.5)) return { ...reg, unitPriceE4: reg.unitPriceE4 * 10 };
  return { ...reg, quantityMilli: Math.max(1000, Math.round(reg.quantityMilli / 10_000) * 1000) };
}

function amendments(rng: Rng, done: readonly RegistrationInput[]) {
  const first: RegistrationInput[] = [];
  const second: RegistrationInput[] = [];
  for (const reg of done) {
    const draw = rng.next();
    if (draw < CANCEL_SHARE) {
      first.push(reg);
      second.push({ ...reg, status: 'IPTAL', cancelReason: rng.pick(CANCEL_REASONS) });
    } else if (draw < CANCEL_SHARE + CORRECTION_SHARE) {
      first.push(withSlip(rng, reg));
      second.push(reg);
    } else {
      first.push(reg);
    }
  }
  return { first, second };
}

function arrivalOf(
  rng: Rng,
  date: string,
  lots: readonly RegistrationInput[],
  status: 'SATILDI' | 'BEKLIYOR',
) {
  const lead = rng.int(30, 150) * MINUTE;
  const lot = lots[0]!;
  return {
    arrival_date: date,
    arrived_at: new Date(lot.tradedAt.getTime() - lead).toISOString(),
    product_id: lot.productId,
    member_id: lot.sellerMemberId ?? null,
    quantity_milli: lots.reduce((sum, l) => sum + l.quantityMilli, 0),
    vehicle_count: lots.length,
    city: lot.city ?? null,
    district: lot.district ?? null,
    status,
  } satisfies Insertable<ArrivalTable>;
}

// Hall lots arrive by truck before they are sold: one arrival per product and seller; lots still
// to be sold today (after the cut-off) are waiting in the yard.
function arrivals(
  rng: Rng,
  date: string,
  done: RegistrationInput[],
  pending: RegistrationInput[],
  cutoff: Date,
) {
  const groups = new Map<string, RegistrationInput[]>();
  for (const lot of done.filter((r) => r.channel === 'SALON')) {
    const key = `${lot.productId}|${lot.sellerMemberId}`;
    groups.set(key, [...(groups.get(key) ?? []), lot]);
  }
  const sold = [...groups.values()].map((lots) => arrivalOf(rng, date, lots, 'SATILDI'));
  const waiting = pending
    .filter((r) => r.channel === 'SALON')
    .map((lot) => arrivalOf(rng, date, [lot], 'BEKLIYOR'))
    .filter((a) => a.arrived_at <= cutoff.toISOString());
  return [...sold, ...waiting];
}

/**
 * Plans one session day. `cutoff` (today's current time) keeps only what happened by then; without it
 * the whole day is entered in the evening, fixes half an hour later.
 */
export function planDay(market: DemoMarket, date: string, cutoff: Date | null): DayPlan {
  const all = dayRegistrations(market, date);
  const close = istanbulInstantAt(date, market.sessionClose);
  const limit = cutoff ?? new Date(close.getTime() + 10 * MINUTE);
  const done = all.filter((r) => r.tradedAt.getTime() <= limit.getTime());
  const pending = all.slice(done.length);
  const rng = rngFor(market.seed, 'amend', date);
  const { first, second } = amendments(rng, done);
  return {
    first,
    second,
    arrivals: arrivals(rng, date, done, pending, limit),
    firstAt: limit,
    secondAt: cutoff ?? new Date(close.getTime() + 40 * MINUTE),
  };
}
