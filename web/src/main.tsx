import './app/mantine-styles';
import './shell/shell.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createServices, loadRuntimeConfig } from './app/create-services';
import { AppRoutes } from './app/routes';
import { nextTask } from './components/next-task';
import { localeOf } from './format/locales';
import { initI18n } from './i18n/i18n';
import type { Translations } from './i18n/translator';
import { writeLanguageCookie } from './session/language-cookie';
import { browserStorage } from './session/memory-storage';
import { readLanguage } from './session/storage';
import { isPerson } from './session/tokens';
import { freshQueries, readPageState } from './ssr/page-state';

function showFatal(root: HTMLElement, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  root.innerHTML = '';
  const box = document.createElement('main');
  box.className = 'fatal';
  box.innerHTML = '<h1>Bülten</h1><p>Uygulama başlatılamadı. / The application could not start.</p>';
  const detail = document.createElement('pre');
  detail.textContent = message;
  box.append(detail);
  root.append(box);
  // The hall's televisions have nobody to press reload: they try again until the server answers.
  if (window.location.pathname.startsWith('/salon-ekrani'))
    setTimeout(() => window.location.reload(), 10_000);
}

/**
 * The whole texts of the page's language, which a server-rendered page's loader fetched when it started the
 * app (`public/boot.js`; the page's state holds only those its first view used); undefined without them.
 */
async function loaderTexts(): Promise<Translations | undefined> {
  const fetched = (window as { bultenTexts?: Promise<Translations | null> }).bultenTexts;
  return (await fetched) ?? undefined;
}

async function start(root: HTMLElement): Promise<void> {
  const storage = browserStorage();
  const language = readLanguage(storage);
  document.documentElement.lang = language;
  writeLanguageCookie(document, language);
  // A server-rendered page carries its configuration, translations and data. It is taken over
  // (hydrated) when it is in the stored language and nobody is signed in (the server renders anonymously).
  const state = readPageState(document);
  const config = state?.config ?? (await loadRuntimeConfig());
  const services = createServices(config, language, storage);
  const sameLanguage = state?.language === language;
  const hydrating = sameLanguage && !isPerson(services.session.getState().claims);
  // Started by a live event (`public/boot.js`): the page's figures changed since it was rendered, so its
  // data is taken as old (fetched again as the screens mount).
  const old = document.documentElement.dataset.staleData;
  if (state && hydrating) hydrate(services.queryClient, freshQueries(state.queries, old ? 0 : Date.now()));
  await nextTask();
  await initI18n(language, services.http, sameLanguage ? await loaderTexts() : undefined);
  // Start-up in several tasks, each short enough that the page keeps answering while it starts.
  await nextTask();
  if (hydrating) {
    // A language's first Intl.NumberFormat loads its locale data (~15 ms, four times that on a phone): here,
    // in a task of its own, not inside the first table cell hydration renders (a unit React cannot split).
    new Intl.NumberFormat(localeOf(language)).format(0);
    await nextTask();
  }
  // The router reads the browser's location (wouter's default).
  const app = <App services={services} router={<AppRoutes />} />;
  // In a transition, hydration yields to the browser every few milliseconds instead of one long task.
  if (hydrating) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  // The service sign-in starts after the first render, in a task of its own: the first fetch's synchronous
  // part (some 19 ms unthrottled) and the render's start were one long task together. API calls wait for it
  // (a server-rendered page's data is already there).
  await nextTask();
  services.session.ensure().catch(() => undefined);
}

const root = document.getElementById('root')!;
start(root).catch((error: unknown) => showFatal(root, error));
