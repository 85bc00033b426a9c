import { type LiveEvent, liveEventSchema } from '@bulten/core';

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

/** Parses one event's data; null for anything that is not a known live event. */
export function parseLiveEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = liveEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Wait before a stream the browser gave up on (an error answer, say a proxy's 502) is opened anew. */
export const REOPEN_MS = 5_000;

/**
 * Creates the live stream on a URL. `EventSource` reconnects by itself after a network drop; after an
 * answer it cannot use (the stream CLOSED) it would stay down, so it is opened anew after `REOPEN_MS`.
 */
export function createLiveEvents(
  url: string,
  open: (url: string) => EventSource = (u) => new EventSource(u),
  reopenMs = REOPEN_MS,
): LiveEvents {
  const handlers = new Map<LiveEventType, Set<AnyHandler>>();
  let source: EventSource | null = null;

  function dispatch(message: MessageEvent): void {
    const event = parseLiveEvent(message.data);
    if (event) for (const handler of handlers.get(event.type) ?? []) handler(event);
  }

  const inUse = () => [...handlers.values()].some((set) => set.size > 0);

  function start(): void {
    if (source) return;
    const opened = open(url);
    source = opened;
    opened.addEventListener('message', dispatch);
    for (const type of TYPES) opened.addEventListener(type, dispatch);
    opened.addEventListener('error', () => {
      if (opened.readyState !== CLOSED || source !== opened) return;
      source = null;
      setTimeout(() => {
        if (inUse()) start();
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
