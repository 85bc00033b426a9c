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

/** Creates the live stream on a URL (`EventSource` reconnects by itself after a drop). */
export function createLiveEvents(
  url: string,
  open: (url: string) => EventSource = (u) => new EventSource(u),
): LiveEvents {
  const handlers = new Map<LiveEventType, Set<AnyHandler>>();
  let source: EventSource | null = null;

  function dispatch(message: MessageEvent): void {
    const event = parseLiveEvent(message.data);
    if (event) for (const handler of handlers.get(event.type) ?? []) handler(event);
  }

  function start(): void {
    if (source) return;
    source = open(url);
    source.addEventListener('message', dispatch);
    for (const type of TYPES) source.addEventListener(type, dispatch);
  }

  function stopWhenUnused(): void {
    if ([...handlers.values()].some((set) => set.size > 0)) return;
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
