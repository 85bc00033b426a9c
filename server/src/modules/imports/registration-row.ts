import {
  ANALYSIS_KEYS,
  amountOf,
  type Channel,
  parseTradeTime,
  type RegistrationStatus,
} from '@bulten/core/plain';
import type { RegistrationInput } from '../registrations/registrations.service.js';
import type { ColumnSpec, NumberRule, RowReader } from './row-reader.js';

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
}

const CHANNEL_WORDS: Record<string, Channel> = {
  salon: 'SALON',
  serbest: 'SERBEST',
  canlihayvan: 'CANLI_HAYVAN',
};
const STATUS_WORDS: Record<string, RegistrationStatus> = { aktif: 'AKTIF', iptal: 'IPTAL' };

// Number rules, made once: a row reads a dozen numbers and a file may have a million rows.
const QUANTITY: NumberRule = { decimals: 3, required: true, minInclusive: false };
const PRICE: NumberRule = { decimals: 4, required: true, minInclusive: false };
const HEADS: NumberRule = { decimals: 0, min: 1 };
const LIVE_WEIGHT: NumberRule = { decimals: 3, minInclusive: false };
const PERCENT: NumberRule = { decimals: 2, max: 100 };
const MEASURE: NumberRule = { decimals: 2 };

function tradeTime(row: RowReader<RegistrationColumn>): Date | null {
  const text = row.text('IslemZamani', true);
  if (text === null) return null;
  const time = parseTradeTime(text);
  if (!time) row.fail('IslemZamani', 'NOT_A_TIME', { value: text });
  return time;
}

function lookup(
  row: RowReader<RegistrationColumn>,
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
 * Reads one registration row; every problem is recorded on the reader, and the input is returned only
 * when the row had none.
 */
export function readRegistrationRow(
  row: RowReader<RegistrationColumn>,
  lookups: RegistrationLookups,
): RegistrationInput | null {
  const before = row.problems.size;
  const input: RegistrationInput = {
    registrationNo: row.text('TescilNo', true, 64) ?? '',
    tradedAt: tradeTime(row) ?? new Date(0),
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
    headCount: row.scaled('BasSayisi', HEADS),
    liveWeightMilli: row.scaled('CanliAgirlik', LIVE_WEIGHT),
    proteinE2: row.scaled('Protein', PERCENT),
    moistureE2: row.scaled('Rutubet', PERCENT),
    hectoliterE2: row.scaled('Hektolitre', MEASURE),
    sedimentationE2: row.scaled('Sedimantasyon', MEASURE),
    glutenE2: row.scaled('Gluten', PERCENT),
    suneE2: row.scaled('Sune', PERCENT),
    foreignMatterE2: row.scaled('YabanciMadde', PERCENT),
  };
  checkAmount(row, input);
  return row.problems.size === before ? input : null;
}

// The amount is stored as an exact integer of 1/10 000 TL; it must stay a safe integer.
function checkAmount(row: RowReader<RegistrationColumn>, input: RegistrationInput): void {
  const rough = (input.quantityMilli * input.unitPriceE4) / 1000;
  if (rough < 2 ** 52 || Number.isSafeInteger(amountOf(input.quantityMilli, input.unitPriceE4))) return;
  row.fail('Miktar', 'AMOUNT_TOO_LARGE');
}
