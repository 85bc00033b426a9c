import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A counter's state after a hit. */
export interface CounterState {
  hits: number;
  windowEndsMs: number;
}

/**
 * Counts one hit in one atomic statement (an upsert that increments, the same SQL on both dialects): a
 * counter whose window has ended starts a new one of `windowMs`. Every process on the database shares it.
 */
export async function countHit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  nowMs: number,
): Promise<CounterState> {
  const fresh = nowMs + windowMs;
  const row = await db
    .insertInto('limit_counter')
    .values({ key, hits: 1, window_ends_ms: fresh })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const ended = eb('limit_counter.window_ends_ms', '<=', nowMs);
        return {
          hits: eb
            .case()
            .when(ended)
            .then(sql.lit(1))
            .else(eb('limit_counter.hits', '+', sql.lit(1)))
            .end(),
          window_ends_ms: eb
            .case()
            .when(ended)
            .then(fresh)
            .else(eb.ref('limit_counter.window_ends_ms'))
            .end(),
        };
      }),
    )
    .returning(['hits', 'window_ends_ms'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), windowEndsMs: Number(row.window_ends_ms) };
}

/**
 * Gives back one hit of the window `windowEndsMs` (a try that turned out not to count: refused, or right);
 * nothing once that window ended and another began, so a new window never starts below zero.
 */
export async function giveBackHit(db: Kysely<Database>, key: string, windowEndsMs: number): Promise<void> {
  await db
    .updateTable('limit_counter')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('key', '=', key)
    .where('window_ends_ms', '=', windowEndsMs)
    .where('hits', '>', 0)
    .execute();
}

/** Ends a counter's window at `windowEndsMs` (its hits kept): a count that became a lock until then. */
export async function endWindowAt(db: Kysely<Database>, key: string, windowEndsMs: number): Promise<void> {
  await db
    .updateTable('limit_counter')
    .set({ window_ends_ms: windowEndsMs })
    .where('key', '=', key)
    .execute();
}

/** A counter whose window has not ended, or undefined. */
export async function liveCounter(
  db: Kysely<Database>,
  key: string,
  nowMs: number,
): Promise<CounterState | undefined> {
  const row = await db
    .selectFrom('limit_counter')
    .select(['hits', 'window_ends_ms'])
    .where('key', '=', key)
    .where('window_ends_ms', '>', nowMs)
    .executeTakeFirst();
  return row && { hits: Number(row.hits), windowEndsMs: Number(row.window_ends_ms) };
}

/** Deletes counters whose window ended before `nowMs`. */
export async function deleteEndedCounters(db: Kysely<Database>, nowMs: number): Promise<void> {
  await db.deleteFrom('limit_counter').where('window_ends_ms', '<=', nowMs).execute();
}
