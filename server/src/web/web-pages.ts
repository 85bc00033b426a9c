/**
 * The web app's pages. With the server renderer of the web build (`<dist>/ssr/entry-server.js`), a public
 * page (the renderer decides which) is answered with its first view rendered, its data, configuration and
 * translations embedded for the browser to take over, and its chunk and styles preloaded; any other page,
 * or when rendering fails, gets the bare index page the browser renders. The language is the web's
 * language cookie (Turkish without it). The renderer's API calls are answered in-process (`app.inject`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { endpointUrl, LANGUAGE_COOKIE, type Language, systemEndpoints, type WebRenderer } from '@bulten/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus } from '../events/event-bus.js';
import { matchesEtag } from '../http/cache.js';
import { featureFiles, readManifest } from './manifest.js';
import { createPageCache } from './page-cache.js';

/** Answers a page request. */
export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The language of a page request: the web's language cookie, else Turkish. */
export function pageLanguage(request: FastifyRequest): Language {
  const cookie = request.headers.cookie ?? '';
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(tr|en)(?:;|$)`).exec(cookie)?.[1];
  return value === 'en' ? 'en' : 'tr';
}

// The renderer's calls are the visitor's: made from their address, which every per-address limit (the
// service sign-in's) and log line of the API sees, never the server's own loopback address.
function inProcessFetch(app: FastifyInstance, clientAddress: string): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      remoteAddress: clientAddress,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = [204, 205, 304].includes(answer.statusCode);
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** The module scripts of the index page (its entry and the chunks it imports), in order. */
function templateScripts(template: string): { entry: string; chunks: string[] } {
  const entry = /<script type="module"[^>]*\bsrc="([^"]+)"/.exec(template)?.[1] ?? '';
  const chunks = [...template.matchAll(/<link rel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  return { entry, chunks };
}

/**
 * The index page with a rendered page in it. Its scripts start when needed (`/boot.js`: at the first
 * interaction or live event, `data-live` being the live stream): the page is complete without them.
 */
function fillTemplate(
  template: string,
  language: Language,
  page: { html: string; state: string; intro?: string; scripts: string[]; styles: string[]; live: string },
): string {
  const { entry, chunks } = templateScripts(template);
  const preload = page.scripts.filter((href) => href !== entry && !chunks.includes(href)).join(' ');
  const attribute = (name: string, value: string) => `${name}="${escapeAttribute(value)}"`;
  const data = [
    attribute('data-entry', entry),
    attribute('data-chunks', chunks.join(' ')),
    attribute('data-preload', preload),
    attribute('data-live', page.live),
  ];
  const boot = `<script defer src="/boot.js" ${data.join(' ')}></script>`;
  const intro = page.intro
    ? `\n    <script type="application/json" id="boot-intro-data">${page.intro}</script>`
    : '';
  const styles = page.styles
    .filter((href) => !template.includes(`"${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`);
  return template
    .replace(/\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<html lang="[a-z]+"/, () => `<html lang="${language}"`)
    .replace('</head>', () => `  ${[...styles, boot].join('\n    ')}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="page-state">${page.state}</script>${intro}`,
    );
}

/**
 * The page handler over a web build, or null when there is no build. Rendered pages are kept by language
 * and URL for the current version of the figures (`page-cache.ts`), with an ETag.
 */
export function createPageHandler(
  app: FastifyInstance,
  webDist: string,
  events: EventBus,
): PageHandler | null {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) return null;
  const rendererFile = join(webDist, 'ssr', 'entry-server.js');
  const template = readFileSync(indexFile, 'utf8');
  const manifest = readManifest(webDist);
  const translations = new Map<Language, Record<string, unknown>>();
  let renderer: Promise<WebRenderer> | null = null;
  const cache = createPageCache(events);
  app.addHook('onClose', async () => cache.close());

  const translationsOf = (language: Language) => {
    let loaded = translations.get(language);
    if (!loaded) {
      loaded = JSON.parse(
        readFileSync(join(webDist, 'assets', 'i18n', `${language}.json`), 'utf8'),
      ) as Record<string, unknown>;
      translations.set(language, loaded);
    }
    return loaded;
  };

  // The web's renderer module, loaded once; null without one (a build without server rendering).
  const loadRenderer = (): Promise<WebRenderer> | null => {
    if (!existsSync(rendererFile)) return null;
    renderer ??= import(pathToFileURL(rendererFile).href) as Promise<WebRenderer>;
    return renderer;
  };

  // Whether the app has a page at the request's path; without a renderer to ask, or when asking fails (a
  // renderer of another build), assumed so: the browser's router still shows its not-found screen.
  async function appHasPage(request: FastifyRequest): Promise<boolean> {
    try {
      const module = loadRenderer();
      return !module || (await module).isAppPath(new URL(request.url, 'http://localhost').pathname);
    } catch (error) {
      request.log.warn({ err: error }, 'the renderer could not tell the app’s pages');
      return true;
    }
  }

  async function render(request: FastifyRequest): Promise<string | null> {
    const module = loadRenderer();
    if (!module) return null;
    const language = pageLanguage(request);
    const fetchInProcess = inProcessFetch(app, request.ip);
    const config = await (await fetchInProcess(endpointUrl(systemEndpoints.WebConfig))).json();
    const page = await (await module).render({
      url: request.url,
      language,
      config,
      translations: translationsOf(language),
      fetch: fetchInProcess,
    });
    if (!page) return null;
    const live = systemEndpoints.WebConfig.response.safeParse(config).data?.liveStreamUrl ?? '';
    return fillTemplate(template, language, { ...page, ...featureFiles(manifest, page.feature), live });
  }

  return async (request, reply) => {
    // The app's not-found screen, with the status a crawler or a monitor reads.
    if (!(await appHasPage(request))) return reply.code(404).type('text/html').sendFile('index.html');
    const key = `${pageLanguage(request)} ${request.url}`;
    const page = await cache
      .get(key, () => render(request))
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'server rendering failed; the browser renders the page');
        return null;
      });
    if (page === null) return reply.type('text/html').sendFile('index.html');
    // Revalidated by ETag (a browser, nginx's page cache): an unchanged page costs a 304.
    reply
      .header('cache-control', 'no-cache')
      .header('etag', page.etag)
      .header('x-cache', page.hit ? 'HIT' : 'MISS');
    if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
  };
}
