import { randomUUID } from 'node:crypto';
import { type LiveEvent, liveEventSchema } from '@bulten/core';
import type pg from 'pg';
import { nodePostgres } from '../db/node-postgres.js';
import { createFanOut, type EventBus } from './event-bus.js';
import { logAndNotify, pruneEventLog, sharedSince } from './event-log.js';

/** The PostgreSQL channel live events travel on. */
export const PG_EVENT_CHANNEL = 'bulten_events';

/** Options of the PostgreSQL event bus. */
export interface PgEventBusOptions {
  channel?: string;
  /** Called with connection and publish failures (the bus keeps going). */
  onError?: (error: unknown) => void;
  /**
   * First and longest wait before reconnecting the listening client (defaults 250 ms and 2 s: the caches are
   * emptied once it is back, so a database that returns is read right again within a few seconds).
   */
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
}

// NOTIFY payloads must stay under 8000 bytes; a long `figures` date list is split into several events.
const MAX_PAYLOAD = 7_000;
/** The most dates one `figures` NOTIFY carries (a longer list is split, or announced as "any day"). */
export const DATES_PER_NOTIFY = 400;

/** `application_name` of the listening connection (visible in `pg_stat_activity`). */
export const LISTENER_NAME = 'bulten-events';

interface Envelope {
  /** The sending process (its pool's `application_name`). */
  o: string;
  e: LiveEvent;
  /** Announced from inside the transaction that made the change (`announceFigureDays`). */
  t?: boolean;
  /** The event's id in the shared log (`event-log.ts`); absent when the publisher could not log it. */
  i?: string;
}

// How often each process deletes logged events older than the log keeps.
const PRUNE_EVERY_MS = 60_000;

/** Splits an event into events whose NOTIFY payloads fit. */
export function notifiable(event: LiveEvent): LiveEvent[] {
  if (event.type !== 'figures' || event.dates.length <= DATES_PER_NOTIFY) return [event];
  const parts: LiveEvent[] = [];
  for (let i = 0; i < event.dates.length; i += DATES_PER_NOTIFY) {
    parts.push({ type: 'figures', dates: event.dates.slice(i, i + DATES_PER_NOTIFY) });
  }
  return parts;
}

function parseEnvelope(payload: string | undefined): Envelope | null {
  try {
    const raw = JSON.parse(payload ?? '') as { o?: unknown; e?: unknown; t?: unknown; i?: unknown };
    const event = liveEventSchema.safeParse(raw.e);
    if (typeof raw.o !== 'string' || !event.success) return null;
    return {
      o: raw.o,
      e: event.data,
      ...(raw.t === true ? { t: true } : {}),
      ...(typeof raw.i === 'string' ? { i: raw.i } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Several server processes on one PostgreSQL share every event through LISTEN/NOTIFY. Events are
 * delivered to this process's subscribers at once and sent to the others with NOTIFY; one dedicated
 * client listens and reconnects with backoff. After a reconnect, subscribers get `{type:'figures',
 * dates:[]}` because events of the gap were missed (caches drop what they hold).
 */
export async function createPgEventBus(pool: pg.Pool, options: PgEventBusOptions = {}): Promise<EventBus> {
  const channel = options.channel ?? PG_EVENT_CHANNEL;
  const onError = options.onError ?? (() => {});
  // The pool's sessions carry the same name: a NOTIFY one of its transactions sends (`announce.ts`) is its own.
  const origin = pool.options.application_name ?? randomUUID();
  const local = createFanOut();
  const firstTime = sessionOnce();
  const repeated = announcedOnce();
  const listener = startListener(pool, channel, {
    ...options,
    onError,
    onEvent: (envelope) => {
      if (envelope.o !== origin && !repeated(envelope) && firstTime(envelope.e))
        local.emit(envelope.e, envelope.i);
    },
    onReconnect: () => local.emit({ type: 'figures', dates: [] }),
  });
  await listener.ready;
  const prune = setInterval(() => void pruneEventLog(pool).catch(onError), PRUNE_EVERY_MS);
  prune.unref();
  return {
    async publish(event) {
      if (!firstTime(event)) return;
      for (const part of notifiable(event)) {
        // Logged and sent to the others first, so this process's streams carry the same id as theirs.
        let id: string | undefined;
        try {
          const payload = JSON.stringify({ o: origin, e: part } satisfies Envelope);
          if (payload.length + 24 > MAX_PAYLOAD)
            throw new Error(`event too large for NOTIFY (${payload.length} bytes)`);
          // Without the log (a database not migrated yet) the event still goes out, without an id.
          id = await logAndNotify(pool, channel, origin, part).catch(async (error: unknown) => {
            onError(error);
            await pool.query('select pg_notify($1, $2)', [channel, payload]);
            return undefined;
          });
        } catch (error) {
          onError(error);
        }
        local.emit(part, id);
      }
    },
    subscribe: (fn) => local.subscribe(fn),
    since: sharedSince(pool, (body) => parseEnvelope(`{"o":"","e":${body}}`)?.e ?? null),
    async close() {
      clearInterval(prune);
      await listener.stop();
      local.close();
    },
  };
}

/**
 * False for a session transition already seen: every process runs its own session clock, so the same
 * `session` event arrives from each of them and is delivered once.
 */
function sessionOnce(): (event: LiveEvent) => boolean {
  let lastSession = '';
  return (event) => {
    if (event.type !== 'session') return true;
    const key = `${event.date}|${event.state}`;
    if (key === lastSession) return false;
    lastSession = key;
    return true;
  };
}

// How long after a transaction's announcement the same `figures` event from the same process repeats it.
const REPEAT_WITHIN_MS = 2_000;

/**
 * Tells a `figures` event that repeats what a transaction of the same process announced (a server publishes
 * its change's days after the commit its transaction already announced, `announceFigureDays`): the
 * announcement came first, after the commit, so the repeat is heard once (each cache emptied, each live
 * client told, once).
 */
function announcedOnce(): (envelope: Envelope) => boolean {
  const announced = new Map<string, { dates: string; at: number }>();
  return ({ o, e, t }) => {
    if (e.type !== 'figures') return false;
    const dates = e.dates.join(',');
    const now = Date.now();
    if (t) {
      announced.set(o, { dates, at: now });
      for (const [origin, last] of announced) if (now - last.at > REPEAT_WITHIN_MS) announced.delete(origin);
      return false;
    }
    const last = announced.get(o);
    if (!last || last.dates !== dates || now - last.at > REPEAT_WITHIN_MS) return false;
    announced.delete(o);
    return true;
  };
}

interface ListenerHooks extends PgEventBusOptions {
  onError: (error: unknown) => void;
  onEvent: (envelope: Envelope) => void;
  onReconnect: () => void;
}

/** Keeps one client LISTENing on a channel, reconnecting after any failure. */
function startListener(pool: pg.Pool, channel: string, hooks: ListenerHooks) {
  const minMs = hooks.reconnectMinMs ?? 250;
  const maxMs = hooks.reconnectMaxMs ?? 2_000;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let delay = minMs;
  let connectedOnce = false;

  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, maxMs);
  };

  const drop = (failed: pg.Client, error?: unknown) => {
    if (error) hooks.onError(error);
    if (client !== failed) return;
    client = null;
    failed.removeAllListeners('notification');
    void failed.end().catch(() => {});
    schedule();
  };

  const connect = async (): Promise<void> => {
    const next = new (nodePostgres().Client)({ ...pool.options, application_name: LISTENER_NAME });
    next.on('error', (error) => drop(next, error));
    next.on('end', () => drop(next));
    next.on('notification', (message) => {
      const envelope = message.channel === channel ? parseEnvelope(message.payload) : null;
      if (envelope) hooks.onEvent(envelope);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${nodePostgres().escapeIdentifier(channel)}`);
      if (stopped) return void (await next.end().catch(() => {}));
      delay = minMs;
      if (connectedOnce) hooks.onReconnect();
      connectedOnce = true;
    } catch (error) {
      drop(next, error);
    }
  };

  return {
    ready: connect(),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
