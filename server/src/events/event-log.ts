import type { LiveEvent } from '@bulten/core';
import type pg from 'pg';
import type { IdentifiedEvent } from './event-bus.js';

/**
 * The shared log of live events on PostgreSQL (`live_event`, migration 0033): each event is written and
 * NOTIFYed in one statement, under a transaction lock, so ids ascend in commit order on every process and a
 * stream resumes on any of them after the last id it saw. Pruned by age.
 */

/** How long the log keeps an event (`LIVE_EVENT_KEEP_MS`): a phone may be away that long and miss nothing. */
export const LIVE_EVENT_KEEP_MS = 15 * 60_000;
/** The most events one resumed stream is sent; a longer gap is answered "anything may have changed". */
export const MAX_REPLAY = 5_000;

// Two-key advisory lock (33, the schema): the id is taken and the row committed while no other publisher of
// the schema is between the two, so NOTIFYs arrive in id order.
const LOG_AND_NOTIFY = `
  with turn as (select pg_advisory_xact_lock(33, hashtext(current_schema()))),
  logged as (insert into live_event (at_ms, body) select $3, $4 from turn returning id)
  select id::text as id, pg_notify($1, $2 || id || '"}') from logged`;

/**
 * Logs an event and NOTIFYs it on `channel` as `{"o":origin,"e":event,"i":"<id>"}`; answers its id.
 * `origin` is the publishing process, so it can skip its own notification.
 */
export async function logAndNotify(
  client: Pick<pg.Pool, 'query'>,
  channel: string,
  origin: string,
  event: LiveEvent,
  now = Date.now(),
): Promise<string> {
  const body = JSON.stringify(event);
  const head = `{"o":${JSON.stringify(origin)},"e":${body},"i":"`;
  const result = await client.query<{ id: string }>(LOG_AND_NOTIFY, [channel, head, now, body]);
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('the live event was not logged');
  return id;
}

/** The logged events after `lastId`, or null when the log no longer (or never) held the one after it. */
export async function loggedSince(
  client: Pick<pg.Pool, 'query'>,
  lastId: string,
  parse: (body: string) => LiveEvent | null,
): Promise<IdentifiedEvent[] | null> {
  if (!/^\d{1,18}$/.test(lastId)) return null;
  const bounds = await client.query<{ first: string | null; last: string | null }>(
    'select min(id)::text as first, max(id)::text as last from live_event',
  );
  const first = BigInt(bounds.rows[0]?.first ?? 0);
  const last = BigInt(bounds.rows[0]?.last ?? 0);
  const after = BigInt(lastId);
  if (after > last || after + 1n < first || last - after > BigInt(MAX_REPLAY)) return null;
  const rows = await client.query<{ id: string; body: string }>(
    'select id::text as id, body from live_event where id > $1 order by id',
    [lastId],
  );
  const events: IdentifiedEvent[] = [];
  for (const row of rows.rows) {
    const event = parse(row.body);
    if (event) events.push({ id: row.id, event });
  }
  return events;
}

/**
 * `loggedSince` for a pool, one query at a time per id: the thousands of streams a stopped instance held
 * come back at once, most after the same last id, and share one answer.
 */
export function sharedSince(
  client: Pick<pg.Pool, 'query'>,
  parse: (body: string) => LiveEvent | null,
): (lastId: string) => Promise<IdentifiedEvent[] | null> {
  const asked = new Map<string, Promise<IdentifiedEvent[] | null>>();
  return (lastId) => {
    let answer = asked.get(lastId);
    if (!answer) {
      answer = loggedSince(client, lastId, parse).finally(() => asked.delete(lastId));
      asked.set(lastId, answer);
    }
    return answer;
  };
}

/** Deletes logged events older than `keepMs`. */
export async function pruneEventLog(
  client: Pick<pg.Pool, 'query'>,
  keepMs = LIVE_EVENT_KEEP_MS,
  now = Date.now(),
): Promise<void> {
  // The newest event stays, so a stream that was quiet for longer still finds its place.
  await client.query('delete from live_event where at_ms < $1 and id < (select max(id) from live_event)', [
    now - keepMs,
  ]);
}
