/**
 * CSV imports of the catalogue and of registrations, for the CLI and the staff upload alike. A file is read
 * by `csv.ts` and `row-reader.ts` (`,` or `;`, BOM, any line ends, comma decimals in `;` files, headers in any
 * case), every problem collected as `{line, column, code, params}`; a file with any problem writes nothing.
 * Registrations are staged, checked and committed in transactions of 50,000 rows (`registration-stage.ts`,
 * `registration-commit.ts`); a big file may be written while the rest is still checked (`alongside`), and a
 * failure undoes the batch (`import_batch`), also at the next start after a killed import. Loads into a
 * database without registrations drop and rebuild the secondary indexes (`bulk-indexes.ts`).
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { anyRegistration } from './bulk-indexes.js';
import { applyCatalogue } from './catalogue-apply.js';
import {
  CATALOGUE_COLUMNS,
  type CatalogueColumn,
  CatalogueConsistency,
  readCatalogueRow,
} from './catalogue-row.js';
import type { CsvSource } from './csv.js';
import { withLargePageCache } from './imports.repository.js';
import type { ImportResult } from './imports.types.js';
import { readRows } from './read-file.js';
import { commitStaged } from './registration-commit.js';
import type { RowReader } from './row-reader.js';
import { withStagedRows } from './staged-rows.js';

/** Options of a registrations import. */
export interface RegistrationImportOptions {
  /** Time stamped on the written rows; default now. */
  now?: Date;
  /**
   * The session's closing time (`HH:mm`, the configuration's `sessionClose`): new rows on a day already
   * final at `now` whose figures were shown are logged in the open (`FigureLog`).
   */
  sessionClose?: string;
  /** Called while rows are written (after the whole file was checked). */
  onProgress?: (done: number, total: number) => void;
  /** Check the file in a worker thread (the server: its event loop stays free); default false. */
  worker?: boolean;
  /** Rows per staged chunk; default 5,000. */
  chunkRows?: number;
  /** Rows per transaction, in whole chunks; default one chunk each. */
  transactionRows?: number;
  /** Kept on the import's batch row: `upload`, `cli` or `text` (default). */
  source?: string;
  /** A bulk load (the CLI): from this many rows indexes are dropped and rebuilt (`CommitOptions`). */
  dropIndexesFrom?: number;
  /**
   * Commit while the rest of the file is still checked in a worker thread (a file of `WORKER_MIN_BYTES` or
   * more; the CLI): a problem found later undoes what was written before the problems are answered.
   */
  alongside?: boolean;
}

/** Rows per staged chunk and, by default, per transaction (the staff upload: reads answered in between). */
export const IMPORT_CHUNK_ROWS = 5_000;

/**
 * Rows per transaction of `bulten import-registrations`: ten times fewer commits (each rewrites the hot
 * index pages), while another process's write still waits about a second for its turn.
 */
export const CLI_TRANSACTION_ROWS = 50_000;

/**
 * From this many rows (and at least as many as are stored) `bulten import-registrations` into SQLite drops
 * the registrations' secondary indexes while it writes and builds them once after (`bulk-indexes.ts`);
 * into a database without registrations, on either dialect, from the first row.
 */
export const CLI_DROP_INDEXES_FROM = 100_000;

/**
 * Rows per staged chunk of `bulten import-registrations` into SQLite: a chunk's rows live while it is
 * written, long enough to be promoted to V8's old generation; at 1,000 they no longer pile up there (the
 * process's peak memory some 40 MB lower, CPU some 3% higher). PostgreSQL keeps `IMPORT_CHUNK_ROWS`: its
 * statements per chunk cost more than the memory saved.
 */
export const CLI_SQLITE_CHUNK_ROWS = 1_000;

/** The choices of `bulten import-registrations` on its command line. */
export interface CliImportFlags {
  /**
   * `--alongside` / `--no-alongside`: a big file's checked rows are written while the rest is still checked
   * in a worker thread. A problem found later undoes them, but readers may see them until then. Unset: only
   * into a database without registrations (an initial load: nothing a reader relied on can change), else the
   * whole file is checked before anything is written.
   */
  alongside?: boolean;
}

/**
 * How `bulten import-registrations` imports (the import bench runs the same): its chunks, whole chunks
 * up to `CLI_TRANSACTION_ROWS` per transaction, indexes dropped for a bulk load, and (`CliImportFlags`) a
 * big file committed while its check goes on in a worker thread.
 */
export async function cliImportOptions(
  db: Kysely<Database>,
  flags: CliImportFlags = {},
): Promise<RegistrationImportOptions> {
  return {
    source: 'cli',
    chunkRows: dialectOf(db) === 'sqlite' ? CLI_SQLITE_CHUNK_ROWS : IMPORT_CHUNK_ROWS,
    transactionRows: CLI_TRANSACTION_ROWS,
    dropIndexesFrom: CLI_DROP_INDEXES_FROM,
    alongside: flags.alongside ?? !(await anyRegistration(db)),
  };
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
 * Imports a registrations CSV (text or file) all-or-nothing. The whole file is streamed and checked first,
 * in a worker thread when asked (every problem reported as `line N: column: problem`, nothing written),
 * its rows staged in a temporary file; then they are committed in chunks, one transaction each, where a
 * known registration number with the same content is skipped, with other content corrected, and `IPTAL`
 * cancels. A chunk that fails undoes the chunks before it (by batch id) and the error is thrown.
 */
export async function importRegistrations(
  db: Kysely<Database>,
  source: CsvSource,
  opts: RegistrationImportOptions = {},
): Promise<ImportResult> {
  const stage = {
    prefix: 'bulten-import-',
    chunkRows: opts.chunkRows ?? IMPORT_CHUNK_ROWS,
    worker: opts.worker ?? false,
    alongside: opts.alongside ?? false,
  };
  return withStagedRows(db, source, stage, (feed) =>
    withLargePageCache(db, () =>
      commitStaged(db, feed, {
        now: opts.now ?? new Date(),
        source: opts.source ?? 'text',
        sessionClose: opts.sessionClose,
        onProgress: opts.onProgress,
        transactionRows: opts.transactionRows,
        dropIndexesFrom: opts.dropIndexesFrom,
      }),
    ),
  );
}

/** `importRegistrations` of a CSV text. */
export async function importRegistrationsFromText(
  db: Kysely<Database>,
  text: string,
  opts: RegistrationImportOptions = {},
): Promise<ImportResult> {
  return importRegistrations(db, { text }, opts);
}
