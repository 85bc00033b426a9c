import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { PG_EVENT_CHANNEL } from './pg-event-bus.js';

/**
 * Tells every running server that another process (a CLI command) changed data, so their caches drop
 * what they hold (`{type:'figures', dates:[]}`): a NOTIFY on PostgreSQL; nothing on SQLite, where the
 * servers see the commit through `PRAGMA data_version` (`sqlite-change-watch.ts`).
 */
export async function announceDataChanged(db: Db, channel = PG_EVENT_CHANNEL): Promise<void> {
  if (db.dialect !== 'postgres') return;
  const payload = JSON.stringify({ o: `cli-${randomUUID()}`, e: { type: 'figures', dates: [] } });
  await sql`select pg_notify(${channel}, ${payload})`.execute(db.kysely);
}
