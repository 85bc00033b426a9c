import type { LiveEvent, LiveTradeRows, RegistrationRequest, StaffRegistration } from '@bulten/core';
import { amountNumber, byAnalysisInput, priceNumber, quantityNumber } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, fieldError } from '../../http/app-error.js';
import { findRegistrationByNo } from '../registrations/registrations.repository.js';
import {
  applyRegistration,
  type RegistrationInput,
  type RegistrationOutcome,
} from '../registrations/registrations.service.js';
import type { RegistrationRow } from '../registrations/registrations.table.js';
import { registrationInputOf } from './registration-request.js';

/** When a desk call writes, and when the session closes (`HH:mm`): a late registration is logged. */
export interface DeskClock {
  now: Date;
  sessionClose: string;
}

/** What a staff registration call did. */
export interface StaffRegistrationResult {
  outcome: RegistrationOutcome;
  row: RegistrationRow;
  previous?: RegistrationRow;
}

/** A stored registration as the staff API answers it. */
export function staffRegistration(row: RegistrationRow): StaffRegistration {
  return {
    TescilNo: row.registration_no,
    Versiyon: row.version,
    Durum: row.status,
    IptalNedeni: row.cancel_reason,
    IslemZamani: row.traded_at,
    IslemTarih: row.trade_date,
    UrunId: row.product_id,
    Kanal: row.channel,
    Miktar: quantityNumber(row.quantity_milli),
    BirimFiyat: priceNumber(row.unit_price_e4),
    Tutar: amountNumber(row.amount_e4),
    AliciUyeId: row.buyer_member_id,
    SaticiUyeId: row.seller_member_id,
  };
}

/** The input that stores a row again unchanged (the base of a cancellation). */
export function inputOfRow(row: RegistrationRow): RegistrationInput {
  return {
    registrationNo: row.registration_no,
    tradedAt: new Date(row.traded_at),
    productId: row.product_id,
    quantityMilli: row.quantity_milli,
    unitPriceE4: row.unit_price_e4,
    channel: row.channel,
    buyerMemberId: row.buyer_member_id,
    sellerMemberId: row.seller_member_id,
    status: row.status,
    cancelReason: row.cancel_reason,
    city: row.city,
    district: row.district,
    headCount: row.head_count,
    liveWeightMilli: row.live_weight_milli,
    ...byAnalysisInput((a) => row[a.column]),
  };
}

function mustBeActive(registrationNo: string, row: RegistrationRow | undefined): RegistrationRow {
  if (!row) throw new AppError(400, 'UNKNOWN_ID', [`no registration ${registrationNo}`]);
  if (row.status === 'IPTAL')
    throw new AppError(409, 'CONFLICT', [`registration ${registrationNo} is cancelled`]);
  return row;
}

/** The stored, not cancelled registration of a number; 400 UNKNOWN_ID or 409 CONFLICT otherwise. */
export async function activeRegistration(
  db: Kysely<Database>,
  registrationNo: string,
): Promise<RegistrationRow> {
  return mustBeActive(registrationNo, await findRegistrationByNo(db, registrationNo));
}

// Writes a desk's input as its number's new version once `check` accepts the row it finds there, read again
// in the writing transaction (the desk's 409s are thrown by `check`).
function writeChecked(
  db: Kysely<Database>,
  write: { registrationNo: string; input: RegistrationInput; clock: DeskClock },
  check: (current: RegistrationRow | undefined) => void,
): Promise<StaffRegistrationResult> {
  const decide = (current: RegistrationRow | undefined) => {
    check(current);
    return write.input;
  };
  const { now, sessionClose } = write.clock;
  return applyRegistration(db, { registrationNo: write.registrationNo, decide }, now, sessionClose);
}

/** Registers a new trade; 409 CONFLICT when the number exists (checked in the writing transaction). */
export async function createRegistration(
  db: Kysely<Database>,
  body: RegistrationRequest,
  clock: DeskClock,
): Promise<StaffRegistrationResult> {
  const registrationNo = body.TescilNo?.trim();
  if (!registrationNo) throw fieldError(400, 'VALIDATION', 'TescilNo', 'REQUIRED');
  const input = await registrationInputOf(db, registrationNo, body);
  return writeChecked(db, { registrationNo, input, clock }, (current) => {
    if (current) throw new AppError(409, 'CONFLICT', [`registration ${registrationNo} exists`]);
  });
}

/** Replaces an active registration with a corrected version (the old one is kept as history). */
export async function correctRegistration(
  db: Kysely<Database>,
  registrationNo: string,
  body: RegistrationRequest,
  clock: DeskClock,
): Promise<StaffRegistrationResult> {
  if (body.TescilNo !== undefined && body.TescilNo.trim() !== registrationNo) {
    throw fieldError(400, 'VALIDATION', 'TescilNo', 'NUMBER_DIFFERS');
  }
  // The body is read first; the registration once, in the writing transaction, where an unknown or cancelled
  // number is still refused before the body's problems are.
  const reading = await registrationInputOf(db, registrationNo, body).then(
    (input) => ({ input }),
    (error: unknown) => ({ error }),
  );
  const decide = (current: RegistrationRow | undefined): RegistrationInput => {
    mustBeActive(registrationNo, current);
    if ('error' in reading) throw reading.error;
    return reading.input;
  };
  return applyRegistration(db, { registrationNo, decide }, clock.now, clock.sessionClose);
}

/** Cancels an active registration with a reason; it leaves every figure. Cancelled already: 409. */
export async function cancelRegistration(
  db: Kysely<Database>,
  registrationNo: string,
  reason: string,
  clock: DeskClock,
): Promise<StaffRegistrationResult> {
  const decide = (current: RegistrationRow | undefined): RegistrationInput => ({
    ...inputOfRow(mustBeActive(registrationNo, current)),
    status: 'IPTAL',
    cancelReason: reason,
  });
  return applyRegistration(db, { registrationNo, decide }, clock.now, clock.sessionClose);
}

/**
 * The live events of a staff registration call: the trade (with its latest-trades `rows` when given) or
 * cancellation, then the days whose figures changed.
 */
export function registrationEvents(result: StaffRegistrationResult, rows?: LiveTradeRows): LiveEvent[] {
  if (result.outcome === 'skipped') return [];
  const { row, previous } = result;
  const dates = [...new Set([previous?.trade_date, row.trade_date].filter((d) => d !== undefined))].sort();
  const key = { registrationNo: row.registration_no, productId: row.product_id, tradeDate: row.trade_date };
  const event: LiveEvent =
    result.outcome === 'cancelled'
      ? { type: 'cancel', ...key }
      : { type: 'trade', ...key, ...(rows ? { rows } : {}) };
  return [event, { type: 'figures', dates }];
}
