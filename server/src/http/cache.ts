import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout } from 'node:timers/promises';
import { type CacheClass, istanbulDate } from '@bulten/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { CachedAnswer } from './cache-hit.js';
import { requestLanguage } from './language.js';

/**
 * HTTP caching of GET answers by the cache class the endpoint table gives each route (opt-in: a route
 * without one is left alone): a strong ETag with 304 on `If-None-Match`, `Cache-Control` by what the
 * answer is about, and an in-memory answer cache keyed by method, URL and language that every live event
 * empties, so repeated reads cost no SQL. A kept answer is written straight to the socket with its
 * precompressed bytes (`cache-hit.ts`), from the first `onRequest` hook or, through `serve`, before
 * Fastify routes the request at all. Data of a signed-in user (`private`) is never kept.
 */

/** Cache-Control values. */
export const CACHE_CONTROL = {
  past: 'public, max-age=86400',
  live: 'public, max-age=5',
  private: 'private, no-store',
} as const;

/** Limits of the in-memory cache. */
export interface HttpCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  /** How long an answer about past days is kept (another process may change the database unseen). */
  pastTtlMs?: number;
  /** How long an answer about today, the latest day or nothing dated is kept. */
  liveTtlMs?: number;
  /** Told of each kept answer written before Fastify routes the request, with its route's pattern (metrics). */
  onServe?: (res: ServerResponse, route: string | undefined) => void;
}

const DATE = /\d{4}-\d{2}-\d{2}/g;
// Headers of an answer that are not replayed from the cache: set per answer by Fastify, Node or here.
const FRESH_HEADERS = new Set([
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'etag',
  'cache-control',
  'x-cache',
]);

type Policy = keyof typeof CACHE_CONTROL;

// How long a request waits for another working out the same answer before doing it itself.
const IN_FLIGHT_WAIT_MS = 2_000;

interface Entry {
  answer: CachedAnswer;
  /** The route's cache class, for the policy of a later request (the day may have turned). */
  cache: CacheClass | undefined;
  /** The route's pattern (`/api/v1/…/{date}`), for the request metrics. */
  route: string | undefined;
  /** The policy worked out on `day` (kept: a hit should not parse its URL again). */
  policy?: { day: string; value: Policy | null };
  expiresAt: number;
  size: number;
}

/**
 * How an answer of an endpoint's cache class is cached: `private` → private; `public-today` → live;
 * `public-past` → past when every date in the URL is before today (Istanbul), else (today, a range
 * reaching today, no date) live; `none` or no class → not at all.
 */
export function cachePolicy(cache: CacheClass | undefined, url: string, today: string): Policy | null {
  if (cache === 'private') return 'private';
  if (cache === 'public-today') return 'live';
  if (cache !== 'public-past') return null;
  let text = url;
  try {
    text = decodeURIComponent(url);
  } catch {
    // A malformed escape: look at the URL as it came.
  }
  const dates = text.match(DATE) ?? [];
  return dates.length > 0 && dates.every((d) => d < today) ? 'past' : 'live';
}

/** A strong ETag of a body. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when an `If-None-Match` header names the ETag (or is `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

function varyOnLanguage(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  const names = vary ? vary.split(',').map((v) => v.trim().toLowerCase()) : [];
  const add = ['lang', 'langid'].filter((n) => !names.includes(n));
  if (add.length) reply.header('vary', [vary, 'Lang', 'langid'].filter(Boolean).join(', '));
}

/** A bounded map of answers, oldest dropped first. */
function answerStore(maxEntries: number, maxBytes: number) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.size;
    entries.delete(key);
  };
  return {
    get(key: string, now: number): Entry | undefined {
      const entry = entries.get(key);
      if (entry && entry.expiresAt <= now) drop(key);
      return entry && entry.expiresAt > now ? entry : undefined;
    },
    set(key: string, entry: Entry) {
      drop(key);
      if (entry.size > maxBytes) return;
      entries.set(key, entry);
      bytes += entry.size;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}

/** Today's Istanbul date, worked out at most once a second (it is asked on every request). */
function todayOf(ctx: AppContext): () => string {
  let second = Number.NaN;
  let today = '';
  return () => {
    const now = ctx.now().getTime();
    const at = Math.floor(now / 1000);
    if (at !== second) {
      second = at;
      today = istanbulDate(new Date(now));
    }
    return today;
  };
}

/** The headers earlier hooks gave an answer (security headers, CORS, content type, downloads…). */
function replayableHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && !FRESH_HEADERS.has(name))
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/** The installed cache, for tests and diagnostics. */
export interface HttpCache {
  readonly size: number;
  clear(): void;
  /** Answers a request from the cache before Fastify sees it; false when it is not kept. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
}

/**
 * Installs the cache on an app, before the platform plugins: the lookup runs as the first `onRequest`
 * hook and replays the headers the first answer got from the later hooks (security headers, CORS), so a
 * hit skips them; the `onSend` hook must see the body before compression.
 */
export function installHttpCache(
  app: FastifyInstance,
  ctx: AppContext,
  options: HttpCacheOptions = {},
): HttpCache {
  const store = answerStore(options.maxEntries ?? 2_000, options.maxBytes ?? 64 * 1024 * 1024);
  const ttl = { past: options.pastTtlMs ?? 5 * 60_000, live: options.liveTtlMs ?? 5_000 };
  // Which change each request started under: an answer read while an event came in is sent, not kept.
  const startedAt = new WeakMap<FastifyRequest, number>();
  const inFlight = new Map<string, Promise<void>>();
  const finish = new WeakMap<FastifyRequest, () => void>();
  let generation = 0;
  const today = todayOf(ctx);
  const unsubscribe = ctx.events.subscribe(() => {
    generation += 1;
    store.clear();
  });
  const keyOf = (request: { url: string; headers: IncomingHttpHeaders }) =>
    `GET ${request.url} ${requestLanguage(request)}`;
  const policyOf = (request: FastifyRequest) =>
    request.method === 'GET' ? cachePolicy(request.routeOptions.config.cache, request.url, today()) : null;
  // A kept answer of a GET (its URL passed every check when it was first answered).
  const serve = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' || req.url === undefined) return false;
    const entry = store.get(keyOf({ url: req.url, headers: req.headers }), Date.now());
    if (!entry) return false;
    const day = today();
    if (entry.policy?.day !== day) entry.policy = { day, value: cachePolicy(entry.cache, req.url, day) };
    const policy = entry.policy.value;
    if (policy === null || policy === 'private') return false;
    const { answer } = entry;
    options.onServe?.(res, entry.route);
    answer.write(
      req.headers,
      res,
      CACHE_CONTROL[policy],
      matchesEtag(req.headers['if-none-match'], answer.etag),
    );
    return true;
  };

  app.addHook('onRequest', async (request, reply) => {
    const policy = policyOf(request);
    if (policy === null || policy === 'private') return;
    const key = keyOf(request);
    const working = inFlight.get(key);
    // One request works an answer out; the ones asking the same meanwhile wait for it and take it.
    if (working) await Promise.race([working, setTimeout(IN_FLIGHT_WAIT_MS)]);
    if (serve(request.raw, reply.raw)) {
      reply.hijack();
      return reply;
    }
    startedAt.set(request, generation);
    if (!inFlight.has(key)) {
      let resolve = () => {};
      const promise = new Promise<void>((done) => {
        resolve = done;
      });
      inFlight.set(key, promise);
      finish.set(request, () => {
        if (inFlight.get(key) === promise) inFlight.delete(key);
        resolve();
      });
    }
  });
  const finished = async (request: FastifyRequest) => finish.get(request)?.();
  app.addHook('onResponse', finished);
  app.addHook('onRequestAbort', finished);

  app.addHook('onSend', async (request, reply, payload) => {
    const policy = policyOf(request);
    if (policy === null || reply.statusCode !== 200) return payload;
    if (policy === 'private') {
      reply.header('cache-control', CACHE_CONTROL.private);
      return payload;
    }
    if (reply.hasHeader('cache-control') || !(typeof payload === 'string' || Buffer.isBuffer(payload)))
      return payload;
    // A string answer is hashed and kept as it is: its bytes are made once, by the socket (and by the first
    // hit), not copied here as well (a decade's archive is 420 kB).
    const etag = etagOf(payload);
    varyOnLanguage(reply);
    const headers = replayableHeaders(reply);
    reply.header('etag', etag).header('cache-control', CACHE_CONTROL[policy]).header('x-cache', 'MISS');
    if (startedAt.get(request) === generation) {
      store.set(keyOf(request), {
        answer: new CachedAnswer(payload, etag, headers),
        cache: request.routeOptions.config.cache,
        route: request.routeOptions.url,
        expiresAt: Date.now() + ttl[policy],
        size: Buffer.byteLength(payload),
      });
    }
    if (!matchesEtag(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    return '';
  });

  app.addHook('onClose', async () => unsubscribe());
  return {
    get size() {
      return store.size;
    },
    clear: () => store.clear(),
    serve,
  };
}
