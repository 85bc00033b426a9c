import { sql } from 'kysely';
import { openDatabase } from '../src/db/database.js';

/** Names of the schemas PostgreSQL test databases live in (see databases.ts): `t_` + 12 hex digits. */
export const TEST_SCHEMA_PATTERN = '^t_[0-9a-f]{12}$';

async function dropTestSchemas(url: string): Promise<void> {
  const admin = openDatabase(url);
  try {
    const { rows } = await sql<{ name: string }>`
      select nspname as name from pg_namespace where nspname ~ ${TEST_SCHEMA_PATTERN}`.execute(admin.kysely);
    for (const { name } of rows) await sql`drop schema ${sql.id(name)} cascade`.execute(admin.kysely);
  } finally {
    await admin.kysely.destroy();
  }
}

/** Vitest global setup: drops leftover test schemas before the run and all of them after it. */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.PG_TEST_URL;
  if (!url) return undefined;
  await dropTestSchemas(url);
  return () => dropTestSchemas(url);
}
