import { addDays, istanbulDate, type LiveEvent } from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { parseDayVersions, statDayVersionsText } from '../stats/stats.repository.js';
import { type DayRollup, dailyRollup, type RollupSelection } from './figures.sql-rollup.js';

/**
 * Summed-up days of a selection kept in memory: a new trade touches only its own day, so after the
 * answer cache is emptied a 10-year series reads just the days from the first changed one on.
 *
 * Each memo holds the days of `[from, boundary)`; `boundary` starts at today and moves back to the
 * earliest day an event changed (trade, cancel: that product's day; figures: the listed days, or
 * everything for an empty list). Days from the boundary on are always read fresh. A memo is rebuilt
 * after a while, since another process may change the database without telling this one.
 *
 * A figures event without dates (another process committed something) does not forget the memos: the
 * next read compares the days' versions (`stat_day_lock.version`, new with every write of a day's
 * statistics) with those seen before and moves the boundaries back to the earliest day that changed.
 */

interface Memo {
  productIds: ReadonlySet<number>;
  from: string;
  boundary: string;
  days: DayRollup[];
  builtAt: number;
}

interface MemoStore {
  memos: Map<string, Memo>;
  /** Bumped by every event: a memo read while it changed is not kept. */
  generation: number;
  /**
   * The days' versions as last read (`statDayVersionsText`, parsed only when a later reading differs),
   * taken before any memo kept now was read; null before the first.
   */
  versions: string | null;
  /** A figures event without dates came after `versions` was read. */
  unverified: boolean;
  /** Bumped when `versions` is read anew: a memo read meanwhile may predate it and is not kept. */
  epoch: number;
  /** The reading of `versions` under way: other reads wait for it before they use a memo. */
  verifying: Promise<void> | null;
}

const MAX_MEMOS = 500;
// About 300 bytes a day: the memos of a database stay within some 60 MB.
const MAX_DAYS = 200_000;
const MEMO_TTL_MS = 10 * 60_000;
const stores = new WeakMap<Db, MemoStore>();
const watched = new WeakSet<object>();

function dropFrom(memo: Memo, date: string): void {
  if (date >= memo.boundary) return;
  memo.boundary = date;
  memo.days = memo.days.filter((d) => d.date < date);
}

/** Moves the memos' boundaries back to what an event changed. */
export function applyEvent(store: MemoStore, event: LiveEvent): void {
  store.generation += 1;
  if (event.type === 'trade' || event.type === 'cancel') {
    for (const memo of store.memos.values()) {
      if (memo.productIds.has(event.productId)) dropFrom(memo, event.tradeDate);
    }
  } else if (event.type === 'figures') {
    if (event.dates.length === 0) store.unverified = true;
    const earliest = [...event.dates].sort()[0];
    if (earliest) for (const memo of store.memos.values()) dropFrom(memo, earliest);
  }
}

function storeOf(ctx: AppContext): MemoStore {
  if (!watched.has(ctx.events)) {
    watched.add(ctx.events);
    const db = ctx.db;
    ctx.events.subscribe((event) => {
      const current = stores.get(db);
      if (current) applyEvent(current, event);
    });
  }
  let store = stores.get(ctx.db);
  if (!store) {
    store = { memos: new Map(), generation: 0, versions: null, unverified: false, epoch: 0, verifying: null };
    stores.set(ctx.db, store);
  }
  return store;
}

function keyOf(sel: RollupSelection): string {
  const products = [...sel.productIds].sort((a, b) => a - b);
  const factors = products.map((id) => sel.factors?.get(id) ?? 1);
  return `${products.join(',')}|${sel.channels?.join(',') ?? '*'}|${factors.join(',')}`;
}

function remember(store: MemoStore, key: string, memo: Memo): void {
  store.memos.delete(key);
  store.memos.set(key, memo);
  let days = 0;
  for (const m of store.memos.values()) days += m.days.length;
  for (const [oldKey, oldest] of store.memos) {
    if (store.memos.size <= MAX_MEMOS && days <= MAX_DAYS) break;
    if (oldKey === key) continue;
    days -= oldest.days.length;
    store.memos.delete(oldKey);
  }
}

// The earliest date whose version differs between two readings (a day new or gone counts), if any.
function earliestChange(before: Map<string, number>, after: Map<string, number>): string | undefined {
  let earliest: string | undefined;
  for (const [date, version] of after) {
    if (before.get(date) !== version && (!earliest || date < earliest)) earliest = date;
  }
  for (const date of before.keys()) {
    if (!after.has(date) && (!earliest || date < earliest)) earliest = date;
  }
  return earliest;
}

/** Reads the days' versions when none were read yet or another process may have written since. */
async function verify(ctx: AppContext, store: MemoStore): Promise<void> {
  while (store.verifying) await store.verifying;
  if (store.versions !== null && !store.unverified) return;
  store.verifying = reread(ctx, store).finally(() => {
    store.verifying = null;
  });
  await store.verifying;
}

// Moves the memos' boundaries back to the earliest day whose version changed since the last reading.
async function reread(ctx: AppContext, store: MemoStore): Promise<void> {
  store.unverified = false;
  const versions = await statDayVersionsText(ctx.db.kysely).catch((error: unknown) => {
    store.unverified = true;
    throw error;
  });
  const before = store.versions;
  if (before === null) store.memos.clear();
  else if (before !== versions) {
    const earliest = earliestChange(parseDayVersions(before), parseDayVersions(versions));
    if (earliest) for (const memo of store.memos.values()) dropFrom(memo, earliest);
  }
  store.versions = versions;
  store.epoch += 1;
}

/** A memo covering `from` up to yesterday, built (or widened) when the one at hand does not. */
async function memoFor(ctx: AppContext, sel: RollupSelection, from: string, today: string): Promise<Memo> {
  const store = storeOf(ctx);
  await verify(ctx, store);
  const key = keyOf(sel);
  const known = store.memos.get(key);
  const fresh = known && Date.now() - known.builtAt < MEMO_TTL_MS;
  if (known && fresh && known.from <= from) return known;
  const start = known && fresh ? [known.from, from].sort()[0]! : from;
  const generation = store.generation;
  const epoch = store.epoch;
  const days = await dailyRollup(ctx.db.kysely, { ...sel, from: start, to: addDays(today, -1) });
  const memo: Memo = {
    productIds: new Set(sel.productIds),
    from: start,
    boundary: today,
    days,
    builtAt: Date.now(),
  };
  // An event came in (or the versions were read anew) while reading: these days may be from before it, so
  // they serve this answer only.
  if (store.generation === generation && store.epoch === epoch) remember(store, key, memo);
  return memo;
}

/**
 * The selection's days in `from..to` (oldest first), as `dailyRollup` gives them: days before the
 * memo's boundary from memory, the rest from the database.
 */
export async function rememberedRollup(
  ctx: AppContext,
  sel: RollupSelection,
  range: { from: string; to: string },
): Promise<DayRollup[]> {
  const today = istanbulDate(ctx.now());
  if (range.from >= today) return dailyRollup(ctx.db.kysely, { ...sel, ...range });
  const memo = await memoFor(ctx, sel, range.from, today);
  const boundary = memo.boundary;
  const past = memo.days.filter((d) => d.date >= range.from && d.date <= range.to);
  if (range.to < boundary) return past;
  const recent = await dailyRollup(ctx.db.kysely, {
    ...sel,
    from: [boundary, range.from].sort()[1]!,
    to: range.to,
  });
  return [...past, ...recent];
}

/** Forgets every memo of a database (tests). */
export function forgetMemos(db: Db): void {
  stores.delete(db);
}
