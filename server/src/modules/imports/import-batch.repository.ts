import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { deleteBatchChanges } from '../figures/figure-changes.repository.js';
import { restoreRegistrationIndexes } from '../registrations/registration-indexes.js';
import type { RegistrationRow } from '../registrations/registrations.table.js';
import { refreshDailyStatsForDates } from '../stats/stats.repository.js';

/** Starts a chunked import: a `running` batch whose id every row it writes carries. */
export async function startBatch(
  db: Kysely<Database>,
  source: string,
  rows: number,
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('import_batch')
    .values({
      source,
      state: 'running',
      rows,
      started_at: at,
      finished_at: null,
      owner: THIS_PROCESS,
      heartbeat_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** This process as a batch's owner: `host:pid`. */
export const THIS_PROCESS = `${hostname()}:${process.pid}`;

/** A running batch whose owner has not written for this long is taken for abandoned, wherever it runs. */
export const BATCH_LEASE_MS = 10 * 60_000;

/**
 * Notes that the batch's owner is still at work (called in each chunk's transaction), and the rows its file
 * is known to hold so far (a file still being checked grows).
 */
export async function touchBatch(
  db: Kysely<Database>,
  batch: number,
  at: string,
  rows: number,
): Promise<void> {
  await db.updateTable('import_batch').set({ heartbeat_at: at, rows }).where('id', '=', batch).execute();
}

/** Marks a batch finished (`done`, with its file's rows when given) or undone. */
export async function finishBatch(
  db: Kysely<Database>,
  batch: number,
  state: 'done' | 'undone',
  at: string,
  rows?: number,
): Promise<void> {
  await db
    .updateTable('import_batch')
    .set({ state, finished_at: at, ...(rows === undefined ? {} : { rows }) })
    .where('id', '=', batch)
    .execute();
}

type Snapshot = RegistrationRow & { import_batch?: number | null };

// The version a batch replaced first is the registration as it was before the batch; when that version
// was itself written by the batch (a number repeated in two chunks), the batch inserted the registration.
async function versionsBefore(db: Kysely<Database>, batch: number): Promise<Snapshot[]> {
  const rows = await db
    .selectFrom('registration_version as v')
    .select(['v.registration_id', 'v.version', 'v.snapshot'])
    .where('v.import_batch', '=', batch)
    .orderBy('v.registration_id')
    .orderBy('v.version')
    .execute();
  const first = new Map<number, Snapshot>();
  for (const row of rows) {
    if (!first.has(row.registration_id)) first.set(row.registration_id, JSON.parse(row.snapshot) as Snapshot);
  }
  return [...first.values()].filter((snapshot) => snapshot.import_batch !== batch);
}

/**
 * Undoes everything a batch committed, in one transaction: registrations it inserted are deleted, those it
 * corrected or cancelled get back the version they had before it, its history rows and its rows of the
 * figure log go (its changes never happened), and the statistics of every day it touched are recomputed.
 */
export async function undoBatch(db: Kysely<Database>, batch: number, at: string): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const touched = await trx
      .selectFrom('registration')
      .select('trade_date')
      .distinct()
      .where('import_batch', '=', batch)
      .execute();
    const dates = new Set(touched.map((r) => r.trade_date));
    const restore = await versionsBefore(trx, batch);
    await trx.deleteFrom('registration_version').where('import_batch', '=', batch).execute();
    for (const { id, ...columns } of restore) {
      dates.add(columns.trade_date);
      await trx
        .updateTable('registration')
        .set({ ...columns, import_batch: columns.import_batch ?? null })
        .where('id', '=', id)
        .execute();
    }
    await trx
      .deleteFrom('registration_version')
      .where('registration_id', 'in', (eb) =>
        eb.selectFrom('registration').select('id').where('import_batch', '=', batch),
      )
      .execute();
    await trx.deleteFrom('registration').where('import_batch', '=', batch).execute();
    await deleteBatchChanges(trx, batch);
    await refreshDailyStatsForDates(trx, [...dates]);
  });
  await finishBatch(db, batch, 'undone', at);
}

/** The highest registration id so far (0 for none): rows inserted after it in a transaction are above it. */
export async function topRegistrationId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('registration')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

// A process of this host that no longer runs; another host's processes cannot be asked.
function processGone(owner: string | null): boolean {
  const at = owner?.lastIndexOf(':') ?? -1;
  if (!owner || at < 0 || owner.slice(0, at) !== hostname()) return false;
  try {
    process.kill(Number(owner.slice(at + 1)), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Undoes every batch left `running` by a process that is gone (killed during an import): its owner was a
 * process of this host that no longer runs, or it has not written for `BATCH_LEASE_MS`. Each is first
 * claimed for this process (so two processes starting at once undo it once), then undone as a failed chunk
 * undoes its batch, statistics recomputed. When no import is still at work, indexes a killed bulk load had
 * dropped are built again first. Returns the batch ids undone.
 */
export async function undoAbandonedBatches(db: Kysely<Database>, now: Date): Promise<number[]> {
  const running = await db
    .selectFrom('import_batch')
    .select(['id', 'owner', 'started_at', 'heartbeat_at'])
    .where('state', '=', 'running')
    .orderBy('id')
    .execute();
  const claimed: number[] = [];
  let live = 0;
  const at = now.toISOString();
  for (const batch of running) {
    if (await claimAbandoned(db, batch, now)) claimed.push(batch.id);
    else live += 1;
  }
  if (live === 0) await restoreRegistrationIndexes(db);
  for (const id of claimed) await undoBatch(db, id, at);
  return claimed;
}

type RunningBatch = { id: number; owner: string | null; started_at: string; heartbeat_at: string | null };

// Claims a batch for this process when its owner is gone; false when it is alive (or claimed meanwhile).
async function claimAbandoned(db: Kysely<Database>, batch: RunningBatch, now: Date): Promise<boolean> {
  const heard = Date.parse(batch.heartbeat_at ?? batch.started_at);
  if (batch.owner === THIS_PROCESS) return false;
  if (!processGone(batch.owner) && now.getTime() - heard < BATCH_LEASE_MS) return false;
  const claimed = await db
    .updateTable('import_batch')
    .set({ owner: THIS_PROCESS, heartbeat_at: now.toISOString() })
    .where('id', '=', batch.id)
    .where('state', '=', 'running')
    .where('heartbeat_at', batch.heartbeat_at === null ? 'is' : '=', batch.heartbeat_at)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
