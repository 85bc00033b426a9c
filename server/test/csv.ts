import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import type { AppTest } from './app.js';
import type { TestUser } from './auth.js';
import { rowCount } from './tables.js';

/** How a test CSV file is written. */
export interface CsvStyle {
  delimiter?: ',' | ';';
  eol?: '\n' | '\r\n';
  bom?: boolean;
}

function quote(value: string | number, delimiter: string): string {
  const text = String(value);
  return /["\r\n]/.test(text) || text.includes(delimiter) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The columns of a catalogue file with every name in both languages. */
export const CATALOGUE_COLUMNS = [
  'GrupKodu',
  'GrupAdi',
  'GrupAdiEn',
  'SinifKodu',
  'SinifAdi',
  'SinifAdiEn',
  'UrunKodu',
  'UrunAdi',
  'UrunAdiEn',
  'Birim',
] as const;

/** The required columns of a registration file (tests add optional ones after them). */
export const REGISTRATION_COLUMNS = [
  'TescilNo',
  'IslemZamani',
  'UrunKodu',
  'Miktar',
  'BirimFiyat',
  'Kanal',
] as const;

/** The columns of a registration file with the buyer's and the seller's member codes. */
export const REGISTRATION_HEADER = [...REGISTRATION_COLUMNS, 'AliciUyeKodu', 'SaticiUyeKodu'] as const;

/**
 * An uploader for a suite: `upload(user, path, payload, lang?, contentType?)` posts a CSV file to
 * `/api/v1/<path>` as a user (or anonymous), `text/csv; charset=utf-8` unless told.
 */
export function csvUploader(t: Pick<AppTest, 'inject'>) {
  return (
    user: TestUser | null,
    path: string,
    payload: string,
    lang?: 'tr' | 'en',
    contentType = 'text/csv; charset=utf-8',
  ) =>
    t.inject(user, {
      method: 'POST',
      url: `/api/v1/${path}`,
      payload,
      headers: { 'content-type': contentType },
      ...(lang ? { lang } : {}),
    });
}

/** CSV text of a header and rows, quoting fields only where needed. */
export function csvText(rows: readonly (readonly (string | number)[])[], style: CsvStyle = {}): string {
  const delimiter = style.delimiter ?? ',';
  const eol = style.eol ?? '\n';
  const body = rows.map((row) => row.map((v) => quote(v, delimiter)).join(delimiter)).join(eol) + eol;
  return (style.bom ? '\uFEFF' : '') + body;
}

/** Inserts members with the given codes (title = code); returns their ids by code. */
export async function createMembers(
  db: Kysely<Database>,
  codes: readonly string[],
): Promise<Map<string, number>> {
  await db
    .insertInto('member')
    .values(codes.map((code) => ({ code, title: `${code} TİCARET A.Ş.`, registered_on: '2020-01-01' })))
    .execute();
  const rows = await db.selectFrom('member').select(['id', 'code']).where('code', 'in', codes).execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** Row counts of the tables an import writes, to prove a rejected file wrote nothing. */
export async function importTableCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['registration', 'registration_version', 'daily_stat', 'catalogue_item'] as const) {
    counts[table] = await rowCount(db, table);
  }
  return counts;
}
