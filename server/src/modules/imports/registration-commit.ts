import type { Channel } from '@bulten/core';
import type { Kysely } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { type FigureKey, FigureLog } from '../figures/figure-changes.js';
import {
  dropRegistrationIndexes,
  restoreRegistrationIndexes,
} from '../registrations/registration-indexes.js';
import { findRegistrationsByNos } from '../registrations/registrations.repository.js';
import { classify, type RegistrationSummary } from '../registrations/registrations.service.js';
import type { NewRegistration, RegistrationRow } from '../registrations/registrations.table.js';
import { refreshNodeStatsForDates } from '../stats/node-stats.repository.js';
import { lockStatDays, refreshDailyStat } from '../stats/stats.repository.js';
import { endBulkLoad, indexDropThreshold, startBulkLoad } from './bulk-indexes.js';
import { chunkStats, PendingStats } from './chunk-stats.js';
import {
  finishBatch,
  startBatch,
  topRegistrationId,
  touchBatch,
  undoAbandonedBatches,
  undoBatch,
} from './import-batch.repository.js';
import { findByNosPostgres } from './import-chunk.postgres.js';
import {
  insertStagedRows,
  mergeInsertedStats,
  mergeStatRows,
  replaceInBatch,
} from './import-chunk.repository.js';
import { assertReferencesStored, NamedReferences } from './named-references.js';
import type { StagedFeed } from './staged-feed.js';
import { fromStagedRow, type StagedChunk, type StagedRow, stagedChunksFrom } from './staged-file.js';

/** How a staged file is committed. */
export interface CommitOptions {
  now: Date;
  /** `upload`, `cli` or `text`, kept on the batch. */
  source: string;
  /**
   * The session's closing time (`HH:mm`, the configuration's): new rows on a day final at `now` whose
   * figures were shown are logged as the import's change (`FigureLog`); default `DEFAULT_SESSION_CLOSE`.
   */
  sessionClose?: string;
  /** Called after each committed transaction. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Rows per transaction, in whole staged chunks; default one chunk. The staff upload keeps one small
   * chunk per transaction (reads are answered in between); the CLI writes several per transaction.
   */
  transactionRows?: number;
  /**
   * A bulk load (the CLI: `CLI_DROP_INDEXES_FROM`): into a database without registrations, or on SQLite
   * a file of at least this many rows and at least as many as are stored, drops the registrations'
   * secondary indexes while it writes and builds them after (`indexDropThreshold`). Default: never.
   */
  dropIndexesFrom?: number;
}

type StatKey = { tradeDate: string; productId: number; channel: Channel };

// What one transaction gathers over its chunks.
interface Held {
  newTradeDays: Set<string>;
  pending: PendingStats;
  references?: NamedReferences;
  /** The figures shown before the transaction's rows, logged at its end (and before each correction). */
  log: FigureLog;
}

// What every transaction of a batch stamps and decides the same way.
interface BatchMarks {
  at: string;
  batch: number;
  now: Date;
  sessionClose?: string;
  /** Which days were shown before the batch's first row there (`FigureLog`), kept across transactions. */
  shownDays: Map<string, boolean>;
  /** The days the batch's new rows changed shown figures on, so far (`FigureLog`). */
  batchDays: Set<string>;
  /** A PostgreSQL bulk load: new rows go in by COPY. */
  copy: boolean;
}

function emptySummary(): RegistrationSummary {
  return { inserted: 0, skipped: 0, corrected: 0, cancelled: 0 };
}

function noteKey(
  keys: Map<string, StatKey>,
  row: Pick<NewRegistration, 'trade_date' | 'product_id' | 'channel'>,
) {
  keys.set(`${row.trade_date}|${row.product_id}|${row.channel}`, {
    tradeDate: row.trade_date,
    productId: row.product_id,
    channel: row.channel,
  });
}

// The figures of the chunk's days already shown are watched before its rows land (`FigureLog`): a file
// of new days (a first load of history) reads nothing more than which days have figures.
async function watchShownDays(log: FigureLog, rows: readonly StagedRow[], dates: readonly string[]) {
  const shown = await log.shownAmong(dates);
  if (shown.size === 0) return;
  const keys = new Map<string, FigureKey>();
  for (const row of rows) {
    if (shown.has(row[2])) keys.set(`${row[2]}|${row[3]}`, { trade_date: row[2], product_id: row[3] });
  }
  await log.watchNew([...keys.values()]);
}

/**
 * Commits one chunk inside the caller's transaction: new numbers are inserted (a number repeated in the
 * chunk: its last line wins), known ones corrected, cancelled or skipped as `classify` decides. The
 * figures of new active rows join the transaction's `pending` ones (merged at its end, or before a
 * correction reads the statistics); keys a correction touched are recomputed.
 * The days new active trades landed on are added to `newTradeDays` (their roll-ups are the caller's);
 * the ids the rows name to `references` when the caller checks them (a bulk load).
 */
async function commitChunk(
  trx: Kysely<Database>,
  rows: readonly StagedRow[],
  marks: BatchMarks,
  held: Held,
): Promise<RegistrationSummary> {
  const { at, batch } = marks;
  held.references?.add(rows);
  const summary = emptySummary();
  const numbers = rows.map((row) => row[0]);
  const existing = isPostgres(trx)
    ? await findByNosPostgres(trx, numbers)
    : await findRegistrationsByNos(trx, numbers);
  // Staff writes of the same days recompute their statistics under these locks (PostgreSQL); the chunk
  // takes them first, so a recompute never overwrites the rows this chunk merges in.
  const dates = rows.map((row) => row[2]);
  await lockStatDays(trx, [...dates, ...[...existing.values()].map((r) => r.trade_date)]);
  await watchShownDays(held.log, rows, dates);
  const fresh = new Map<string, number>();
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index]!;
    const pending = fresh.get(row[0]);
    const current = existing.get(row[0]);
    if (pending === undefined && current === undefined) {
      summary[row[10] === 'IPTAL' ? 'cancelled' : 'inserted'] += 1;
      fresh.set(row[0], index);
      continue;
    }
    const next = fromStagedRow(row, at);
    // A number seen earlier in the chunk is not stored yet: its later line is compared with it, then wins.
    const earlier =
      pending === undefined ? current : ({ ...fromStagedRow(rows[pending]!, at), id: 0 } as RegistrationRow);
    const outcome = classify(earlier, next);
    summary[outcome] += 1;
    if (outcome === 'skipped') continue;
    if (pending !== undefined) {
      fresh.set(row[0], index);
      continue;
    }
    // Corrections in the open: the published figures the correction moves are logged, as for staff. They
    // are read from the statistics, which must hold the new trades of the transaction's earlier chunks;
    // what those moved on the same figures is the import's own change, logged first.
    await mergePending(trx, held.pending);
    const versions = [current!, next];
    await held.log.record('IMPORT', null, versions);
    await held.log.watch(versions);
    await replaceInBatch(trx, current!, next, at, batch);
    const keys = new Map<string, StatKey>();
    noteKey(keys, current!);
    noteKey(keys, next);
    for (const key of keys.values()) await refreshDailyStat(trx, key);
    await held.log.record(outcome === 'cancelled' ? 'CANCELLED' : 'CORRECTED', current!.id, versions);
    existing.set(row[0], { ...current!, ...next, id: current!.id, version: current!.version + 1 });
  }
  const above = await topRegistrationId(trx);
  const inserted = [...fresh.values()].map((i) => rows[i]!);
  const ids = await insertStagedRows(trx, inserted, at, batch, marks.copy);
  const stats = chunkStats(inserted, ids);
  // Sums past 2^53 are added up by the database; merging is commutative, so the order does not matter.
  if (!stats) await mergeInsertedStats(trx, above, batch);
  else if (!held.pending.add(stats)) await mergeStatRows(trx, stats);
  for (const row of inserted) if (row[10] === 'AKTIF') held.newTradeDays.add(row[2]);
  return summary;
}

// Merges the figures held for the transaction into the statistics.
async function mergePending(trx: Kysely<Database>, pending: PendingStats): Promise<void> {
  const rows = pending.take();
  if (rows.length > 0) await mergeStatRows(trx, rows);
}

// Foreign keys checked again, then the dropped indexes built.
async function endBulk(db: Kysely<Database>): Promise<void> {
  await endBulkLoad(db);
  await restoreRegistrationIndexes(db);
}

// Lets requests that queued up during a chunk's transaction run before the next chunk starts.
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function addSummary(summary: RegistrationSummary, part: RegistrationSummary): void {
  for (const outcome of Object.keys(summary) as Array<keyof RegistrationSummary>)
    summary[outcome] += part[outcome];
}

interface Committed {
  summary: RegistrationSummary;
  rows: number;
  next: number;
}

/**
 * Reads the next chunk once the current one's first statement is on its way (PostgreSQL works on it in
 * its own process meanwhile: about 1.4 s of a million rows' decoding hidden); its failure is answered
 * where it is awaited.
 */
async function readWhileCommitting(
  chunks: Generator<StagedChunk>,
  committing: Promise<unknown>,
): Promise<IteratorResult<StagedChunk>> {
  committing.catch(() => {});
  await new Promise<void>((resolve) => setImmediate(resolve));
  return chunks.next();
}

// One transaction: whole chunks from byte `from` (up to byte `until`) until `rows` rows are written (read
// again if retried); `checkReferences`: the ids they name are checked at its end (a bulk load).
async function commitChunks(
  trx: Kysely<Database>,
  feed: StagedFeed,
  span: { from: number; until: number; rows: number },
  marks: BatchMarks,
  checkReferences: boolean,
): Promise<Committed> {
  const done: Committed = { summary: emptySummary(), rows: 0, next: span.from };
  await touchBatch(trx, marks.batch, new Date().toISOString(), feed.rows());
  const log = new FigureLog(trx, {
    now: marks.now,
    sessionClose: marks.sessionClose,
    at: marks.at,
    batch: marks.batch,
    shownDays: marks.shownDays,
    batchDays: marks.batchDays,
  });
  const held: Held = { newTradeDays: new Set<string>(), pending: new PendingStats(), log };
  if (checkReferences) held.references = new NamedReferences();
  const chunks = stagedChunksFrom(feed.path, span.from, span.until);
  try {
    for (let read = chunks.next(); !read.done; ) {
      const chunk = read.value;
      const committing = commitChunk(trx, chunk.rows, marks, held);
      const last = done.rows + chunk.rows.length >= span.rows;
      read = last ? { done: true, value: undefined } : await readWhileCommitting(chunks, committing);
      addSummary(done.summary, await committing);
      done.rows += chunk.rows.length;
      done.next = chunk.next;
    }
  } finally {
    chunks.return(undefined);
  }
  if (held.references) await assertReferencesStored(trx, held.references);
  // The statistics, then the groups' and classes' roll-ups of the days new trades landed on: once per
  // transaction (a day × product is in several chunks of a sorted file), from the statistics as they stand.
  await mergePending(trx, held.pending);
  await held.log.record('IMPORT', null);
  await refreshNodeStatsForDates(trx, [...held.newTradeDays].sort());
  return done;
}

/**
 * Commits a staged file in transactions of whole chunks (`transactionRows`), so other requests and
 * writers get their turn in between. The file may still be being checked (`GrowingFeed`): the batch
 * starts once its first chunk is staged, each later transaction waits for its rows.
 * All or nothing for the caller: when a transaction fails or the check finds a problem, everything the
 * earlier ones committed is undone by its batch id, and the error is thrown.
 */
export async function commitStaged(
  db: Kysely<Database>,
  feed: StagedFeed,
  opts: CommitOptions,
): Promise<RegistrationSummary> {
  const marks: BatchMarks = {
    at: opts.now.toISOString(),
    batch: 0,
    now: opts.now,
    sessionClose: opts.sessionClose,
    shownDays: new Map(),
    batchDays: new Set(),
    copy: false,
  };
  const rowsPerTransaction = opts.transactionRows ?? 1;
  // A file found bad before its first chunk was staged leaves no batch at all. The first transaction takes
  // the chunks staged by then (the commit starts early); each later one waits for a quarter of a
  // transaction's rows, or the end of the check, and takes every row staged by then up to a whole
  // transaction's: waiting for all of them left the writer idle while the check warmed up.
  const startRows = Math.ceil(rowsPerTransaction / 4);
  let wanted = 1;
  await feed.ready(0, wanted);
  await undoAbandonedBatches(db, new Date());
  marks.batch = await startBatch(db, opts.source, feed.rows(), marks.at);
  const summary = emptySummary();
  let done = 0;
  // Dropped only once the batch runs: a killed import's indexes are built again when it is undone.
  const dropFrom = await indexDropThreshold(db, opts.dropIndexesFrom);
  let dropped = false;
  let checkReferences = false;
  try {
    for (let next = 0; ; ) {
      const until = await feed.ready(next, wanted);
      wanted = startRows;
      if (!dropped && dropFrom !== undefined && feed.rows() >= dropFrom) {
        await db.transaction().execute((trx) => dropRegistrationIndexes(trx));
        dropped = true;
        checkReferences = await startBulkLoad(db);
        // An initial load into PostgreSQL: its rows go in with COPY.
        marks.copy = isPostgres(db);
      }
      const span = { from: next, until, rows: rowsPerTransaction };
      const part = await writeTransaction(db, (trx) => commitChunks(trx, feed, span, marks, checkReferences));
      if (part.rows === 0) break;
      addSummary(summary, part.summary);
      done += part.rows;
      next = part.next;
      opts.onProgress?.(done, feed.rows());
      await nextTurn();
    }
    if (dropped) await endBulk(db);
  } catch (error) {
    if (dropped) await endBulk(db);
    await undoBatch(db, marks.batch, new Date().toISOString());
    throw error;
  }
  await finishBatch(db, marks.batch, 'done', new Date().toISOString(), done);
  return summary;
}
