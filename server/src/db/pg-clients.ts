import { type Kysely, sql } from 'kysely';
import type pg from 'pg';

// Every connection of the PostgreSQL pools of this process, by its server process id.
const byBackend = new Map<number, pg.Client>();

/** Notes each connection a pool opens, so a statement Kysely cannot send (COPY) can reach it (`rawClientOf`). */
export function trackPoolClients(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const pid = (client as unknown as { processID: number | null }).processID;
    if (pid === null) return;
    byBackend.set(pid, client);
    client.once('end', () => byBackend.delete(pid));
  });
}

/**
 * The node-postgres connection a Kysely handle runs on: a transaction's own (it is checked out to it, so a
 * COPY sent on it is part of the transaction). Asks the server which process serves it.
 */
export async function rawClientOf<DB>(db: Kysely<DB>): Promise<pg.Client> {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
  const client = byBackend.get(Number(rows[0]?.pid));
  if (!client) throw new Error('the connection of this transaction is not one of a tracked pool');
  return client;
}
