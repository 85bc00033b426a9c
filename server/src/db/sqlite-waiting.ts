import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteDialect,
  type SqliteDialectConfig,
} from 'kysely';
import type { WaitSignal } from './wait-signal.js';
import { WriteTurns } from './write-turns.js';

/** How long a SQLite handle waits for another process's write lock. */
export interface SqliteWaitOptions {
  /** Longest wait for the lock before SQLITE_BUSY is thrown (default 60 s). */
  maxWaitMs?: number;
  /** When the handle leaves the lock free between its transactions (default: `WriteTurns` on the wall clock). */
  turns?: WriteTurns;
  /** How this handle tells other handles of the file that it waits for the lock, and learns they do. */
  signal?: WaitSignal;
}

/** The synchronous part of a wait: better-sqlite3 blocks the event loop this long per attempt at most. */
export const SQLITE_BUSY_TIMEOUT_MS = 20;
const DEFAULT_MAX_WAIT_MS = 60_000;
const MAX_PAUSE_MS = 50;

/** True for SQLite's "database is locked" family of errors. */
export function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Wraps Kysely's SQLite driver so that several processes share one file without "database is locked":
 * every transaction begins IMMEDIATE (it takes the write lock at once, so it never fails half-way when it
 * starts writing), and a statement or BEGIN that finds the lock taken is retried after a short pause,
 * during which the connection is handed to this process's other queries; the pauses are asynchronous,
 * so a wait of seconds never freezes the event loop. A handle that held the lock for long pauses briefly
 * before taking it again (`WriteTurns`: after each long transaction while other connections write or wait
 * for the lock, which a waiting handle tells through `WaitSignal`; rarely while none does), so a chunked
 * import and a server's writes take turns.
 */
class WaitingSqliteDriver implements Driver {
  readonly #inner: Driver;
  readonly #maxWaitMs: number;
  #raw: DatabaseConnection | undefined;
  #connection: DatabaseConnection | undefined;
  #inTransaction = false;
  readonly #turns: WriteTurns;
  readonly #signal: WaitSignal | undefined;
  // SQLite's `data_version` at this handle's last transaction: it moves only when another connection commits.
  #dataVersion: number | undefined;

  constructor(inner: Driver, options: SqliteWaitOptions) {
    this.#inner = inner;
    this.#maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
    this.#turns = options.turns ?? new WriteTurns();
    this.#signal = options.signal;
  }

  init = () => this.#inner.init();
  destroy = () => this.#inner.destroy();

  async acquireConnection(): Promise<DatabaseConnection> {
    const raw = await this.#inner.acquireConnection();
    this.#raw = raw;
    this.#connection ??= {
      executeQuery: <R>(query: CompiledQuery) =>
        this.#inTransaction ? raw.executeQuery<R>(query) : this.#whileBusy(() => raw.executeQuery<R>(query)),
      streamQuery: <R>(query: CompiledQuery, chunkSize?: number) => raw.streamQuery<R>(query, chunkSize),
    };
    return this.#connection;
  }

  releaseConnection = async (connection: DatabaseConnection) => this.#inner.releaseConnection(connection);

  async beginTransaction(): Promise<void> {
    // Another handle waiting for the lock right now gets it first, after a long transaction.
    const waited = this.#signal?.othersWaited() ?? false;
    const pause = this.#turns.pauseBeforeNext(waited);
    if (pause > 0) await this.#pause(pause);
    await this.#whileBusy(() => this.#rawConnection().executeQuery(CompiledQuery.raw('begin immediate')));
    this.#inTransaction = true;
    try {
      this.#turns.began((await this.#othersCommitted()) || waited);
    } catch (error) {
      // Kysely rolls back only a transaction that began: never leave this one open.
      await this.rollbackTransaction();
      throw error;
    }
  }

  // Whether another connection committed since this handle's last transaction.
  async #othersCommitted(): Promise<boolean> {
    const { rows } = await this.#rawConnection().executeQuery<{ data_version: number }>(
      CompiledQuery.raw('pragma data_version'),
    );
    const version = rows[0]?.data_version;
    const changed = this.#dataVersion !== undefined && version !== this.#dataVersion;
    this.#dataVersion = version;
    return changed;
  }

  async commitTransaction(): Promise<void> {
    await this.#rawConnection().executeQuery(CompiledQuery.raw('commit'));
    this.#ended();
  }

  async rollbackTransaction(): Promise<void> {
    try {
      await this.#rawConnection().executeQuery(CompiledQuery.raw('rollback'));
    } finally {
      this.#ended();
    }
  }

  #ended(): void {
    this.#inTransaction = false;
    this.#turns.ended();
  }

  #rawConnection(): DatabaseConnection {
    if (!this.#raw) throw new Error('no SQLite connection acquired');
    return this.#raw;
  }

  // Lets this process's other queries use the connection meanwhile.
  async #pause(ms: number): Promise<void> {
    const raw = this.#rawConnection();
    await this.#inner.releaseConnection(raw);
    await sleep(ms);
    await this.#inner.acquireConnection();
  }

  async #whileBusy<R>(attempt: () => Promise<QueryResult<R>>): Promise<QueryResult<R>> {
    const deadline = Date.now() + this.#maxWaitMs;
    for (let pause = 2; ; pause = Math.min(pause * 2, MAX_PAUSE_MS)) {
      try {
        return await attempt();
      } catch (error) {
        if (!isSqliteBusy(error)) throw error;
        this.#signal?.give();
        if (Date.now() >= deadline) throw error;
      }
      await this.#pause(pause + Math.random() * pause);
    }
  }
}

/** Kysely's SQLite dialect with the waiting driver above. */
export class WaitingSqliteDialect extends SqliteDialect {
  readonly #options: SqliteWaitOptions;

  constructor(config: SqliteDialectConfig, options: SqliteWaitOptions = {}) {
    super(config);
    this.#options = options;
  }

  override createDriver(): Driver {
    return new WaitingSqliteDriver(super.createDriver(), this.#options);
  }
}
