import type { EventBus } from '../events/event-bus.js';

/** Rendered pages kept by language and URL for a few seconds, emptied by every live event. */
export interface PageCache {
  /** The kept page, or one rendered now (kept unless an event came in while it rendered). */
  get(key: string, render: () => Promise<string | null>): Promise<string | null>;
  close(): void;
}

/** A page cache of at most `maxEntries` pages, each kept `ttlMs`. */
export function createPageCache(events: EventBus, ttlMs = 30_000, maxEntries = 500): PageCache {
  const pages = new Map<string, { html: string; at: number }>();
  let generation = 0;
  const unsubscribe = events.subscribe(() => {
    generation += 1;
    pages.clear();
  });
  return {
    async get(key, render) {
      const kept = pages.get(key);
      if (kept && Date.now() - kept.at < ttlMs) return kept.html;
      const started = generation;
      const html = await render();
      if (html !== null && started === generation) {
        if (pages.size >= maxEntries) pages.delete(pages.keys().next().value as string);
        pages.set(key, { html, at: Date.now() });
      }
      return html;
    },
    close: unsubscribe,
  };
}
