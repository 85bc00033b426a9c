import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase } from 'kysely';
import type pg from 'pg';
import { nodePostgres } from './node-postgres.js';
import { trackPoolClients } from './pg-clients.js';
import type { Database } from './schema.js';
import { SQLITE_BUSY_TIMEOUT_MS, WaitingSqliteDialect } from './sqlite-waiting.js';
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

// Kysely prepares every query anew; a statement seen recently (a chunked insert, the same read on each
// request) reuses its prepared form instead, which halves the cost of bulk imports.
const STATEMENT_CACHE_SIZE = 200;

function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      let statement = cache.get(sqlText);
      if (statement) cache.delete(sqlText);
      else statement = sqlite.prepare(sqlText);
      cache.set(sqlText, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}

function openSqlite(location: string): Kysely<Database> {
  if (location !== ':memory:') mkdirSync(dirname(location), { recursive: true });
  const sqlite = new SQLite(location);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // A short synchronous wait only: longer waits for another process's lock are asynchronous retries.
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  return new Kysely<Database>({
    dialect: new WaitingSqliteDialect(
      { database: withStatementCache(sqlite) },
      { signal: waitSignalFor(location) },
    ),
  });
}

// node-postgres answers bigint and numeric as strings; every such value here is an integer of minor
// units well inside the safe range, so it is read as a number.
function pgTypes(types: typeof pg.types) {
  return {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === types.builtins.INT8 || oid === types.builtins.NUMERIC) return (v: string) => Number(v);
      return types.getTypeParser(oid, format);
    },
  };
}

function openPostgres(location: string, schema?: string): { kysely: Kysely<Database>; pool: pg.Pool } {
  const { Pool, types } = nodePostgres();
  const pool = new Pool({
    connectionString: location,
    max: 10,
    types: pgTypes(types),
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  trackPoolClients(pool);
  return { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), pool };
}

/** Opens the database a `DATABASE_URL` names; `pgSchema` confines PostgreSQL to one schema (tests). */
export function openDatabase(url: string | undefined, pgSchema?: string): Db {
  const { dialect, location } = parseDatabaseUrl(url);
  if (dialect === 'sqlite') return { kysely: openSqlite(location), dialect, location };
  const { kysely, pool } = openPostgres(location, pgSchema);
  return { kysely, dialect, location, pgPool: pool };
}
