import { sql } from 'kysely';
import { openDatabase } from '../src/db/database.js';
import { droppableTestSchemas, newTestRun, TEST_RUN_ENV } from './pg-test-schemas.js';

/** Drops the test schemas `pick` chooses among those the database holds. */
async function dropTestSchemas(url: string, pick: (names: string[]) => string[]): Promise<void> {
  const admin = openDatabase(url);
  try {
    const { rows } = await sql<{ name: string }>`
      select nspname as name from pg_namespace where nspname ~ ${'^t_'}`.execute(admin.kysely);
    for (const name of pick(rows.map((row) => row.name)))
      await sql`drop schema if exists ${sql.id(name)} cascade`.execute(admin.kysely);
  } finally {
    await admin.kysely.destroy();
  }
}

/**
 * Vitest global setup: names the run (handed to the workers in the environment, `pg-test-schemas.ts`), drops
 * leftover test schemas before the run and the run's own after it: a run beside it on the same database
 * keeps its schemas.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.PG_TEST_URL;
  if (!url) return undefined;
  const run = newTestRun();
  process.env[TEST_RUN_ENV] = run;
  await dropTestSchemas(url, (names) => droppableTestSchemas(names, Date.now()));
  return () => dropTestSchemas(url, (names) => droppableTestSchemas(names, Date.now(), run));
}
