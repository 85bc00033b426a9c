import { istanbulDate } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { FigureLog } from '../figures/figure-changes.js';
import { DEFAULT_SESSION_CLOSE } from '../figures/figures.session.js';
import { lockStatDays, refreshDailyStat, refreshDailyStatsForDates } from '../stats/stats.repository.js';
import { type RegistrationInput, registrationRow } from './new-registration.js';
import { DETAIL_COLUMNS } from './registration-columns.js';
import { batchDates, correctLogged, statKeys } from './registration-figures.js';
import {
  findRegistrationsByNos,
  insertRegistration,
  insertRegistrations,
  lockRegistrationByNo,
  withBulkIndexes,
} from './registrations.repository.js';
import type { NewRegistration, RegistrationRow } from './registrations.table.js';

export type { RegistrationInput } from './new-registration.js';

/** What happened to one registration input. */
export type RegistrationOutcome = 'inserted' | 'skipped' | 'corrected' | 'cancelled';

/** Counts of outcomes of a batch. */
export type RegistrationSummary = Record<RegistrationOutcome, number>;

// The columns that make up a registration's content; equal content means a repeated registration.
const CONTENT_COLUMNS = [
  'traded_at',
  'product_id',
  'quantity_milli',
  'unit_price_e4',
  'channel',
  ...DETAIL_COLUMNS,
] as const;

function sameContent(current: RegistrationRow, next: NewRegistration): boolean {
  return CONTENT_COLUMNS.every((column) => (current[column] ?? null) === (next[column] ?? null));
}

/** Decides what a new version of a registration means against the current one (if any). */
export function classify(current: RegistrationRow | undefined, next: NewRegistration): RegistrationOutcome {
  if (!current) return next.status === 'IPTAL' ? 'cancelled' : 'inserted';
  if (sameContent(current, next)) return 'skipped';
  return next.status === 'IPTAL' && current.status === 'AKTIF' ? 'cancelled' : 'corrected';
}

const logKind = (outcome: RegistrationOutcome) => (outcome === 'cancelled' ? 'CANCELLED' : 'CORRECTED');

/** The input of `applyRegistration`, or a number and how to make the input from its current row. */
export type RegistrationChange =
  | RegistrationInput
  | { registrationNo: string; decide: (current: RegistrationRow | undefined) => RegistrationInput };

/**
 * Registers, corrects, cancels or skips one registration, and keeps the day's statistics in the same
 * transaction. `change.decide` sees the current row, locked (PostgreSQL) or alone (SQLite), and
 * may refuse by throwing; a concurrent writer of the same registration makes the work run again on the
 * row it left. A correction or cancellation, or a late registration on a day already final (its session
 * closed by `now`, at `sessionClose`), logs the published figures it changed (`FigureLog`). Returns the
 * outcome and the stored row.
 */
export async function applyRegistration(
  db: Kysely<Database>,
  change: RegistrationChange,
  now: Date = new Date(),
  sessionClose: string = DEFAULT_SESSION_CLOSE,
): Promise<{ outcome: RegistrationOutcome; row: RegistrationRow; previous?: RegistrationRow }> {
  return writeTransaction(db, async (trx) => {
    const at = now.toISOString();
    const current = await lockRegistrationByNo(trx, change.registrationNo);
    const input = 'decide' in change ? change.decide(current) : change;
    const next = registrationRow(input, at);
    const outcome = classify(current, next);
    if (outcome === 'skipped') return { outcome, row: current! };
    const keys = statKeys(current, next);
    await lockStatDays(
      trx,
      keys.map((k) => k.tradeDate),
    );
    const log = new FigureLog(trx, { now, sessionClose });
    if (!current) {
      await log.watchNew([next]);
      const row = await insertRegistration(trx, next);
      for (const key of keys) await refreshDailyStat(trx, key);
      await log.record('LATE', row.id);
      return { outcome, row };
    }
    const row = await correctLogged(trx, log, { current, next, kind: logKind(outcome), at });
    return { outcome, row, previous: current };
  });
}

// Decides every input in order; corrections of stored registrations are written at once (each logged by
// `log`), new numbers are only noted (by input index, so a million-row import does not hold a second
// million objects). Answers the inputs to insert (one per number) and the days the batch touches.
async function planBatch(
  trx: Kysely<Database>,
  log: FigureLog,
  batch: { inputs: readonly RegistrationInput[]; existing: Map<string, RegistrationRow>; at: string },
  summary: RegistrationSummary,
): Promise<{ fresh: Map<string, number>; touchedDates: Set<string> }> {
  const { inputs, existing, at } = batch;
  const plan = { fresh: new Map<string, number>(), touchedDates: new Set<string>() };
  for (let index = 0; index < inputs.length; index += 1) {
    const input = inputs[index]!;
    const number = input.registrationNo;
    const pending = plan.fresh.get(number);
    const current = existing.get(number);
    if (pending === undefined && current === undefined) {
      // The common case of a bulk import, decided as `classify(undefined, row)` would.
      summary[input.status === 'IPTAL' ? 'cancelled' : 'inserted'] += 1;
      plan.fresh.set(number, index);
      plan.touchedDates.add(istanbulDate(input.tradedAt));
      continue;
    }
    const next = registrationRow(input, at);
    const earlier =
      pending === undefined
        ? current
        : ({ ...registrationRow(inputs[pending]!, at), id: 0 } as RegistrationRow);
    const outcome = classify(earlier, next);
    summary[outcome] += 1;
    if (outcome === 'skipped') continue;
    plan.touchedDates.add(next.trade_date);
    if (current && pending === undefined) {
      plan.touchedDates.add(current.trade_date);
      await correctLogged(trx, log, { current, next, kind: logKind(outcome), at });
      existing.set(number, { ...current, ...next, id: current.id, version: current.version + 1 });
    } else {
      // A number seen earlier in the same batch is not stored yet: its later line simply wins.
      plan.fresh.set(number, index);
    }
  }
  return plan;
}

/** The day × product of each input, once each. */
function inputKeys(inputs: readonly RegistrationInput[]) {
  const keys = new Map<string, { trade_date: string; product_id: number }>();
  for (const input of inputs) {
    const date = istanbulDate(input.tradedAt);
    keys.set(`${date}|${input.productId}`, { trade_date: date, product_id: input.productId });
  }
  return [...keys.values()];
}

/**
 * Applies a whole batch in one transaction (all or nothing); statistics of touched days are recomputed.
 * Its corrections are logged one by one, its new registrations on days already final at `now` together
 * (`IMPORT`), as an import's are.
 */
export async function applyRegistrationBatch(
  db: Kysely<Database>,
  inputs: readonly RegistrationInput[],
  now: Date = new Date(),
  sessionClose: string = DEFAULT_SESSION_CLOSE,
): Promise<RegistrationSummary> {
  const summary: RegistrationSummary = { inserted: 0, skipped: 0, corrected: 0, cancelled: 0 };
  const at = now.toISOString();
  await writeTransaction(db, async (trx) => {
    for (const key of Object.keys(summary) as RegistrationOutcome[]) summary[key] = 0;
    const existing = await findRegistrationsByNos(
      trx,
      inputs.map((i) => i.registrationNo),
    );
    // Every day the batch touches is locked first, in order, as `refreshDailyStatsForDates` would at the end:
    // the log reads their figures before anything is written, and corrections refresh days one by one.
    await lockStatDays(trx, batchDates(inputs, existing));
    const log = new FigureLog(trx, { now, sessionClose });
    await log.watchNew(inputKeys(inputs));
    const plan = await planBatch(trx, log, { inputs, existing, at }, summary);
    const fresh = [...plan.fresh.values()];
    await withBulkIndexes(trx, fresh.length, () => insertFresh(trx, inputs, fresh, at));
    await refreshDailyStatsForDates(trx, [...plan.touchedDates]);
    await log.record('IMPORT', null);
  });
  return summary;
}

async function insertFresh(
  trx: Kysely<Database>,
  inputs: readonly RegistrationInput[],
  indexes: readonly number[],
  at: string,
): Promise<void> {
  const step = 10_000;
  for (let i = 0; i < indexes.length; i += step) {
    const rows = indexes.slice(i, i + step).map((index) => registrationRow(inputs[index]!, at));
    await insertRegistrations(trx, rows);
  }
}
