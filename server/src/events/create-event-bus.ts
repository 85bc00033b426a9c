import type { Db } from '../db/database.js';
import { createLocalEventBus, type EventBus } from './event-bus.js';
import { createPgEventBus, type PgEventBusOptions } from './pg-event-bus.js';

/**
 * The event bus for a database: LISTEN/NOTIFY on PostgreSQL, so every server process on the same
 * database sees every event; in-process on SQLite.
 */
export async function createEventBus(db: Db, options: PgEventBusOptions = {}): Promise<EventBus> {
  if (db.dialect === 'postgres' && db.pgPool) return createPgEventBus(db.pgPool, options);
  return createLocalEventBus();
}
