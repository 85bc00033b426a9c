import { amountOf, type Channel, parseTradeTime, type RegistrationStatus } from '@bulten/core';
import type { RegistrationInput } from '../registrations/registrations.service.js';
import type { ColumnSpec, RowReader } from './row-reader.js';

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
    'Protein',
    'Rutubet',
    'Hektolitre',
    'Sedimantasyon',
    'Gluten',
    'Sune',
    'YabanciMadde',
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

// Column → field of the input; percentages are capped at 100, the others only at 0.
const ANALYSES = [
  ['Protein', 'proteinE2', 100],
  ['Rutubet', 'moistureE2', 100],
  ['Hektolitre', 'hectoliterE2', undefined],
  ['Sedimantasyon', 'sedimentationE2', undefined],
  ['Gluten', 'glutenE2', 100],
  ['Sune', 'suneE2', 100],
  ['YabanciMadde', 'foreignMatterE2', 100],
] as const;

type AnalysisKey = (typeof ANALYSES)[number][1];

function tradeTime(row: RowReader<RegistrationColumn>): Date | null {
  const text = row.text('IslemZamani', true);
  if (text === null) return null;
  const time = parseTradeTime(text);
  if (!time) row.fail('IslemZamani', `"${text}" is not a time (ISO 8601 or DD.MM.YYYY HH:mm)`);
  return time;
}

function lookup(
  row: RowReader<RegistrationColumn>,
  column: RegistrationColumn,
  ids: ReadonlyMap<string, number>,
  what: string,
  required: boolean,
): number | null {
  const code = row.text(column, required, 64);
  if (code === null) return null;
  const id = ids.get(code);
  if (id === undefined) row.fail(column, `unknown ${what} code "${code}"`);
  return id ?? null;
}

function analyses(row: RowReader<RegistrationColumn>): Record<AnalysisKey, number | null> {
  const values = {} as Record<AnalysisKey, number | null>;
  for (const [column, key, max] of ANALYSES) values[key] = row.scaled(column, { decimals: 2, max });
  return values;
}

/**
 * Reads one registration row; every problem is recorded on the reader, and the input is returned only
 * when the row had none.
 */
export function readRegistrationRow(
  row: RowReader<RegistrationColumn>,
  lookups: RegistrationLookups,
): RegistrationInput | null {
  const before = row.problems.messages.length;
  const input: RegistrationInput = {
    registrationNo: row.text('TescilNo', true, 64) ?? '',
    tradedAt: tradeTime(row) ?? new Date(0),
    productId: lookup(row, 'UrunKodu', lookups.productIds, 'product', true) ?? 0,
    quantityMilli: row.scaled('Miktar', { decimals: 3, required: true, minInclusive: false }) ?? 0,
    unitPriceE4: row.scaled('BirimFiyat', { decimals: 4, required: true, minInclusive: false }) ?? 0,
    channel: row.choice('Kanal', CHANNEL_WORDS, true) ?? 'SALON',
    buyerMemberId: lookup(row, 'AliciUyeKodu', lookups.memberIds, 'member', false),
    sellerMemberId: lookup(row, 'SaticiUyeKodu', lookups.memberIds, 'member', false),
    status: row.choice('Durum', STATUS_WORDS) ?? 'AKTIF',
    cancelReason: row.text('IptalNedeni', false, 500),
    city: row.text('Il', false, 100),
    district: row.text('Ilce', false, 100),
    headCount: row.scaled('BasSayisi', { decimals: 0, min: 1 }),
    liveWeightMilli: row.scaled('CanliAgirlik', { decimals: 3, minInclusive: false }),
    ...analyses(row),
  };
  checkAmount(row, input);
  return row.problems.messages.length === before ? input : null;
}

// The amount is stored as an exact integer of 1/10 000 TL; it must stay a safe integer.
function checkAmount(row: RowReader<RegistrationColumn>, input: RegistrationInput): void {
  const rough = (input.quantityMilli * input.unitPriceE4) / 1000;
  if (rough < 2 ** 52 || Number.isSafeInteger(amountOf(input.quantityMilli, input.unitPriceE4))) return;
  row.fail('Miktar', 'amount (Miktar × BirimFiyat) too large');
}
