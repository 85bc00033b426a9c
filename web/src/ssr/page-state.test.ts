// @vitest-environment jsdom

import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshQueries, PAGE_STATE_ID, type PageState, readPageState, serializePageState } from './page-state';
import { serverRenderedFeature } from './server-rendered';

const STATE = {
  language: 'en',
  config: { exchangeName: '</script><script>alert(1)</script>' },
  translations: { hello: 'Hello' },
  queries: { mutations: [], queries: [] },
} as unknown as PageState;

describe('page state', () => {
  it('embeds in a script element without closing it, and reads back the same', () => {
    const json = serializePageState(STATE);
    expect(json).not.toContain('<');
    document.body.innerHTML = `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
    expect(document.scripts).toHaveLength(1);
    expect(readPageState(document)).toEqual(STATE);
  });

  it('is null when the page has none or it is unreadable', () => {
    document.body.innerHTML = '';
    expect(readPageState(document)).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${PAGE_STATE_ID}">{not json</script>`;
    expect(readPageState(document)).toBeNull();
  });
});

describe('the query data a page hands over', () => {
  afterEach(() => vi.useRealTimers());

  it('is as fresh as the page, whatever its render time: data kept 25 s is not stale 6 s into start-up', () => {
    vi.useFakeTimers();
    const renderedAt = 1_000_000;
    const server = new QueryClient();
    server.setQueryData(['bulletin', 'day'], { rows: 3 }, { updatedAt: renderedAt });
    const state = dehydrate(server);
    const servedAt = renderedAt + 25_000;
    const startedAt = servedAt + 6_000; // a phone's start-up, past the 30 s a query stays fresh
    const staleAtStart = (handed: typeof state) => {
      const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
      vi.setSystemTime(servedAt);
      hydrate(client, handed);
      vi.setSystemTime(startedAt);
      const query = client.getQueryCache().find({ queryKey: ['bulletin', 'day'] })!;
      expect(query.state.data).toEqual({ rows: 3 });
      return query.isStaleByTime(30_000);
    };
    expect(staleAtStart(freshQueries(state, servedAt))).toBe(false);
    // With the server's fetch time, it would be fetched again as the page starts.
    expect(staleAtStart(state)).toBe(true);
  });
});

describe('server-rendered pages', () => {
  it('names the feature area of each public page and leaves the others to the browser', () => {
    expect(serverRenderedFeature('/')).toBe('dashboard');
    expect(serverRenderedFeature('/online-bulten/12')).toBe('bulletin');
    expect(serverRenderedFeature('/fiyat-arsivi')).toBe('price-archive');
    expect(serverRenderedFeature('/son-islemler')).toBe('transactions');
    expect(serverRenderedFeature('/kullanici-bulten')).toBeNull();
    expect(serverRenderedFeature('/uye-girisi')).toBeNull();
  });
});
