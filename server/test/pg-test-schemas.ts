import { randomBytes } from 'node:crypto';

/**
 * Names of the PostgreSQL schemas test databases live in: `t_<run>_<12 hex digits>`, where the run is the
 * second the test run started and a random tag (`<10 digits>_<6 hex digits>`). A run drops its own schemas
 * when it ends, and schemas left by runs that started hours ago (killed ones), never those of a run still
 * going beside it on the same database.
 */
const TEST_SCHEMA = /^t_(\d{10})_[0-9a-f]{6}_[0-9a-f]{12}$/;
// Before runs were named: such a schema can only be a leftover.
const UNNAMED_RUN_SCHEMA = /^t_[0-9a-f]{12}$/;

/** The environment variable that hands the run's name from the global setup to the test workers. */
export const TEST_RUN_ENV = 'BULTEN_PG_TEST_RUN';

/** A run older than this is over (CI gives a whole run 90 minutes). */
export const LEFTOVER_AFTER_MS = 3 * 60 * 60_000;

/** A new run's name: the second it starts and a random tag. */
export function newTestRun(now = Date.now()): string {
  return `${Math.floor(now / 1000)}_${randomBytes(3).toString('hex')}`;
}

/** A new schema name of a run (of this process's run when none is given). */
export function testSchemaName(run = process.env[TEST_RUN_ENV] ?? fallbackRun()): string {
  return `t_${run}_${randomBytes(6).toString('hex')}`;
}

let ownRun: string | undefined;
// A process without the global setup (one test file run on its own through another runner) names a run of its own.
function fallbackRun(): string {
  ownRun ??= newTestRun();
  return ownRun;
}

/** Of the schemas a database holds, those a run may drop: its own (when given) and leftovers. */
export function droppableTestSchemas(names: readonly string[], now: number, run?: string): string[] {
  return names.filter((name) => {
    if (UNNAMED_RUN_SCHEMA.test(name)) return true;
    const match = TEST_SCHEMA.exec(name);
    if (!match) return false;
    if (run !== undefined && name.startsWith(`t_${run}_`)) return true;
    return now - Number(match[1]) * 1000 > LEFTOVER_AFTER_MS;
  });
}
