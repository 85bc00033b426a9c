/**
 * The server renderer (built by `npm run build -w web` into `<dist>/ssr/entry-server.js`; the server loads
 * it when it exists): renders a public page's first view with its data. The page is rendered, the queries
 * it asked for are fetched (through the given `fetch`, anonymously: public reads need no token), and it is
 * rendered again until no new query appears; the query data, configuration and the texts the page used
 * (`used-texts.ts`; the browser fetches the whole file when the app starts) go into the page's state for
 * the browser's `hydrateRoot` (see `main.tsx`); the intro's texts go into an element of their own, for the
 * loader (`boot-intro.ts`).
 */
import { type Language, systemEndpoints, type WebRenderInput, type WebRenderOutput } from '@bulten/core';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import type { TokenProvider } from '../api/http';
import { App } from '../app/App';
import { createServices } from '../app/create-services';
import { AppRoutes } from '../app/routes';
import { TranslatorProvider } from '../i18n/react';
import { createTranslator, type Translations, type Translator } from '../i18n/translator';
import { ServerRouter } from '../routing/router';
import { MemoryStorage } from '../session/memory-storage';
import { bootIntro, serializeBootIntro } from './boot-intro';
import { serializePageState } from './page-state';
import { serverRenderedFeature } from './server-rendered';
import { pickTexts, recordingTranslator } from './used-texts';

/** Whether the app has a page at a path (`WebRenderer.isAppPath`). */
export { isAppPath } from '../app/routes';

/** Renders after fetching at most this many rounds of queries (a query may wait for another's answer). */
const MAX_FETCH_ROUNDS = 3;

// One translator per language: concurrent requests in Turkish and English never share texts.
const translatorByLanguage = new Map<Language, Translator>();

function translatorOf(language: Language, translations: Translations): Translator {
  let translator = translatorByLanguage.get(language);
  if (!translator) {
    translator = createTranslator(language, translations);
    translatorByLanguage.set(language, translator);
  }
  return translator;
}

const ANONYMOUS: TokenProvider = { get: async () => null, peek: () => null, refused: () => undefined };

async function renderOnce(tree: ReactNode): Promise<string> {
  // One piece: no boundary outlined behind an inline script (the page's CSP allows none).
  const { prelude } = await prerender(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

function enabled(query: Query): boolean {
  const option = (query.options as { enabled?: unknown }).enabled;
  return typeof option === 'function' ? option(query) !== false : option !== false;
}

/** Fetches the queries the last render asked for; false when there was none. */
async function fetchAsked(client: QueryClient): Promise<boolean> {
  const asked = client
    .getQueryCache()
    .getAll()
    .filter(
      (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled(query),
    );
  await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
  return asked.length > 0;
}

/** Renders the page at `input.url`, or answers null for a page rendered in the browser only. */
export async function render(input: WebRenderInput): Promise<WebRenderOutput | null> {
  const url = new URL(input.url, 'http://localhost');
  const feature = serverRenderedFeature(url.pathname);
  if (!feature) return null;
  const language: Language = input.language;
  const config = systemEndpoints.WebConfig.response.parse(input.config);
  const translations = input.translations as Translations;
  const services = createServices(config, language, new MemoryStorage(), {
    fetchImpl: input.fetch,
    tokens: ANONYMOUS,
  });
  services.queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 } });
  const { translator, used } = recordingTranslator(translatorOf(language, translations));
  const tree = (
    <TranslatorProvider translator={translator}>
      <App
        services={services}
        router={
          <ServerRouter url={url}>
            <AppRoutes />
          </ServerRouter>
        }
      />
    </TranslatorProvider>
  );
  let html = await renderOnce(tree);
  for (let round = 0; round < MAX_FETCH_ROUNDS && (await fetchAsked(services.queryClient)); round += 1) {
    html = await renderOnce(tree);
  }
  const queries = dehydrate(services.queryClient);
  const texts = pickTexts(translations, used);
  const intro = bootIntro(services.queryClient, translatorOf(language, translations));
  return {
    html,
    feature,
    state: serializePageState({ language, config, translations: texts, queries }),
    ...(intro ? { intro: serializeBootIntro(intro) } : {}),
  };
}
