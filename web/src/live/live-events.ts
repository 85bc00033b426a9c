import type { LiveEvent } from '@bulten/core';
import { loadContract } from '../api/http';

/** The type of a live event (`trade`, `cancel`, `ticker`, `session`, `figures`). */
export type LiveEventType = LiveEvent['type'];

/** The live stream: one shared EventSource, opened on the first subscription, closed after the last. */
export interface LiveEvents {
  subscribe<T extends LiveEventType>(
    type: T,
    handler: (event: Extract<LiveEvent, { type: T }>) => void,
  ): () => void;
}

type AnyHandler = (event: LiveEvent) => void;

// `EventSource.CLOSED`, without needing the global where the stream is faked.
const CLOSED = 2;

const TYPES: readonly LiveEventType[] = ['trade', 'cancel', 'ticker', 'session', 'figures'];

/** What checks a live event: core's `liveEventSchema`. */
export interface LiveEventSchema {
  safeParse(value: unknown): { success: true; data: LiveEvent } | { success: false };
}

/** Core's `liveEventSchema`, from the contract loaded with the stream (not with the first view). */
const loadLiveEventSchema = (): Promise<LiveEventSchema> => loadContract().then((c) => c.liveEventSchema);

/** Parses one event's data; null for anything that is not a known live event. */
export function parseLiveEvent(data: unknown, schema: LiveEventSchema): LiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = schema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Wait before a stream the browser gave up on (an error answer, say a proxy's 502) is opened anew. */
export const REOPEN_MS = 5_000;

/**
 * Creates the live stream on a URL. `EventSource` reconnects by itself after a network drop (sending
 * `Last-Event-ID`); after an answer it cannot use (the stream CLOSED) it would stay down, so it is opened
 * anew after `REOPEN_MS`, with `?lastEventId=` of the last event seen: the events missed meanwhile come first.
 */
export function createLiveEvents(
  url: string,
  open: (url: string) => EventSource = (u) => new EventSource(u),
  reopenMs = REOPEN_MS,
  loadSchema: () => Promise<LiveEventSchema> = loadLiveEventSchema,
): LiveEvents {
  const handlers = new Map<LiveEventType, Set<AnyHandler>>();
  let source: EventSource | null = null;
  let schema: LiveEventSchema | null = null;
  // Events that came before the schema was loaded, delivered in order once it is.
  let waiting: MessageEvent[] | null = null;
  // The id of the last event seen: a stream opened anew resumes after it (the server replays the rest).
  let lastEventId = '';

  function deliver(message: MessageEvent, using: LiveEventSchema): void {
    const event = parseLiveEvent(message.data, using);
    if (event) for (const handler of handlers.get(event.type) ?? []) handler(event);
  }

  function dispatch(message: MessageEvent): void {
    if (message.lastEventId) lastEventId = message.lastEventId;
    if (schema) {
      deliver(message, schema);
      return;
    }
    if (waiting) {
      waiting.push(message);
      return;
    }
    waiting = [message];
    loadSchema().then(
      (loaded) => {
        schema = loaded;
        for (const early of waiting ?? []) deliver(early, loaded);
        waiting = null;
      },
      () => {
        waiting = null; // not loaded (offline): the next event tries again
      },
    );
  }

  const inUse = () => [...handlers.values()].some((set) => set.size > 0);

  function start(resume = false): void {
    if (source) return;
    const query = `${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(lastEventId)}`;
    const opened = open(resume && lastEventId ? `${url}${query}` : url);
    source = opened;
    opened.addEventListener('message', dispatch);
    for (const type of TYPES) opened.addEventListener(type, dispatch);
    opened.addEventListener('error', () => {
      if (opened.readyState !== CLOSED || source !== opened) return;
      source = null;
      setTimeout(() => {
        if (inUse()) start(true);
      }, reopenMs);
    });
  }

  function stopWhenUnused(): void {
    if (inUse()) return;
    source?.close();
    source = null;
  }

  return {
    subscribe(type, handler) {
      const set = handlers.get(type) ?? new Set<AnyHandler>();
      handlers.set(type, set);
      set.add(handler as AnyHandler);
      start();
      return () => {
        set.delete(handler as AnyHandler);
        stopWhenUnused();
      };
    },
  };
}
