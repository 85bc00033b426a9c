import {
  ANALYSES,
  ANALYSIS_KEYS,
  amountOf,
  analysisInputField,
  type Channel,
  exchangeDayInstants,
  istanbulDate,
  parseTradeTime,
  type RegistrationStatus,
  REGISTRATION_NUMBER_RULES as RULES,
} from '@bulten/core/plain';
import type { RegistrationInput } from '../registrations/registrations.service.js';
import type { ColumnSpec, FieldReader, NumberRule } from './row-reader.js';

/** Columns of a registrations file. */
export const REGISTRATION_COLUMNS = {
  required: ['TescilNo', 'IslemZamani', 'UrunKodu', 'Miktar', 'BirimFiyat', 'Kanal'],
  optional: [
    'AliciUyeKodu',
    'SaticiUyeKodu',
    'Durum',
    'IptalNedeni',
    'Il',
    'Ilce',
    'BasSayisi',
    'CanliAgirlik',
    ...ANALYSIS_KEYS,
  ],
} as const satisfies ColumnSpec<string>;

/** A column of a registrations file. */
export type RegistrationColumn =
  | (typeof REGISTRATION_COLUMNS.required)[number]
  | (typeof REGISTRATION_COLUMNS.optional)[number];

/** Ids the rows refer to by code. */
export interface RegistrationLookups {
  productIds: ReadonlyMap<string, number>;
  memberIds: ReadonlyMap<string, number>;
  /** Today in Istanbul, the end of the days a trade may be on (default: the machine's clock). */
  today?: string;
}

const CHANNEL_WORDS: Record<string, Channel> = {
  salon: 'SALON',
  serbest: 'SERBEST',
  canlihayvan: 'CANLI_HAYVAN',
};
const STATUS_WORDS: Record<string, RegistrationStatus> = { aktif: 'AKTIF', iptal: 'IPTAL' };

// Number rules, made once (a row reads a dozen numbers and a file may have a million rows): core's rules of
// the registration columns, which the staff console's form reads typed numbers by.
const QUANTITY: NumberRule = { ...RULES.Miktar, required: true };
const PRICE: NumberRule = { ...RULES.BirimFiyat, required: true };

// Each analysis's input field and column heading, worked out once (a file may have a million rows).
const ANALYSIS_READS = ANALYSES.map((a) => [analysisInputField(a), a.key] as const);

// The instants of the exchange's days, worked out once per file or request (a file may have a million rows).
const dayInstants = new WeakMap<RegistrationLookups, { from: number; to: number }>();
function daysOf(lookups: RegistrationLookups): { from: number; to: number } {
  let days = dayInstants.get(lookups);
  if (!days) {
    days = exchangeDayInstants(lookups.today ?? istanbulDate(new Date()));
    dayInstants.set(lookups, days);
  }
  return days;
}

function tradeTime(row: FieldReader<RegistrationColumn>, lookups: RegistrationLookups): Date | null {
  const text = row.text('IslemZamani', true);
  if (text === null) return null;
  const time = parseTradeTime(text);
  const days = daysOf(lookups);
  if (!time) row.fail('IslemZamani', 'NOT_A_TIME', { value: text });
  // The days every date parameter is held to: a trade outside them could be stored but never read.
  else if (!(time.getTime() >= days.from && time.getTime() < days.to)) {
    row.fail('IslemZamani', 'NOT_AN_EXCHANGE_DAY', { value: text });
    return null;
  }
  return time;
}

function lookup(
  row: FieldReader<RegistrationColumn>,
  column: RegistrationColumn,
  ids: ReadonlyMap<string, number>,
  unknown: 'UNKNOWN_PRODUCT' | 'UNKNOWN_MEMBER',
  required: boolean,
): number | null {
  const code = row.text(column, required, 64);
  if (code === null) return null;
  const id = ids.get(code);
  if (id === undefined) row.fail(column, unknown, { code });
  return id ?? null;
}

/**
 * The one validation of a registration, for a file's row (`RowReader`: text cells) and a desk request
 * (`RequestFields`: the contract's typed values); every problem is recorded on the reader, and the input is
 * returned only when there was none.
 */
export function readRegistrationRow(
  row: FieldReader<RegistrationColumn>,
  lookups: RegistrationLookups,
): RegistrationInput | null {
  const before = row.problems.size;
  const input: RegistrationInput = {
    registrationNo: row.text('TescilNo', true, 64) ?? '',
    tradedAt: tradeTime(row, lookups) ?? new Date(0),
    productId: lookup(row, 'UrunKodu', lookups.productIds, 'UNKNOWN_PRODUCT', true) ?? 0,
    quantityMilli: row.scaled('Miktar', QUANTITY) ?? 0,
    unitPriceE4: row.scaled('BirimFiyat', PRICE) ?? 0,
    channel: row.choice('Kanal', CHANNEL_WORDS, true) ?? 'SALON',
    buyerMemberId: lookup(row, 'AliciUyeKodu', lookups.memberIds, 'UNKNOWN_MEMBER', false),
    sellerMemberId: lookup(row, 'SaticiUyeKodu', lookups.memberIds, 'UNKNOWN_MEMBER', false),
    status: row.choice('Durum', STATUS_WORDS) ?? 'AKTIF',
    // Free text that may span lines; every other field is one line.
    cancelReason: row.text('IptalNedeni', false, 500, true),
    city: row.text('Il', false, 100),
    district: row.text('Ilce', false, 100),
    headCount: row.scaled('BasSayisi', RULES.BasSayisi),
    liveWeightMilli: row.scaled('CanliAgirlik', RULES.CanliAgirlik),
  };
  // Each analysis by its heading (the list's `key`), in the list's order.
  for (const [field, key] of ANALYSIS_READS) input[field] = row.scaled(key, RULES[key]);
  checkAmount(row, input);
  return row.problems.size === before ? input : null;
}

// The amount is stored as an exact integer of 1/10 000 TL; it must stay a safe integer.
function checkAmount(row: FieldReader<RegistrationColumn>, input: RegistrationInput): void {
  const rough = (input.quantityMilli * input.unitPriceE4) / 1000;
  if (rough < 2 ** 52 || Number.isSafeInteger(amountOf(input.quantityMilli, input.unitPriceE4))) return;
  row.fail('Miktar', 'AMOUNT_TOO_LARGE');
}
