import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

/** A write that still collided with another after every retry (answered 409 `WRITE_CONFLICT`). */
export class WriteConflictError extends Error {
  constructor(cause: unknown) {
    super('the write collided with a concurrent one', { cause });
    this.name = 'WriteConflictError';
  }
}

/** Options of `writeTransaction`. */
export interface WriteTransactionOptions {
  /** How many times the work runs at most (default 5). */
  attempts?: number;
}

// PostgreSQL: serialization failure, deadlock, and a unique key another transaction took first (running
// the work again reads the committed row and decides anew: a repeated number becomes a 409).
const RETRYABLE_PG = new Set(['40001', '40P01', '23505']);
const UNIQUE_VIOLATION = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** True when a database error says a concurrent transaction got in the way (worth running again). */
export function isRetryableConflict(error: unknown): boolean {
  return error instanceof WriteConflictError || RETRYABLE_PG.has(codeOf(error) ?? '');
}

/** True when a database error is a unique key violation (either dialect). */
export function isUniqueViolation(error: unknown): boolean {
  return UNIQUE_VIOLATION.has(codeOf(error) ?? '');
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in one write transaction. SQLite takes the write lock at BEGIN (IMMEDIATE, waiting for
 * another process's lock without blocking the event loop: `sqlite-waiting.ts`), so the work runs alone.
 * PostgreSQL runs it under READ COMMITTED with the row and day locks the work takes; when it still
 * collides (deadlock, serialization failure, a unique key taken meanwhile, a `WriteConflictError` the
 * work throws after an optimistic check), the whole work runs again after a short random pause, up to
 * `attempts` times; then `WriteConflictError`. The work must only touch the database.
 */
export async function writeTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
  options: WriteTransactionOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? 5;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      if (attempt >= attempts)
        throw error instanceof WriteConflictError ? error : new WriteConflictError(error);
    }
    await sleep(Math.random() * 10 * attempt);
  }
}
