import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { applyRegistrationBatch } from '../registrations/registrations.service.js';
import { applyCatalogue } from './catalogue-apply.js';
import {
  CATALOGUE_COLUMNS,
  type CatalogueColumn,
  CatalogueConsistency,
  readCatalogueRow,
} from './catalogue-row.js';
import { memberIdsByCodeAll, productIdsByCode, withLargePageCache } from './imports.repository.js';
import type { ImportResult } from './imports.types.js';
import { readRows } from './read-file.js';
import { REGISTRATION_COLUMNS, type RegistrationColumn, readRegistrationRow } from './registration-row.js';
import type { RowReader } from './row-reader.js';

/** Options of a registrations import. */
export interface RegistrationImportOptions {
  /** Time stamped on the written rows; default now. */
  now?: Date;
  /** Called while rows are written (after the whole file was checked). */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Imports a catalogue CSV (one product per row with its class and group). The whole file is checked
 * first; any problem rejects it and nothing is written. Re-importing renames, never duplicates.
 */
export async function importCatalogueFromText(db: Kysely<Database>, text: string): Promise<ImportResult> {
  const consistency = new CatalogueConsistency();
  const read = await readRows(text, CATALOGUE_COLUMNS, (row: RowReader<CatalogueColumn>) => {
    const line = readCatalogueRow(row);
    if (line) consistency.check(row, line);
    return line;
  });
  if (!read.ok) return read;
  const summary = await applyCatalogue(db, read.items);
  return { ok: true, rows: read.items.length, summary };
}

/**
 * Imports a registrations CSV all-or-nothing: the whole file is checked first (every problem reported
 * as `line N: column: problem`, nothing written), then applied in one transaction where a known
 * registration number with the same content is skipped, with other content corrected, and `IPTAL` cancels.
 */
export async function importRegistrationsFromText(
  db: Kysely<Database>,
  text: string,
  opts: RegistrationImportOptions = {},
): Promise<ImportResult> {
  const lookups = { productIds: await productIdsByCode(db), memberIds: await memberIdsByCodeAll(db) };
  const read = await readRows(text, REGISTRATION_COLUMNS, (row: RowReader<RegistrationColumn>) =>
    readRegistrationRow(row, lookups),
  );
  if (!read.ok) return read;
  const total = read.items.length;
  const progress = opts.onProgress;
  const summary = await withLargePageCache(db, () =>
    applyRegistrationBatch(
      db,
      read.items,
      opts.now ?? new Date(),
      progress && ((done) => progress(done, total)),
    ),
  );
  progress?.(total, total);
  return { ok: true, rows: total, summary };
}
