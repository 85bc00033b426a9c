import type { Db } from '../db/database.js';
import { createLocalEventBus, type EventBus } from './event-bus.js';
import { createPgEventBus, type PgEventBusOptions } from './pg-event-bus.js';
import { watchSqliteChanges } from './sqlite-change-watch.js';

/**
 * The event bus for a database: LISTEN/NOTIFY on PostgreSQL, so every server process on the same
 * database sees every event; in-process on SQLite, plus `{type:'figures', dates:[]}` (every cache
 * drops what it holds) within `SQLITE_CHANGE_POLL_MS` of another process's commit to the file.
 */
export async function createEventBus(db: Db, options: PgEventBusOptions = {}): Promise<EventBus> {
  if (db.dialect === 'postgres' && db.pgPool) return createPgEventBus(db.pgPool, options);
  const local = createLocalEventBus();
  if (db.location === ':memory:') return local;
  const stop = watchSqliteChanges(db, () => void local.publish({ type: 'figures', dates: [] }));
  return {
    ...local,
    async close() {
      await stop();
      await local.close();
    },
  };
}
