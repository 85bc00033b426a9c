import type { ImportCheck } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findRegistrationsByNos } from '../registrations/registrations.repository.js';
import {
  classify,
  type RegistrationInput,
  type RegistrationSummary,
  registrationRow,
} from '../registrations/registrations.service.js';
import type { RegistrationRow } from '../registrations/registrations.table.js';
import {
  CATALOGUE_COLUMNS,
  type CatalogueColumn,
  CatalogueConsistency,
  readCatalogueRow,
} from './catalogue-row.js';
import { memberIdsByCodeAll, productIdsByCode } from './imports.repository.js';
import { readRows } from './read-file.js';
import { REGISTRATION_COLUMNS, type RegistrationColumn, readRegistrationRow } from './registration-row.js';
import type { RowReader } from './row-reader.js';

/** A dry run: what an import would do, or every problem as `line N: column: problem`. */
export type ImportCheckResult = ({ ok: true } & ImportCheck) | { ok: false; errors: string[] };

/**
 * What applying these registrations in order would count, decided as the import decides it (a number seen
 * earlier in the file is compared with its earlier line), without writing anything.
 */
export function countRegistrationBatch(
  inputs: readonly RegistrationInput[],
  existing: ReadonlyMap<string, RegistrationRow>,
  at: string,
): RegistrationSummary {
  const summary: RegistrationSummary = { inserted: 0, skipped: 0, corrected: 0, cancelled: 0 };
  const latest = new Map(existing);
  for (const input of inputs) {
    const next = registrationRow(input, at);
    const earlier = latest.get(input.registrationNo);
    const outcome = classify(earlier, next);
    summary[outcome] += 1;
    if (outcome !== 'skipped')
      latest.set(input.registrationNo, { ...earlier, ...next, id: earlier?.id ?? 0 } as RegistrationRow);
  }
  return summary;
}

/** Checks a registrations CSV like the import does and counts what it would do; writes nothing. */
export async function checkRegistrationsText(
  db: Kysely<Database>,
  text: string,
  now: Date,
): Promise<ImportCheckResult> {
  const lookups = { productIds: await productIdsByCode(db), memberIds: await memberIdsByCodeAll(db) };
  const read = await readRows(text, REGISTRATION_COLUMNS, (row: RowReader<RegistrationColumn>) =>
    readRegistrationRow(row, lookups),
  );
  if (!read.ok) return read;
  const existing = await findRegistrationsByNos(
    db,
    read.items.map((i) => i.registrationNo),
  );
  const summary = countRegistrationBatch(read.items, existing, now.toISOString());
  return { ok: true, rows: read.items.length, summary };
}

/** Checks a catalogue CSV like the import does (rows and consistency); writes nothing. */
export async function checkCatalogueText(text: string): Promise<ImportCheckResult> {
  const consistency = new CatalogueConsistency();
  const read = await readRows(text, CATALOGUE_COLUMNS, (row: RowReader<CatalogueColumn>) => {
    const line = readCatalogueRow(row);
    if (line) consistency.check(row, line);
    return line;
  });
  if (!read.ok) return read;
  return { ok: true, rows: read.items.length, summary: null };
}
