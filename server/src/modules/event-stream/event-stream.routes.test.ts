import { type IncomingMessage, request } from 'node:http';
import type { LiveEvent } from '@bulten/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listenOnLoopback, openLiveStream } from '../../../test/listening.js';
import { closeLoopbackApp, loopbackAppInMemory } from '../../../test/loopback-app.js';
import type { AppContext } from '../../app-context.js';
import { loadConfig } from '../../config/config.js';
import { openDatabase } from '../../db/database.js';
import { createLocalEventBus, type EventBus } from '../../events/event-bus.js';
import { sessionStateAt } from '../figures/figures.session.js';
import { eventFrame, sharedFrame } from './event-stream.js';
import { LIVE_STREAM_PATH, registerEventStreamRoutes } from './event-stream.routes.js';
import { startSessionClock } from './session-clock.js';

describe('live stream', () => {
  let ctx: AppContext;
  let app: FastifyInstance;
  let base: string;
  let active = 0;

  beforeAll(async () => {
    const bus = createLocalEventBus();
    const events: EventBus = {
      ...bus,
      subscribe(listener) {
        active += 1;
        const off = bus.subscribe(listener);
        return () => {
          active -= 1;
          off();
        };
      },
    };
    const now = () => new Date('2026-03-02T09:00:00Z');
    ({ ctx, app, base } = await loopbackAppInMemory({ config: loadConfig({}), events, now }));
  });
  afterAll(() => closeLoopbackApp({ app, ctx }));

  it('delivers a published trade event to a connected client as an SSE frame', async () => {
    const stream = await openLiveStream(`${base}${LIVE_STREAM_PATH}`, { origin: 'https://example.org' });
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers['access-control-allow-origin']).toBe('*');
    const hello = 'retry: 1000\n: connected\n\n';
    expect(await stream.until(': connected')).toBe(hello);
    const trade: LiveEvent = { type: 'trade', registrationNo: 'S-1', productId: 3, tradeDate: '2026-03-02' };
    await ctx.events.publish(trade);
    const text = await stream.until('event: trade');
    expect(text).toMatch(/^retry: 1000\n: connected\n\nid: [0-9a-f]{8}-\d+\n/);
    const id = /id: (\S+)/.exec(text)?.[1];
    expect(text).toBe(`${hello}id: ${id}\nevent: trade\ndata: ${JSON.stringify(trade)}\n\n`);
    stream.response.destroy();
  });

  it('stops listening to the bus when the client goes away', async () => {
    // Other parts of the app (the answer cache) listen for good; count only the stream, once the first
    // test's stream has gone.
    await new Promise((r) => setTimeout(r, 200));
    const before = active;
    const stream = await openLiveStream(`${base}${LIVE_STREAM_PATH}`);
    await stream.until(': connected');
    expect(active).toBe(before + 1);
    stream.response.destroy();
    const gone = Date.now() + 2_000;
    while (active > before && Date.now() < gone) await new Promise((r) => setTimeout(r, 10));
    expect(active).toBe(before);
  });

  it('answers HEAD at once with the stream headers, no body and no bus listener', async () => {
    const before = active;
    const started = Date.now();
    const answer = await new Promise<{ response: IncomingMessage; body: string }>((resolve, reject) => {
      const req = request(`${base}${LIVE_STREAM_PATH}`, { method: 'HEAD', agent: false, timeout: 2_000 });
      req.on('timeout', () => req.destroy(new Error('HEAD got no answer within 2 s')));
      req.on('error', reject);
      req.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += String(chunk);
        });
        response.on('end', () => resolve({ response, body }));
      });
      req.end();
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(answer.response.statusCode).toBe(200);
    expect(answer.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(answer.response.headers['cache-control']).toBe('no-cache, no-transform');
    expect(answer.body).toBe('');
    expect(active).toBe(before);
  });

  it('ends open streams when the server closes', async () => {
    const stream = await openLiveStream(`${base}${LIVE_STREAM_PATH}`);
    await stream.until(': connected');
    const started = Date.now();
    const before = active;
    await app.close();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await stream.until('never')).toBe('retry: 1000\n: connected\n\n');
    expect(active).toBeLessThan(before);
  });

  it('sends a comment line as heartbeat', async () => {
    const quick = Fastify();
    await registerEventStreamRoutes(quick, ctx, { heartbeatMs: 30 });
    const stream = await openLiveStream(`${await listenOnLoopback(quick)}${LIVE_STREAM_PATH}`);
    expect(await stream.until(': ping\n\n: ping\n\n')).toBe(
      'retry: 1000\n: connected\n\n: ping\n\n: ping\n\n',
    );
    await quick.close();
  });

  it('writes frames as event, data and a blank line', () => {
    expect(eventFrame({ type: 'ticker' }, '7')).toBe('id: 7\nevent: ticker\ndata: {"type":"ticker"}\n\n');
    expect(eventFrame({ type: 'ticker' }, undefined)).toBe('event: ticker\ndata: {"type":"ticker"}\n\n');
    // One serialisation for every stream of an event: the same bytes for the same event and id.
    const ticker: LiveEvent = { type: 'ticker' };
    expect(sharedFrame(ticker, '8')).toBe(sharedFrame(ticker, '8'));
    expect(sharedFrame(ticker, '8').toString()).toBe(eventFrame(ticker, '8'));
    expect(sharedFrame(ticker, '9').toString()).toBe(eventFrame(ticker, '9'));
  });
});

describe('session clock', () => {
  const config = loadConfig({ SESSION_OPEN: '09:30', SESSION_CLOSE: '17:30' });

  it('is open on weekdays from the opening minute until the closing minute, Istanbul time', () => {
    expect(sessionStateAt(new Date('2026-03-02T06:29:59Z'), config)).toEqual({
      state: 'closed',
      date: '2026-03-02',
    });
    expect(sessionStateAt(new Date('2026-03-02T06:30:00Z'), config)).toEqual({
      state: 'open',
      date: '2026-03-02',
    });
    expect(sessionStateAt(new Date('2026-03-02T14:29:59Z'), config).state).toBe('open');
    expect(sessionStateAt(new Date('2026-03-02T14:30:00Z'), config).state).toBe('closed');
    expect(sessionStateAt(new Date('2026-03-07T08:00:00Z'), config)).toEqual({
      state: 'closed',
      date: '2026-03-07',
    });
  });

  it('publishes each transition once', async () => {
    vi.useFakeTimers();
    try {
      let now = new Date('2026-03-02T06:29:58Z');
      const events = createLocalEventBus();
      const seen: LiveEvent[] = [];
      events.subscribe((e) => seen.push(e));
      const stop = startSessionClock({ db: openDatabase(':memory:'), config, events, now: () => now }, 1_000);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(seen).toEqual([]);
      now = new Date('2026-03-02T06:30:01Z');
      await vi.advanceTimersByTimeAsync(5_000);
      now = new Date('2026-03-02T14:30:00Z');
      await vi.advanceTimersByTimeAsync(3_000);
      stop();
      expect(seen).toEqual([
        { type: 'session', state: 'open', date: '2026-03-02' },
        { type: 'session', state: 'closed', date: '2026-03-02' },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
