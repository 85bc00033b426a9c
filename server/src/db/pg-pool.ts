import { randomBytes } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { DatabaseFaultError, databaseFault } from './faults.js';
import { nodePostgres } from './node-postgres.js';

/** How long a request waits for a new connection before the database counts as unreachable. */
export const PG_CONNECT_TIMEOUT_MS = 5_000;

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

// The `application_name` of this handle's connections: the URL's (or `bulten`) and a tag of its own, so
// a NOTIFY sent inside one of its transactions names the handle it came from (`announce.ts`).
function applicationName(location: string): string {
  let named: string | null = null;
  try {
    named = new URL(location).searchParams.get('application_name');
  } catch {
    // Not a URL node-postgres would read differently: the default name.
  }
  return `${(named || 'bulten').slice(0, 40)}-${randomBytes(4).toString('hex')}`;
}

const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/**
 * The pool's sessions and what they showed: which lost their connection, which were opened before the
 * database last refused a write (they may keep its read-only default, `default_transaction_read_only`).
 */
class Sessions {
  readonly #born = new WeakMap<pg.PoolClient, number>();
  readonly #lost = new WeakSet<pg.PoolClient>();
  #opened = 0;
  // Sessions opened up to this number are not used again; while `#readOnly`, none is kept after use.
  #staleUpTo = 0;
  #readOnly = false;

  opened(client: pg.PoolClient): void {
    this.#opened += 1;
    this.#born.set(client, this.#opened);
    // A connection lost while in use (between two statements of a transaction): node-postgres emits
    // `error` on the client then, and an unheard `error` would end the process. Its next query fails.
    client.on('error', () => this.#lost.add(client));
    client.on('end', () => this.#lost.add(client));
  }

  stale(client: pg.PoolClient): boolean {
    return (this.#born.get(client) ?? 0) <= this.#staleUpTo || this.#lost.has(client);
  }

  keep(client: pg.PoolClient): boolean {
    return !this.#readOnly && !this.stale(client);
  }

  /** The error of a query on a session, as the rest of the server should see it. */
  failed(client: pg.PoolClient, error: unknown): unknown {
    const fault = databaseFault(error);
    if (fault?.code === 'DATABASE_READ_ONLY') {
      this.#readOnly = true;
      this.#staleUpTo = this.#opened;
    }
    if (fault) return error;
    const lost =
      this.#lost.has(client) || (client as unknown as { _queryable?: boolean })._queryable === false;
    return lost
      ? new DatabaseFaultError({ code: 'DATABASE_UNAVAILABLE', reason: 'postgres connection lost' }, error)
      : error;
  }

  succeeded(command: string | undefined): void {
    if (this.#readOnly && command && WRITES.has(command)) this.#readOnly = false;
  }
}

/**
 * A client as Kysely uses it: failures of a lost connection become `DatabaseFaultError`, and on release a
 * session that lost its connection or may still refuse writes is closed instead of kept.
 */
function kyselyClient(client: pg.PoolClient, sessions: Sessions): PostgresPoolClient {
  async function run<R>(sqlText: string, parameters: ReadonlyArray<unknown>) {
    try {
      const result = await client.query(sqlText, [...parameters]);
      sessions.succeeded(result.command);
      return result as unknown as PostgresQueryResult<R>;
    } catch (error) {
      throw sessions.failed(client, error);
    }
  }
  return {
    query: ((first: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>) =>
      typeof first === 'string'
        ? run(first, parameters ?? [])
        : client.query(first as never)) as PostgresPoolClient['query'],
    release: () => client.release(sessions.keep(client) ? undefined : true),
  };
}

/** A node-postgres pool with what a database that fails needs, and the face Kysely gets of it. */
export interface PgPool {
  /** The pool itself (LISTEN/NOTIFY, advisory locks). */
  pool: pg.Pool;
  /** What Kysely's dialect is given. */
  forKysely: PostgresPool;
}

/**
 * Opens the pool of a PostgreSQL URL (`schema` confines it to one schema). A database that restarts, fails
 * over or turns read-only never ends the process: every client's `error` is heard (idle or in use), a
 * connection that cannot be opened within `PG_CONNECT_TIMEOUT_MS` or is lost fails the query with
 * `DatabaseFaultError` (503), and sessions that may keep a read-only default are not used again, so the
 * pool writes again as soon as the database takes writes.
 */
export function openPgPool(location: string, schema?: string): PgPool {
  const { Pool, types } = nodePostgres();
  const pool = new Pool({
    connectionString: location,
    max: 10,
    types: pgTypes(types),
    application_name: applicationName(location),
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    // A connection whose peer went silent (a failover, a cable) is found by TCP keepalive, not by a hung query.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const sessions = new Sessions();
  pool.on('connect', (client) => sessions.opened(client));
  // An idle client lost its connection (a restart, pg_terminate_backend): the pool drops it by itself.
  pool.on('error', () => {});
  const forKysely: PostgresPool = {
    async connect() {
      // Bounded: every session the pool holds may turn out stale, then a new one is opened.
      for (let attempt = 0; ; attempt += 1) {
        let client: pg.PoolClient;
        try {
          client = await pool.connect();
        } catch (error) {
          throw new DatabaseFaultError(
            databaseFault(error) ?? { code: 'DATABASE_UNAVAILABLE', reason: 'postgres connect failed' },
            error,
          );
        }
        if (!sessions.stale(client) || attempt > 10) return kyselyClient(client, sessions);
        client.release(true);
      }
    },
    end: () => pool.end(),
  };
  return { pool, forKysely };
}
