import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Takes or renews a lease in one statement: written when free, lapsed or already ours, else left alone.
 * True when `holder` holds it until `nowMs + durationMs`.
 */
export async function claimLease(
  db: Kysely<Database>,
  name: string,
  holder: string,
  nowMs: number,
  durationMs: number,
): Promise<boolean> {
  const expires = nowMs + durationMs;
  const row = await db
    .insertInto('runner_lease')
    .values({ name, holder, expires_ms: expires })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, expires_ms: expires })
        .where((eb) =>
          eb.or([eb('runner_lease.expires_ms', '<=', nowMs), eb('runner_lease.holder', '=', holder)]),
        ),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
}

/** Gives a lease up, if `holder` still holds it. */
export async function releaseLease(db: Kysely<Database>, name: string, holder: string): Promise<void> {
  await db.deleteFrom('runner_lease').where('name', '=', name).where('holder', '=', holder).execute();
}
