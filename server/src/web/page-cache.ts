import { createHash } from 'node:crypto';
import type { EventBus } from '../events/event-bus.js';

/** A rendered page as kept: its markup, its ETag, and whether it came from the cache. */
export interface KeptPage {
  html: string;
  etag: string;
  hit: boolean;
}

/**
 * Rendered pages kept per language and URL for the current version of the figures: every live event starts
 * a new version and empties the cache (a page is kept at most `ttlMs` all the same: the Istanbul day turns).
 */
export interface PageCache {
  /** The kept page, or one rendered now (kept unless an event came in while it rendered). */
  get(key: string, render: () => Promise<string | null>): Promise<KeptPage | null>;
  close(): void;
}

function etagOf(html: string): string {
  return `"${createHash('sha1').update(html).digest('base64url')}"`;
}

/** A page cache of at most `maxEntries` pages, each kept `ttlMs`. */
export function createPageCache(events: EventBus, ttlMs = 30_000, maxEntries = 500): PageCache {
  const pages = new Map<string, { html: string; etag: string; at: number }>();
  let version = 0;
  const unsubscribe = events.subscribe(() => {
    version += 1;
    pages.clear();
  });
  return {
    async get(key, render) {
      const kept = pages.get(key);
      if (kept && Date.now() - kept.at < ttlMs) return { html: kept.html, etag: kept.etag, hit: true };
      const started = version;
      const html = await render();
      if (html === null) return null;
      const page = { html, etag: etagOf(html), at: Date.now() };
      if (started === version) {
        if (pages.size >= maxEntries) pages.delete(pages.keys().next().value as string);
        pages.set(key, page);
      }
      return { html, etag: page.etag, hit: false };
    },
    close: unsubscribe,
  };
}
