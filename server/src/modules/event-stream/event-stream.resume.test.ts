import { Agent, get } from 'node:http';
import type { LiveEvent } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLiveStream } from '../../../test/listening.js';
import { closeLoopbackApp, loopbackAppInMemory } from '../../../test/loopback-app.js';
import type { AppContext } from '../../app-context.js';
import { loadConfig } from '../../config/config.js';
import { createLocalEventBus } from '../../events/event-bus.js';
import { createLifecycle, READY_PATH } from '../../http/lifecycle.js';
import { LIVE_STREAM_PATH } from './event-stream.routes.js';

const trade = (n: number): LiveEvent => ({
  type: 'trade',
  registrationNo: `R-${n}`,
  productId: 3,
  tradeDate: '2026-03-02',
});

function request(url: string, agent: Agent): Promise<{ status: number; connection: string; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (res) => {
      let body = '';
      res.on('data', (c) => {
        body += String(c);
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: String(res.headers.connection), body }),
      );
    }).on('error', reject);
  });
}

const frames = (text: string) => [...text.matchAll(/id: (\S+)\nevent: (\w+)\ndata: (.*)\n\n/g)];

describe('a live stream that comes back, and a server that stops', () => {
  let ctx: AppContext;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    const lifecycle = createLifecycle();
    const events = createLocalEventBus();
    ({ ctx, app, base } = await loopbackAppInMemory({
      config: loadConfig({}),
      events,
      now: () => new Date(),
      lifecycle,
    }));
  });
  afterAll(() => closeLoopbackApp({ app, ctx }));

  it('replays the events after Last-Event-ID first, then the live ones, each once', async () => {
    const first = await openLiveStream(`${base}${LIVE_STREAM_PATH}`);
    await first.until(': connected');
    await ctx.events.publish(trade(1));
    const seen = frames(await first.until('R-1'));
    first.response.destroy();
    for (const n of [2, 3]) await ctx.events.publish(trade(n));
    const again = await openLiveStream(`${base}${LIVE_STREAM_PATH}`, { 'last-event-id': seen[0]![1]! });
    await again.until('R-3');
    await ctx.events.publish(trade(4));
    const text = await again.until('R-4');
    expect(frames(text).map((f) => JSON.parse(f[3]!).registrationNo)).toEqual(['R-2', 'R-3', 'R-4']);
    // The query parameter serves a client that opens a new stream itself.
    const byQuery = await openLiveStream(`${base}${LIVE_STREAM_PATH}?lastEventId=${frames(text)[1]![1]}`);
    expect(frames(await byQuery.until('R-4')).map((f) => JSON.parse(f[3]!).registrationNo)).toEqual(['R-4']);
    again.response.destroy();
    byQuery.response.destroy();
  });

  it('answers an id it does not know with figures of no dates: anything may have changed', async () => {
    const stream = await openLiveStream(`${base}${LIVE_STREAM_PATH}`, { 'last-event-id': 'deadbeef-7' });
    expect(await stream.until('figures')).toBe(
      'retry: 1000\n: connected\n\nevent: figures\ndata: {"type":"figures","dates":[]}\n\n',
    );
    stream.response.destroy();
  });

  it('drains: not ready, streams told to come back soon, requests finished with Connection: close, no new connections', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const lateAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (const a of [agent, lateAgent])
      expect((await request(`${base}/api/health`, a)).connection).toBe('keep-alive');
    const stream = await openLiveStream(`${base}${LIVE_STREAM_PATH}`);
    await stream.until(': connected');
    const drained = ctx.lifecycle!.drain(app.server, { timeoutMs: 5_000, idleGraceMs: 1_000 });
    const ended = await stream.until(': reconnect');
    const retry = Number(/retry: (\d+)\n: reconnect/.exec(ended)?.[1]);
    expect(retry).toBeGreaterThanOrEqual(100);
    expect(retry).toBeLessThanOrEqual(2_000);
    // A stream asked for on a connection kept alive from before is ended at once, or it would hold the drain.
    const late = await request(`${base}${LIVE_STREAM_PATH}`, lateAgent);
    expect(late.body).toMatch(/^retry: 1000\n: connected\n\nretry: \d+\n: reconnect\n\n$/);
    // The kept-alive connection still gets its answer, and is closed after it.
    expect(await request(`${base}${READY_PATH}`, agent)).toEqual({
      status: 503,
      connection: 'close',
      body: '{"status":"draining"}',
    });
    await expect(request(`${base}/api/health`, new Agent())).rejects.toThrow(/ECONNREFUSED/);
    expect(await drained).toEqual({ leftOpen: 0 });
    agent.destroy();
    lateAgent.destroy();
  });
});
