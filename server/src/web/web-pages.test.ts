import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { LANGUAGE_COOKIE } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseFactories } from '../../test/databases.js';
import { buildApp } from '../app.js';
import type { AppContext } from '../app-context.js';
import { loadConfig } from '../config/config.js';
import { createLocalEventBus } from '../events/event-bus.js';

const INDEX = `<!doctype html>
<html lang="tr" data-mantine-color-scheme="light">
  <head>
    <title>Bülten</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_vendor-1.js'] },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  'src/features/dashboard/index.ts': {
    file: 'assets/dashboard-1.js',
    css: ['assets/dashboard-1.css'],
    imports: ['index.html', '_shared-1.js'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
};

// A stand-in for the web's server renderer: renders `/` and `/fails`, nothing else; shows what it was given
// and the in-process answer of the health route; counts its renders. Its app has pages at `/`, `/fails` and
// `/uye-girisi` only.
const RENDERER = `let renders = 0;
export async function render(input) {
  const path = new URL(input.url, 'http://x').pathname;
  if (path === '/fails') throw new Error('render failed');
  if (path !== '/') return null;
  renders += 1;
  const health = await (await input.fetch('/api/health')).json();
  const html = '<main>' + input.translations.hello + ' ' + input.language + ' $& ' + health.status +
    ' render ' + renders + ' ' + input.config.apiPrefix + '</main>';
  const intro = input.language === 'en' ? JSON.stringify({ title: 'Welcome' }) : undefined;
  return { html, feature: 'dashboard', state: JSON.stringify({ language: input.language }).replace(/</g, '\\\\u003c'), intro };
}
export function isAppPath(pathname) {
  return ['/', '/fails', '/uye-girisi'].includes(pathname);
}
`;

function writeWebDist(dir: string): void {
  mkdirSync(join(dir, 'assets', 'i18n'), { recursive: true });
  mkdirSync(join(dir, 'ssr'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-1.js'), 'console.log(1);');
  writeFileSync(join(dir, 'assets', 'chunk-Ab_9-xYz.js'), 'console.log(2);');
  writeFileSync(join(dir, 'boot.js'), 'console.log(3);');
  writeFileSync(join(dir, 'assets', 'i18n', 'tr.json'), JSON.stringify({ hello: 'Merhaba' }));
  writeFileSync(join(dir, 'assets', 'i18n', 'en.json'), JSON.stringify({ hello: 'Hello' }));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dir, 'ssr', 'entry-server.js'), RENDERER);
  // A build file with the twins the web build writes (`web/scripts/precompress.mjs`).
  writeFileSync(join(dir, 'assets', BIG_FILE), BIG_SCRIPT);
  writeFileSync(join(dir, 'assets', `${BIG_FILE}.br`), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(dir, 'assets', `${BIG_FILE}.gz`), gzipSync(BIG_SCRIPT));
}

const BIG_FILE = 'big-Cd_0-xYz.js';
const BIG_SCRIPT = Array.from({ length: 200 }, (_, i) => `console.log('line ${i}');`).join('\n');

describe('web pages with the server renderer', () => {
  const [factory] = testDatabaseFactories();
  const dir = mkdtempSync(join(tmpdir(), 'bulten-web-pages-'));
  let ctx: AppContext;
  let app: FastifyInstance;

  beforeAll(async () => {
    writeWebDist(dir);
    ctx = {
      db: await factory!.open(),
      config: loadConfig({ WEB_DIST: dir }),
      events: createLocalEventBus(),
      now: () => new Date('2026-03-02T09:00:00Z'),
    };
    app = await buildApp(ctx);
  });
  afterAll(async () => {
    await app.close();
    await factory!.close(ctx.db);
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, language?: 'tr' | 'en') =>
    app.inject({ url, headers: language ? { cookie: `other=1; ${LANGUAGE_COOKIE}=${language}` } : {} });

  it('renders a page in the cookie language with its state, its styles and its scripts started by boot.js', async () => {
    const page = await get('/', 'en');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = page.body;
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="light">');
    // Translations, configuration and the in-process API answer reached the renderer; `$&` stays as it is.
    expect(html).toContain('<div id="root"><main>Hello en $& ok render 1 /api/v1</main></div>');
    expect(html).toContain('<script type="application/json" id="page-state">{"language":"en"}</script>');
    // The loader's intro texts in an element of their own, when the renderer gave them.
    expect(html).toContain(
      '<script type="application/json" id="boot-intro-data">{"title":"Welcome"}</script>',
    );
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script defer src="/boot.js" data-entry="/assets/index-1.js" data-chunks="/assets/vendor-1.js" data-preload="/assets/dashboard-1.js /assets/shared-1.js" data-live="/api/v1/Canli/Akis"></script>',
    );
    expect(html.match(/assets\/index-1\.css/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/dashboard-1.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/shared-1.css">');
  });

  it('renders in Turkish without the cookie, and keeps a rendered page until a live event', async () => {
    const turkish = (await get('/')).body;
    expect(turkish).toContain('<main>Merhaba tr $& ok render 2 /api/v1</main>');
    expect(turkish).not.toContain('boot-intro-data');
    expect((await get('/', 'tr')).body).toContain('render 2 ');
    await ctx.events.publish({ type: 'ticker' });
    expect((await get('/', 'tr')).body).toContain('render 3 ');
  });

  it('keeps a page per language and version of the figures: an ETag, 304 while unchanged, a new one after an event', async () => {
    const first = await get('/?kanal=TUMU', 'en');
    const again = await get('/?kanal=TUMU', 'en');
    expect([first.headers['x-cache'], again.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await get('/?kanal=TUMU', 'tr')).headers.etag).not.toBe(first.headers.etag);
    const revalidated = await app.inject({
      url: '/?kanal=TUMU',
      headers: { cookie: `${LANGUAGE_COOKIE}=en`, 'if-none-match': String(first.headers.etag) },
    });
    expect([revalidated.statusCode, revalidated.body]).toEqual([304, '']);
    await ctx.events.publish({ type: 'figures', dates: [] });
    const changed = await get('/?kanal=TUMU', 'en');
    expect(changed.headers['x-cache']).toBe('MISS');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers the bare index page for a page the renderer leaves to the browser, or when rendering fails', async () => {
    for (const url of ['/uye-girisi', '/fails']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(INDEX);
    }
  });

  it('answers a path the app has no page at 404, with the index page (the app shows its not-found screen)', async () => {
    for (const url of ['/no-such-page', '/online-bulten/12/extra?x=1']) {
      const page = await get(url, 'en');
      expect([url, page.statusCode, page.body]).toEqual([url, 404, INDEX]);
      expect(page.headers['content-type']).toContain('text/html');
    }
  });

  it('never serves the renderer or the build manifest, and keeps API 404s in JSON', async () => {
    for (const url of ['/ssr/entry-server.js', '/.vite/manifest.json']) {
      const page = await get(url);
      expect([page.statusCode, page.body]).toEqual([404, INDEX]);
    }
    const api = await get('/api/v1/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect((await get('/assets/index-1.js')).body).toBe('console.log(1);');
  });

  it('keeps the build’s hashed files a year, asks again for the others, and sends files under /assets/ the API’s short headers', async () => {
    const hashed = await get('/assets/chunk-Ab_9-xYz.js');
    expect(hashed.body).toBe('console.log(2);');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/boot.js', '/assets/i18n/tr.json', '/assets/index-1.js'])
      expect((await get(url)).headers['cache-control'], url).toBe('public, max-age=0');
    for (const url of ['/assets/chunk-Ab_9-xYz.js', '/assets/i18n/tr.json']) {
      const file = await get(url);
      expect(file.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(file.headers['x-content-type-options'], url).toBe('nosniff');
      expect(file.headers['cross-origin-opener-policy'], url).toBeUndefined();
      expect(file.headers['x-dns-prefetch-control'], url).toBeUndefined();
    }
    const page = await get('/', 'tr');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends a build file’s precompressed twin to a browser that takes it, as it is, else the file', async () => {
    const url = `/assets/${BIG_FILE}`;
    const asked = (encoding?: string) =>
      app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await asked('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toContain('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    const gz = await asked('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await asked();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
    // A shared cache keeps one answer per encoding of a file with twins, even of its plain answer.
    expect(String(plain.headers.vary)).toContain('accept-encoding');
  });

  it('does not vary a file without precompressed twins by Accept-Encoding', async () => {
    // The build leaves files under 1 KiB uncompressed: the same bytes whatever the browser takes.
    for (const encoding of ['gzip, deflate, br', undefined]) {
      const small = await app.inject({
        url: '/assets/index-1.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      expect(small.body).toBe('console.log(1);');
      expect(small.headers.vary, encoding).toBeUndefined();
    }
  });
});

describe('web pages with a renderer of another build', () => {
  it('serves every page as before (200, never a 5xx) when the renderer cannot tell the app’s pages', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bulten-web-pages-old-'));
    writeWebDist(dir);
    const withoutPages = RENDERER.slice(0, RENDERER.indexOf('export function isAppPath'));
    writeFileSync(join(dir, 'ssr', 'entry-server.js'), withoutPages);
    const [factory] = testDatabaseFactories();
    const db = await factory!.open();
    const app = await buildApp({
      db,
      config: loadConfig({ WEB_DIST: dir }),
      events: createLocalEventBus(),
      now: () => new Date('2026-03-02T09:00:00Z'),
    });
    try {
      const home = await app.inject({ url: '/' });
      expect([home.statusCode, home.body]).toEqual([200, expect.stringContaining('<main>Merhaba tr')]);
      const other = await app.inject({ url: '/no-such-page' });
      expect([other.statusCode, other.body]).toEqual([200, INDEX]);
    } finally {
      await app.close();
      await factory!.close(db);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
