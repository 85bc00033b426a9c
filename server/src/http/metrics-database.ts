import type pg from 'pg';
import client from 'prom-client';
import type { AppContext } from '../app-context.js';

/** Latency buckets in seconds (requests, the wait for a database connection). */
export const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A gauge whose value `read` answers at each scrape. */
export function scrapedGauge(
  registry: client.Registry,
  name: string,
  help: string,
  read: () => number,
): void {
  new client.Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
}

/** The PostgreSQL pool's connections, the queries waiting for one, and how long they waited. */
export function poolMetrics(registry: client.Registry, pool: pg.Pool): void {
  new client.Gauge({
    name: 'bulten_db_pool_connections',
    help: 'PostgreSQL connections of the pool, by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  scrapedGauge(
    registry,
    'bulten_db_pool_waiting',
    'Queries waiting for a PostgreSQL connection of the pool',
    () => pool.waitingCount,
  );
  const wait = new client.Histogram({
    name: 'bulten_db_pool_wait_seconds',
    help: 'Time a query waited for a PostgreSQL connection',
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  // Kysely takes each connection with pool.connect() (promise form): timed here, the call itself unchanged.
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const timed = async () => {
    const end = wait.startTimer();
    try {
      return await connect();
    } finally {
      end();
    }
  };
  pool.connect = ((callback?: unknown) =>
    callback ? (connect as (cb: unknown) => void)(callback) : timed()) as typeof pool.connect;
}

/** Imports being committed by any process (the `import_batch` rows still running), read at each scrape. */
export function importMetrics(registry: client.Registry, ctx: AppContext): void {
  new client.Gauge({
    name: 'bulten_imports_running',
    help: 'Imports being committed (any process), rows committed so far, seconds since the last chunk',
    labelNames: ['measure'] as const,
    registers: [registry],
    async collect() {
      const running = await ctx.db.kysely
        .selectFrom('import_batch')
        .select(({ fn }) => [
          fn.countAll<number>().as('n'),
          fn.sum<number>('rows').as('rows'),
          fn.min('heartbeat_at').as('oldest'),
        ])
        .where('state', '=', 'running')
        .executeTakeFirst()
        .catch(() => undefined);
      if (!running) return;
      this.set({ measure: 'imports' }, Number(running.n));
      this.set({ measure: 'rows' }, Number(running.rows ?? 0));
      const oldest = running.oldest ? Date.parse(String(running.oldest)) : Number.NaN;
      this.set({ measure: 'heartbeat_age_seconds' }, Number.isNaN(oldest) ? 0 : (Date.now() - oldest) / 1000);
    },
  });
}
