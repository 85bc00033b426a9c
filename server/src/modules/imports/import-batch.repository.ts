import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
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
    .values({ source, state: 'running', rows, started_at: at, finished_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks a batch finished (`done`) or undone. */
export async function finishBatch(
  db: Kysely<Database>,
  batch: number,
  state: 'done' | 'undone',
  at: string,
): Promise<void> {
  await db.updateTable('import_batch').set({ state, finished_at: at }).where('id', '=', batch).execute();
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
 * corrected or cancelled get back the version they had before it, its history rows go, and the statistics
 * of every day it touched are recomputed.
 */
export async function undoBatch(db: Kysely<Database>, batch: number, at: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
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
