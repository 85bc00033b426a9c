import { bulletinEndpoints, endpointUrl } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseFactories } from '../../test/databases.js';
import { listenOnLoopback } from '../../test/listening.js';
import { buildApp } from '../app.js';
import type { AppContext } from '../app-context.js';
import { loadConfig } from '../config/config.js';
import { createLocalEventBus } from '../events/event-bus.js';
import { METRICS_PATH } from './metrics.js';
import { smsTally } from './tallies.js';

const PAST_DAY = endpointUrl(bulletinEndpoints.GetGunlukBulten, { date: '2026-03-02' });
const ROUTE = '/api/v1/CMS/OnlineKullaniciBulten/GetGunlukBulten/:date';

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe.each(testDatabaseFactories())('/metrics on $name', (factory) => {
  let ctx: AppContext;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    const db = await factory.open();
    ctx = {
      db,
      config: loadConfig({ METRICS_TOKEN: 'scrape-token-0123456789' }),
      events: createLocalEventBus(),
      now: () => new Date('2026-03-04T09:00:00Z'),
    };
    app = await buildApp(ctx);
    base = await listenOnLoopback(app);
  });
  afterAll(async () => {
    await app.close();
    await factory.close(ctx.db);
  });

  const metrics = async (headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${METRICS_PATH}`, { headers });
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  };

  it('counts requests by route and status, the answer cache’s misses and hits, with latencies', async () => {
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${base}${PAST_DAY}`)).status).toBe(200);
    expect((await fetch(`${base}/api/v1/NoSuchThing`)).status).toBe(404);
    const { status, type, text } = await metrics();
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    // The second and third answers came from the answer cache before Fastify routed them: same route.
    expect(sample(text, `bulten_http_requests_total{method="GET",route="${ROUTE}",status="200"}`)).toBe(3);
    expect(sample(text, 'bulten_http_requests_total{method="GET",route="/api/*",status="404"}')).toBe(1);
    expect(sample(text, 'bulten_cache_requests_total{layer="answers",result="miss"}')).toBe(1);
    expect(sample(text, 'bulten_cache_requests_total{layer="answers",result="hit"}')).toBe(2);
    expect(
      sample(text, `bulten_http_request_duration_seconds_count{method="GET",route="${ROUTE}",status="200"}`),
    ).toBe(3);
    expect(sample(text, 'bulten_live_clients')).toBe(0);
    expect(sample(text, 'bulten_draining')).toBe(0);
    expect(sample(text, 'bulten_imports_running{measure="imports"}')).toBe(0);
    expect(text).toContain('process_resident_memory_bytes');
    if (factory.name === 'postgres') {
      expect(sample(text, 'bulten_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(sample(text, 'bulten_db_pool_wait_seconds_count')).toBeGreaterThan(0);
    }
  });

  it('tells when the figures last changed, and counts SMS sent and failed', async () => {
    const before = Date.now() / 1000;
    await ctx.events.publish({ type: 'trade', registrationNo: 'M-1', productId: 1, tradeDate: '2026-03-04' });
    const sent = smsTally.sent;
    smsTally.sent += 2;
    smsTally.failed += 1;
    const { text } = await metrics();
    expect(sample(text, 'bulten_figures_changed_timestamp_seconds')).toBeGreaterThanOrEqual(
      Math.floor(before),
    );
    expect(sample(text, 'bulten_live_events_total{type="trade"}')).toBe(1);
    expect(sample(text, 'bulten_sms_sent_total')).toBe(sent + 2);
    expect(sample(text, 'bulten_sms_failed_total')).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 to a request a proxy forwarded, or with a wrong token; the right token reads from anywhere', async () => {
    expect((await metrics({ 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
    expect((await metrics({ forwarded: 'for=203.0.113.9' })).status).toBe(404);
    expect((await metrics({ authorization: 'Bearer wrong-token' })).status).toBe(404);
    const withToken = await metrics({
      authorization: 'Bearer scrape-token-0123456789',
      'x-forwarded-for': '203.0.113.9',
    });
    expect(withToken.status).toBe(200);
    expect(withToken.text).toContain('bulten_http_requests_total');
  });
});

describe('/metrics from an address not allowed', () => {
  it('answers 404', async () => {
    const db = await testDatabaseFactories()[0]!.open();
    const ctx: AppContext = {
      db,
      config: loadConfig({ METRICS_ALLOW: '10.0.0.7' }),
      events: createLocalEventBus(),
      now: () => new Date(),
    };
    const app = await buildApp(ctx);
    expect((await fetch(`${await listenOnLoopback(app)}${METRICS_PATH}`)).status).toBe(404);
    await app.close();
    await db.kysely.destroy();
  });
});
