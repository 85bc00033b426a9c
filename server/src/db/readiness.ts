import { sql } from 'kysely';
import type { Db } from './database.js';
import { type DatabaseFault, databaseFault, WRITE_PROBE_SQL } from './faults.js';
import { isSqliteBusy } from './sqlite-waiting.js';

/** How long readiness waits for the database's answer. */
export const READINESS_TIMEOUT_MS = 3_000;

/**
 * Whether the database answers and takes writes now: null when it does, else the fault (unreachable,
 * read-only, or no answer within `READINESS_TIMEOUT_MS`). SQLite busy with another process's write counts
 * as writable.
 */
export async function writeReadiness(db: Db): Promise<DatabaseFault | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<DatabaseFault>((resolve) => {
    timer = setTimeout(
      () => resolve({ code: 'DATABASE_UNAVAILABLE', reason: `no answer within ${READINESS_TIMEOUT_MS} ms` }),
      READINESS_TIMEOUT_MS,
    );
  });
  const probe = sql
    .raw(WRITE_PROBE_SQL)
    .execute(db.kysely)
    .then(
      () => null,
      (error: unknown) =>
        isSqliteBusy(error)
          ? null
          : (databaseFault(error) ?? { code: 'DATABASE_UNAVAILABLE' as const, reason: 'write probe failed' }),
    );
  try {
    return await Promise.race([probe, late]);
  } finally {
    clearTimeout(timer);
  }
}
