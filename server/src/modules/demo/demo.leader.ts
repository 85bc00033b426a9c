import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { AppContext } from '../../app-context.js';
import { claimLease, releaseLease } from './demo.lease.repository.js';

/** Who generates the live demo's trades: one process per database at a time. */
export interface LiveDemoLeader {
  /** True while this process is the generator; takes the role when it is free, renews it when held. */
  claim(): Promise<boolean>;
  /** Gives the role up (stop, shutdown), so another process can take it at once. */
  release(): Promise<void>;
}

const LEASE_NAME = 'live-demo';
/** How long a SQLite lease lasts unless renewed; a runner renews it at every tick (3–8 s). */
export const LIVE_DEMO_LEASE_MS = 30_000;

// The lock key is per schema: the same PostgreSQL database may hold several Bülten schemas (tests).
const TRY_LOCK = `select pg_try_advisory_lock(hashtext('bulten-live-demo:' || current_schema())) as ok`;

/**
 * PostgreSQL: a session advisory lock, held on a connection of its own for as long as this process leads.
 * The lock ends with that connection, so a crashed process frees the role by itself; every claim checks
 * the connection still answers.
 */
function advisoryLockLeader(pool: pg.Pool): LiveDemoLeader {
  let held: pg.PoolClient | undefined;
  const drop = (client: pg.PoolClient, error?: Error) => {
    if (held === client) held = undefined;
    client.release(error ?? true);
  };
  return {
    async claim() {
      if (held) {
        const client = held;
        try {
          await client.query('select 1');
          return true;
        } catch (error) {
          drop(client, error as Error);
          return false;
        }
      }
      const client = await pool.connect();
      client.on('error', (error) => drop(client, error));
      const { rows } = await client.query<{ ok: boolean }>(TRY_LOCK);
      if (rows[0]?.ok) {
        held = client;
        return true;
      }
      client.removeAllListeners('error');
      client.release();
      return false;
    },
    async release() {
      // Closing the connection ends its session and with it the lock.
      if (held) drop(held);
    },
  };
}

/** SQLite: a lease row with an expiry, renewed by its holder at every claim (`runner_lease`). */
function leaseLeader(ctx: AppContext): LiveDemoLeader {
  const holder = randomUUID();
  const db = ctx.db.kysely;
  return {
    claim: () => claimLease(db, LEASE_NAME, holder, ctx.now().getTime(), LIVE_DEMO_LEASE_MS),
    release: () => releaseLease(db, LEASE_NAME, holder),
  };
}

/** The live demo's leader for the context's database: an advisory lock on PostgreSQL, a lease on SQLite. */
export function liveDemoLeader(ctx: AppContext): LiveDemoLeader {
  return ctx.db.pgPool ? advisoryLockLeader(ctx.db.pgPool) : leaseLeader(ctx);
}
