// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PAGE_STATE_ID, type PageState, readPageState, serializePageState } from './page-state';
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
