import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { dialectOf } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { logAndNotify } from './event-log.js';
import { DATES_PER_NOTIFY, PG_EVENT_CHANNEL } from './pg-event-bus.js';

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

/**
 * Announces the days whose figures a transaction changes, from inside it: on PostgreSQL a NOTIFY, which
 * the database delivers to every server process when the transaction commits and never when it rolls
 * back, whatever process writes (a server, a CLI command, a start-up undoing a killed import). It names the
 * session's `application_name` as its origin, so the writing server's own bus skips it (that server
 * publishes its own events). Nothing on SQLite: other processes see the commit through `data_version`.
 * `'any'` (a catalogue change) and more days than one NOTIFY holds are announced as "any day" (`dates: []`).
 */
export async function announceFigureDays(
  db: Kysely<Database>,
  dates: readonly string[] | 'any',
): Promise<void> {
  if (dates.length === 0 || dialectOf(db) !== 'postgres') return;
  const some = dates !== 'any' && dates.length <= DATES_PER_NOTIFY;
  const event = JSON.stringify({ type: 'figures', dates: some ? dates : [] });
  await sql`select pg_notify(${PG_EVENT_CHANNEL}, json_build_object(
    'o', current_setting('application_name'), 't', true, 'e', ${event}::json)::text)`.execute(db);
}
