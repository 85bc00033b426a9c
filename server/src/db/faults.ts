import { DEFAULT_MIGRATION_LOCK_TABLE } from 'kysely';

/** What a failing database means for an answer: it cannot be reached, or it refuses writes. */
export type DatabaseFaultCode = 'DATABASE_UNAVAILABLE' | 'DATABASE_READ_ONLY';

/** A database fault: its answer code and a short reason for logs and readiness (never a host or a user name). */
export interface DatabaseFault {
  code: DatabaseFaultCode;
  /** `postgres 57P01`, `postgres connection lost`, `SQLITE_READONLY`, `ECONNREFUSED`… */
  reason: string;
}

/** An error the database layer raised for a connection it lost or could not open (the driver's error is its cause). */
export class DatabaseFaultError extends Error {
  constructor(
    readonly fault: DatabaseFault,
    cause?: unknown,
  ) {
    super(`database fault: ${fault.reason}`, { cause });
    this.name = 'DatabaseFaultError';
  }
}

// PostgreSQL: the server refuses writes (a read-only transaction, a hot standby after a failover).
const PG_READ_ONLY = new Set(['25006']);
// PostgreSQL: the session ended or could not start: shut down by an administrator (restart, failover,
// pg_terminate_backend, DROP DATABASE … WITH (FORCE)), crashed, starting up, out of connections, login
// refused, the database gone; and every connection exception (class 08).
const PG_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300', '28000', '28P01', '3D000']);
// The network between the server and the database.
const NET_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function faultOfCode(code: string): DatabaseFault | null {
  if (PG_READ_ONLY.has(code)) return { code: 'DATABASE_READ_ONLY', reason: `postgres ${code}` };
  if (PG_UNAVAILABLE.has(code) || /^08[0-9A-Z]{3}$/.test(code))
    return { code: 'DATABASE_UNAVAILABLE', reason: `postgres ${code}` };
  if (code.startsWith('SQLITE_READONLY')) return { code: 'DATABASE_READ_ONLY', reason: code };
  // The file cannot be opened or read, or the disk is full or failing.
  if (/^SQLITE_(CANTOPEN|IOERR|FULL)/.test(code)) return { code: 'DATABASE_UNAVAILABLE', reason: code };
  if (NET_UNAVAILABLE.has(code)) return { code: 'DATABASE_UNAVAILABLE', reason: code };
  return null;
}

/**
 * The database fault an error stands for (itself or along its `cause` chain), or null for any other error.
 * Errors of a connection that is gone carry no code in node-postgres: the pool wraps them in
 * `DatabaseFaultError` (`pg-pool.ts`).
 */
export function databaseFault(error: unknown): DatabaseFault | null {
  let at: unknown = error;
  for (let depth = 0; at && depth < 5; depth += 1) {
    if (at instanceof DatabaseFaultError) return at.fault;
    const code = codeOf(at);
    const fault = code ? faultOfCode(code) : null;
    if (fault) return fault;
    at = (at as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * A write that changes nothing, refused by a database that takes no writes (both dialects check before
 * looking for rows; SQLite's `data_version` does not move): on the migrator's lock table, which every
 * migrated database holds and backups leave out.
 */
export const WRITE_PROBE_SQL = `update ${DEFAULT_MIGRATION_LOCK_TABLE} set is_locked = is_locked where 1 = 0`;
