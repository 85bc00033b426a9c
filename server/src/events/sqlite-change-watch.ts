import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** How often a SQLite server looks for commits of other processes. */
export const SQLITE_CHANGE_POLL_MS = 500;

/**
 * Calls `onChange` when another connection (a CLI command, a second server process) committed to the
 * SQLite file: `PRAGMA data_version` changes then, and only then (this connection's own commits leave it
 * alone). One cheap read every `intervalMs`; the timer does not keep the process alive.
 */
export function watchSqliteChanges(
  db: Db,
  onChange: () => void,
  intervalMs = SQLITE_CHANGE_POLL_MS,
): () => Promise<void> {
  let last: number | undefined;
  let running: Promise<void> = Promise.resolve();
  const check = async () => {
    try {
      const result = await sql<{ data_version: number }>`pragma data_version`.execute(db.kysely);
      const version = Number(result.rows[0]?.data_version);
      if (last !== undefined && version !== last) onChange();
      last = version;
    } catch {
      // A closed or busy database: the next tick tries again.
    }
  };
  const timer = setInterval(() => {
    running = running.then(check);
  }, intervalMs);
  timer.unref();
  running = check();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
