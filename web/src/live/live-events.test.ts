import { liveEventSchema } from '@bulten/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveEvents } from './live-events';

/** A stand-in EventSource: records listeners, can be failed. */
class FakeSource extends EventTarget {
  readyState = 1;
  closed = false;
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.dispatchEvent(new Event('error'));
  }
  send(type: string, data: unknown, lastEventId = '') {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
  }
}

describe('live events', () => {
  afterEach(() => vi.useRealTimers());

  it('opens the stream anew after the browser closed it for good, and keeps delivering', async () => {
    vi.useFakeTimers();
    const sources: FakeSource[] = [];
    const open = () => {
      const source = new FakeSource();
      sources.push(source);
      return source as unknown as EventSource;
    };
    const live = createLiveEvents('/stream', open, 5000);
    const seen: string[] = [];
    live.subscribe('ticker', (e) => seen.push(e.type));
    sources[0]!.fail(0); // a network drop: the browser reconnects by itself
    vi.advanceTimersByTime(10_000);
    expect(sources).toHaveLength(1);
    sources[0]!.fail(2); // an unusable answer: closed for good
    vi.advanceTimersByTime(4999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    sources[1]!.send('ticker', { type: 'ticker' });
    await vi.waitFor(() => expect(seen).toEqual(['ticker']));
  });

  it('opens the stream anew after the last event id it saw, so the server replays what was missed', () => {
    vi.useFakeTimers();
    const urls: string[] = [];
    const sources: FakeSource[] = [];
    const live = createLiveEvents('/stream', (url) => {
      urls.push(url);
      const source = new FakeSource();
      sources.push(source);
      return source as unknown as EventSource;
    });
    live.subscribe('trade', () => undefined);
    sources[0]!.send('trade', { type: 'trade' }, '41');
    sources[0]!.send('ticker', { type: 'ticker' }, '42');
    sources[0]!.fail(2);
    vi.advanceTimersByTime(5_000);
    expect(urls).toEqual(['/stream', '/stream?lastEventId=42']);
  });

  it('does not reopen a stream nobody listens to any more', () => {
    vi.useFakeTimers();
    const sources: FakeSource[] = [];
    const live = createLiveEvents('/stream', () => {
      const source = new FakeSource();
      sources.push(source);
      return source as unknown as EventSource;
    });
    const stop = live.subscribe('trade', () => undefined);
    sources[0]!.fail(2);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
  });

  it('delivers the events that came before the contract was loaded, in order, then the later ones', async () => {
    const source = new FakeSource();
    let loaded: (schema: typeof liveEventSchema) => void = () => undefined;
    const live = createLiveEvents(
      '/stream',
      () => source as unknown as EventSource,
      5000,
      () => new Promise((r) => (loaded = r)),
    );
    const seen: string[] = [];
    live.subscribe('ticker', (e) => seen.push(`${e.type}1`));
    live.subscribe('figures', (e) => seen.push(`${e.type}2`));
    source.send('ticker', { type: 'ticker' });
    source.send('figures', { type: 'figures', dates: [] });
    source.send('ticker', { nonsense: true });
    expect(seen).toEqual([]);
    loaded(liveEventSchema);
    await vi.waitFor(() => expect(seen).toEqual(['ticker1', 'figures2']));
    source.send('ticker', { type: 'ticker' });
    expect(seen).toEqual(['ticker1', 'figures2', 'ticker1']);
  });
});
