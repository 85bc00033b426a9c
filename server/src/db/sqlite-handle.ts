import SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { databaseFault, WRITE_PROBE_SQL } from './faults.js';
import { SQLITE_BUSY_TIMEOUT_MS } from './sqlite-waiting.js';

// Kysely prepares every query anew; a statement seen recently (a chunked insert, the same read on each
// request) reuses its prepared form instead, which halves the cost of bulk imports.
const STATEMENT_CACHE_SIZE = 200;

/** How often a connection that found its file read-only tries a new one (one open and a no-op write). */
export const SQLITE_REOPEN_EVERY_MS = 1_000;

// A new connection to a file that was opened before: never one that creates it (the file moved or went).
function connect(location: string, existing = false): SQLite.Database {
  const sqlite = new SQLite(location, { fileMustExist: existing });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // A short synchronous wait only: longer waits for another process's lock are asynchronous retries.
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  return sqlite;
}

function readOnlyError(error: unknown): boolean {
  return databaseFault(error)?.code === 'DATABASE_READ_ONLY';
}

/**
 * The SQLite connection Kysely runs on, with a cache of prepared statements. SQLite opens a file it may
 * not write read-only, and the connection stays so after the file can be written again (`chmod 644`): once
 * a write was refused as read-only, a new connection is tried at most every `SQLITE_REOPEN_EVERY_MS`
 * (before a statement, outside a transaction) and takes over when it may write, so the server writes again
 * without a restart.
 */
export class SqliteHandle implements SqliteDatabase {
  #sqlite: SQLite.Database;
  readonly #statements = new Map<string, SqliteStatement>();
  #readOnly = false;
  #triedAt = 0;

  constructor(readonly location: string) {
    this.#sqlite = connect(location);
  }

  close(): void {
    this.#sqlite.close();
  }

  prepare(sqlText: string): SqliteStatement {
    if (this.#readOnly) this.#reopenWhenWritable();
    let statement = this.#statements.get(sqlText);
    if (statement) this.#statements.delete(sqlText);
    else statement = this.#watched(this.#sqlite.prepare(sqlText));
    this.#statements.set(sqlText, statement);
    if (this.#statements.size > STATEMENT_CACHE_SIZE)
      this.#statements.delete(this.#statements.keys().next().value!);
    return statement;
  }

  // A statement whose read-only refusal is noted (an INSERT … RETURNING is a reader: `all` writes too).
  #watched(statement: SQLite.Statement): SqliteStatement {
    const noting =
      <A extends unknown[], R>(run: (...args: A) => R) =>
      (...args: A): R => {
        try {
          return run(...args);
        } catch (error) {
          if (readOnlyError(error)) this.#readOnly = true;
          throw error;
        }
      };
    return {
      reader: statement.reader,
      all: noting((parameters: ReadonlyArray<unknown>) => statement.all(parameters)),
      run: noting((parameters: ReadonlyArray<unknown>) => statement.run(parameters)),
      iterate: (parameters: ReadonlyArray<unknown>) => statement.iterate(parameters),
    };
  }

  #reopenWhenWritable(): void {
    const now = Date.now();
    if (
      this.location === ':memory:' ||
      this.#sqlite.inTransaction ||
      now - this.#triedAt < SQLITE_REOPEN_EVERY_MS
    )
      return;
    this.#triedAt = now;
    let next: SQLite.Database | undefined;
    try {
      next = connect(this.location, true);
      next.prepare(WRITE_PROBE_SQL).run();
    } catch {
      next?.close();
      return;
    }
    this.#sqlite.close();
    this.#sqlite = next;
    this.#statements.clear();
    this.#readOnly = false;
  }
}
