import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import type { AppContext } from '../app-context.js';
import { importMetrics, LATENCY_BUCKETS, poolMetrics, scrapedGauge } from './metrics-database.js';
import { liveStreams, smsTally } from './tallies.js';

/**
 * `/metrics` in Prometheus' text format (prom-client): requests by route, method and status with latency
 * histograms, live streams, answer and page cache hits, the PostgreSQL pool and the wait for a connection,
 * imports in progress, SMS sent and failed, the last change of the figures, draining, and Node's own
 * process metrics. Answered only to the addresses of `METRICS_ALLOW` (loopback by default) when the request
 * did not come through a proxy, or to `Authorization: Bearer <METRICS_TOKEN>`; anyone else gets 404.
 */

/** Path of the metrics. */
export const METRICS_PATH = '/metrics';

/** The metrics of one app. */
export interface Metrics {
  readonly registry: client.Registry;
  /** Called for every request before it is handled: counts and times it when it finishes. */
  track(req: IncomingMessage, res: ServerResponse): void;
  /** Names the route pattern a response answers (Fastify's hook). */
  route(res: ServerResponse, pattern: string | undefined): void;
  /** A kept answer the answer cache wrote, and its route's pattern. */
  cacheHit(res: ServerResponse, pattern: string | undefined): void;
  /** Stops listening to the app's live events. */
  close(): void;
}

// Node's own process metrics (memory, CPU, event loop, garbage collection): one set per process, however
// many apps it builds (tests build hundreds; each set keeps observers of its own).
let processMetrics: client.Registry | undefined;

function processRegistry(): client.Registry {
  if (!processMetrics) {
    processMetrics = new client.Registry();
    client.collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

function requestMetrics(registry: client.Registry) {
  const labelNames = ['method', 'route', 'status'] as const;
  return {
    total: new client.Counter({
      name: 'bulten_http_requests_total',
      help: 'HTTP requests answered',
      labelNames,
      registers: [registry],
    }),
    seconds: new client.Histogram({
      name: 'bulten_http_request_duration_seconds',
      help: 'Time to answer an HTTP request (live streams excluded)',
      labelNames,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    cache: new client.Counter({
      name: 'bulten_cache_requests_total',
      help: 'Requests the answer cache (layer answers) or the page cache (layer pages) answered (hit) or not (miss)',
      labelNames: ['layer', 'result'] as const,
      registers: [registry],
    }),
  };
}

/** Counts `tally[key]` as a Prometheus counter, its total read at each scrape. */
function tallyCounter(registry: client.Registry, name: string, help: string, read: () => number) {
  let seen = 0;
  return new client.Counter({
    name,
    help,
    registers: [registry],
    collect() {
      const now = read();
      if (now > seen) this.inc(now - seen);
      seen = now;
    },
  });
}

function liveMetrics(registry: client.Registry, ctx: AppContext): () => void {
  scrapedGauge(
    registry,
    'bulten_live_clients',
    'Live streams (Server-Sent Events) open in this process',
    () => liveStreams.open,
  );
  const changed = new client.Gauge({
    name: 'bulten_figures_changed_timestamp_seconds',
    help: 'When this process last heard of a change of the figures (a trade, a cancellation, an import)',
    registers: [registry],
  });
  const events = new client.Counter({
    name: 'bulten_live_events_total',
    help: 'Live events this process delivered, by type',
    labelNames: ['type'] as const,
    registers: [registry],
  });
  const unsubscribe = ctx.events.subscribe((event) => {
    events.inc({ type: event.type });
    if (event.type === 'trade' || event.type === 'cancel' || event.type === 'figures')
      changed.setToCurrentTime();
  });
  scrapedGauge(
    registry,
    'bulten_draining',
    '1 while this process stops (SIGTERM): not ready, finishing its requests',
    () => (ctx.lifecycle?.draining ? 1 : 0),
  );
  return unsubscribe;
}

/** The metrics of an app on its context. */
export function createMetrics(ctx: AppContext): Metrics {
  const registry = new client.Registry();
  const requests = requestMetrics(registry);
  const stopLive = liveMetrics(registry, ctx);
  importMetrics(registry, ctx);
  if (ctx.db.pgPool) poolMetrics(registry, ctx.db.pgPool);
  tallyCounter(
    registry,
    'bulten_sms_sent_total',
    'Text messages handed to the SMS provider',
    () => smsTally.sent,
  );
  tallyCounter(
    registry,
    'bulten_sms_failed_total',
    'Text messages the SMS provider did not take',
    () => smsTally.failed,
  );
  const routes = new WeakMap<ServerResponse, string>();
  const hits = new WeakSet<ServerResponse>();
  return {
    registry: client.Registry.merge([registry, processRegistry()]),
    close: stopLive,
    route(res, pattern) {
      routes.set(res, pattern ?? 'unmatched');
    },
    cacheHit(res, pattern) {
      routes.set(res, pattern ?? 'unmatched');
      hits.add(res);
    },
    track(req, res) {
      const started = process.hrtime.bigint();
      res.once('finish', () => {
        const labels = {
          method: req.method ?? 'GET',
          route: routes.get(res) ?? 'unmatched',
          status: String(res.statusCode),
        };
        requests.total.inc(labels);
        const type = String(res.getHeader('content-type') ?? '');
        if (!type.startsWith('text/event-stream'))
          requests.seconds.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
        // A kept answer's headers go straight to writeHead (getHeader does not see them).
        const cache = hits.has(res) ? 'HIT' : res.getHeader('x-cache');
        if (cache === 'HIT' || cache === 'MISS')
          requests.cache.inc({
            layer: req.url?.startsWith('/api/') ? 'answers' : 'pages',
            result: cache.toLowerCase(),
          });
      });
    },
  };
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether a request may read the metrics: the token, or an allowed address that no proxy forwarded. */
export function mayReadMetrics(
  req: IncomingMessage,
  allowed: readonly string[],
  token: string | undefined,
): boolean {
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (token && bearer) return sameText(bearer, token);
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return !forwarded && allowed.includes(req.socket.remoteAddress ?? '');
}

/** Registers `GET /metrics` and names every answer's route for the request metrics. */
export function registerMetrics(app: FastifyInstance, ctx: AppContext, metrics: Metrics): void {
  app.addHook('onClose', async () => metrics.close());
  app.addHook('onRequest', async (request, reply) => {
    metrics.route(reply.raw, request.routeOptions.url);
  });
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request.raw, ctx.config.metricsAllow, ctx.config.metricsToken))
      return reply.callNotFound();
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
