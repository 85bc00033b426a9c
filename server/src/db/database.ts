import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { makePrivateFolder, touchPrivately } from './file-modes.js';
import { trackPoolClients } from './pg-clients.js';
import { openPgPool } from './pg-pool.js';
import type { Database } from './schema.js';
import { SqliteHandle } from './sqlite-handle.js';
import { WaitingSqliteDialect } from './sqlite-waiting.js';
import { waitSignalFor } from './wait-signal.js';

/** Which SQL dialect a database speaks. */
export type DialectName = 'sqlite' | 'postgres';

/** An open database: the Kysely instance and what it runs on. */
export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** Where it lives: the SQLite file path (":memory:" included) or the PostgreSQL URL. */
  location: string;
  /** Notified with each PostgreSQL connection string's pool, for LISTEN/NOTIFY. */
  pgPool?: pg.Pool;
}

/** Default SQLite database file, relative to the working directory. */
export const DEFAULT_DATABASE_FILE = './data/bulten.sqlite';

/** Reads a `DATABASE_URL` (postgres URL, `file:` URL or plain path) into a dialect and location. */
export function parseDatabaseUrl(url: string | undefined): { dialect: DialectName; location: string } {
  const value = url?.trim() || DEFAULT_DATABASE_FILE;
  if (/^postgres(ql)?:\/\//i.test(value)) return { dialect: 'postgres', location: value };
  if (value === ':memory:') return { dialect: 'sqlite', location: value };
  if (value.startsWith('file:')) {
    const path = value.startsWith('file://') ? fileURLToPath(value) : value.slice('file:'.length);
    return { dialect: 'sqlite', location: resolve(path) };
  }
  return { dialect: 'sqlite', location: resolve(value) };
}

function openSqlite(location: string): Kysely<Database> {
  if (location !== ':memory:') {
    // Password hashes, sessions and SMS codes live in it: a new database (and the -wal and -shm files
    // SQLite makes with its mode) is its owner's only, whatever the umask.
    makePrivateFolder(dirname(location));
    touchPrivately(location);
  }
  return new Kysely<Database>({
    dialect: new WaitingSqliteDialect(
      { database: new SqliteHandle(location) },
      { signal: waitSignalFor(location) },
    ),
  });
}

function openPostgres(location: string, schema?: string): { kysely: Kysely<Database>; pool: pg.Pool } {
  const { pool, forKysely } = openPgPool(location, schema);
  trackPoolClients(pool);
  return { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool: forKysely }) }), pool };
}

/** Opens the database a `DATABASE_URL` names; `pgSchema` confines PostgreSQL to one schema (tests). */
export function openDatabase(url: string | undefined, pgSchema?: string): Db {
  const { dialect, location } = parseDatabaseUrl(url);
  if (dialect === 'sqlite') return { kysely: openSqlite(location), dialect, location };
  const { kysely, pool } = openPostgres(location, pgSchema);
  return { kysely, dialect, location, pgPool: pool };
}
