import { readFile } from 'node:fs/promises';
import type { ImportCheck, Problem } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findRegistrationsByNos } from '../registrations/registrations.repository.js';
import { classify, type RegistrationSummary } from '../registrations/registrations.service.js';
import type { RegistrationRow } from '../registrations/registrations.table.js';
import { countCatalogue } from './catalogue-apply.js';
import {
  CATALOGUE_COLUMNS,
  type CatalogueColumn,
  CatalogueConsistency,
  readCatalogueRow,
} from './catalogue-row.js';
import type { CsvSource } from './csv.js';
import { IMPORT_CHUNK_ROWS } from './imports.service.js';
import { readRows } from './read-file.js';
import type { RowReader } from './row-reader.js';
import { fromStagedRow, type StagedRow, stagedChunks } from './staged-file.js';
import { withStagedRows } from './staged-rows.js';

/** A dry run: what an import would do, or every problem (codes and parameters). */
export type ImportCheckResult = ({ ok: true } & ImportCheck) | { ok: false; problems: Problem[] };

/** Options of a registrations check. */
export interface RegistrationCheckOptions {
  /** Check the file in a worker thread (the server: its event loop stays free); default false. */
  worker?: boolean;
}

/**
 * Counts what committing these chunks in order would do, decided as the import decides it (`classify`; a
 * number seen earlier in the file is compared with its earlier line), reading the stored rows chunk by chunk.
 */
async function countStaged(
  db: Kysely<Database>,
  chunks: Iterable<StagedRow[]>,
): Promise<RegistrationSummary> {
  const summary: RegistrationSummary = { inserted: 0, skipped: 0, corrected: 0, cancelled: 0 };
  const seen = new Map<string, RegistrationRow>();
  for (const rows of chunks) {
    const stored = await findRegistrationsByNos(
      db,
      rows.map((r) => r[0]).filter((no) => !seen.has(no)),
    );
    for (const row of rows) {
      const next = fromStagedRow(row, '');
      const earlier = seen.get(row[0]) ?? stored.get(row[0]);
      const outcome = classify(earlier, next);
      summary[outcome] += 1;
      if (outcome !== 'skipped' || !seen.has(row[0]))
        seen.set(row[0], { ...earlier, ...next } as RegistrationRow);
    }
  }
  return summary;
}

/** Checks a registrations CSV exactly as its import does and counts what the import would do; writes nothing. */
export async function checkRegistrations(
  db: Kysely<Database>,
  source: CsvSource,
  opts: RegistrationCheckOptions = {},
): Promise<ImportCheckResult> {
  const options = { prefix: 'bulten-check-', chunkRows: IMPORT_CHUNK_ROWS, worker: opts.worker ?? false };
  return withStagedRows(db, source, options, (feed) => countStaged(db, stagedChunks(feed.path)));
}

/**
 * Checks a catalogue CSV file like the import does (rows and consistency) and counts the catalogue nodes it
 * would add, change and leave as they are; writes nothing.
 */
export async function checkCatalogueFile(db: Kysely<Database>, path: string): Promise<ImportCheckResult> {
  const consistency = new CatalogueConsistency();
  const read = await readRows(
    await readFile(path, 'utf8'),
    CATALOGUE_COLUMNS,
    (row: RowReader<CatalogueColumn>) => {
      const line = readCatalogueRow(row);
      if (line) consistency.check(row, line);
      return line;
    },
  );
  if (!read.ok) return read;
  return { ok: true, rows: read.items.length, summary: await countCatalogue(db, read.items) };
}
