import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import { logAndNotify } from './event-log.js';
import { PG_EVENT_CHANNEL } from './pg-event-bus.js';

/**
 * Tells every running server that another process (a CLI command) changed data, so their caches drop
 * what they hold (`{type:'figures', dates:[]}`): logged and NOTIFYed on PostgreSQL (`event-log.ts`, so a
 * stream that reconnects later gets it too); nothing on SQLite, where the servers see the commit through
 * `PRAGMA data_version` (`sqlite-change-watch.ts`).
 */
export async function announceDataChanged(db: Db, channel = PG_EVENT_CHANNEL): Promise<void> {
  if (db.dialect !== 'postgres' || !db.pgPool) return;
  await logAndNotify(db.pgPool, channel, `cli-${randomUUID()}`, { type: 'figures', dates: [] });
}
