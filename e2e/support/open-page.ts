import type { BrowserContext, Page, Request } from 'playwright-core';
import { inject } from 'vitest';
import { sharedBrowser } from './browser';
import { startTracing, trackPage } from './failure-artifacts';
import type { Lang } from './i18n';
import { KEYS, paramKey } from './storage';

/** A window size. */
export interface Viewport {
  width: number;
  height: number;
}

/** The phone width every screen must fit without sideways scrolling. */
export const PHONE: Viewport = { width: 360, height: 740 };

/** The default desktop window. */
export const DESKTOP: Viewport = { width: 1280, height: 800 };

/** How to open a page. */
export interface PageOptions {
  /** Stored as the visitor's language before the first load (default: none stored, the web's Turkish). */
  language?: Lang;
  viewport?: Viewport;
  /**
   * `dismissed` (default): the intro is stored as seen, so no start-up dialog covers the page;
   * `shown`: a first visit, the start-up dialogs open as they would for a new visitor.
   */
  startupDialogs?: 'dismissed' | 'shown';
  /** Further local storage items present before the first load. */
  storage?: Record<string, string>;
  /** Opened right away, waiting for the service sign-in; without it the page stays blank. */
  path?: string;
  /** Runs on the blank page before `path` loads (to route requests, say). */
  prepare?: (page: Page) => Promise<unknown>;
}

/** An opened page with what the tests watch: console errors, every request, answers of 400 and above. */
export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  consoleErrors: string[];
  requests: Request[];
  /** `status URL` of every answer of 400 and above (what a "Failed to load resource" error was about). */
  failedResponses: string[];
}

function initialStorage(options: PageOptions): Record<string, string> {
  const items: Record<string, string> = { ...options.storage };
  const { introVersion } = inject('e2e');
  if (options.startupDialogs !== 'shown' && introVersion !== null)
    items[paramKey('intro_version')] = String(introVersion);
  if (options.language) {
    items[KEYS.language] = options.language;
    items[KEYS.langId] = options.language === 'tr' ? '1' : '2';
  }
  return items;
}

function watch(page: Page): Omit<OpenedPage, 'page' | 'context'> {
  const watched = {
    consoleErrors: [] as string[],
    requests: [] as Request[],
    failedResponses: [] as string[],
  };
  page.on('console', (message) => {
    if (message.type() === 'error') watched.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => watched.consoleErrors.push(error.message));
  page.on('request', (request) => watched.requests.push(request));
  page.on('response', (response) => {
    if (response.status() >= 400) watched.failedResponses.push(`${response.status()} ${response.url()}`);
  });
  return watched;
}

/** Waits until the page holds an unexpired default token: the web's service sign-in (or a kept one) is done. */
export async function waitForServiceSignIn(page: Page): Promise<void> {
  await page.waitForFunction((key) => {
    const payload = localStorage.getItem(key)?.split('.')[1];
    if (!payload) return false;
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof claims.exp === 'number' && claims.exp > Date.now() / 1000;
  }, KEYS.defaultToken);
}

/**
 * Waits until the app runs in the page (rendered or hydrated: `html[data-started]`). A server-rendered page
 * shows its content before that, and starts its app at the first interaction (`web/public/boot.js`): a key
 * pressed here (Shift, which does nothing else) is that interaction.
 */
export async function waitForAppStart(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.waitForSelector('html[data-started="true"]', { state: 'attached' });
}

/**
 * Opens a page the way every test needs it: a fresh context on the test server with its own local storage
 * (language, start-up dialogs, extra items) seeded before the first load, the viewport, tracing for the
 * failure artifacts; then, with `path`, loads it and waits for the service sign-in. The context is closed
 * after the test (`setup.ts`), with a screenshot and a trace kept when the test failed.
 */
export async function openPage(options: PageOptions = {}): Promise<OpenedPage> {
  const { baseUrl } = inject('e2e');
  const localStorage = Object.entries(initialStorage(options)).map(([name, value]) => ({ name, value }));
  // Seeded through the browser's storage state, not a page script: writes of a document that is left
  // right after loading can be lost, and a script would run again on every reload.
  const context = await (await sharedBrowser()).newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? DESKTOP,
    storageState: { cookies: [], origins: [{ origin: baseUrl, localStorage }] },
  });
  await startTracing(context);
  const page = await context.newPage();
  const opened = { page, context, ...watch(page) };
  trackPage(opened);
  await options.prepare?.(page);
  if (options.path !== undefined) {
    await page.goto(options.path);
    await waitForAppStart(page);
    await waitForServiceSignIn(page);
  }
  return opened;
}

/** A page model: made on a page in a language, usable once `ready()` answers. */
export type ScreenModel<S extends { ready(): Promise<S> }> = new (page: Page, lang: Lang) => S;

/** `openPage` on `options.path`, then the screen's page model in the page's language, ready. */
export async function openScreen<S extends { ready(): Promise<S> }>(
  Model: ScreenModel<S>,
  options: PageOptions & { path: string },
): Promise<OpenedPage & { screen: S }> {
  const opened = await openPage(options);
  return { ...opened, screen: await new Model(opened.page, options.language ?? 'tr').ready() };
}
