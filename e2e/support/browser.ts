import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { inject } from 'vitest';
import { paramKey } from './storage';

/** Debian's Chromium with the flags of the brief. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** How to open a page. */
export interface PageOptions {
  language?: 'tr' | 'en';
  viewport?: { width: number; height: number };
  /** Mark the intro as seen (default true; the intro test turns it off). */
  introSeen?: boolean;
  /** Local storage items set once, before the app's first start in this tab. */
  storage?: Record<string, string>;
}

/** An opened page with what the tests watch: console errors and every request. */
export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  consoleErrors: string[];
  requests: Request[];
}

function initialStorage(options: PageOptions): Record<string, string> {
  const items: Record<string, string> = { ...options.storage };
  const { introVersion } = inject('e2e');
  if (options.introSeen !== false && introVersion !== null)
    items[paramKey('intro_version')] = String(introVersion);
  if (options.language) {
    items.language = options.language;
    items.langid = options.language === 'tr' ? '1' : '2';
  }
  return items;
}

/** A new context and page on the test server; storage is seeded once per tab (not again on reloads). */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL: inject('e2e').baseUrl,
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  await context.addInitScript((items: Record<string, string>) => {
    if (sessionStorage.getItem('__e2e_seeded')) return;
    sessionStorage.setItem('__e2e_seeded', '1');
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, initialStorage(options));
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const requests: Request[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('request', (request) => requests.push(request));
  return { page, context, consoleErrors, requests };
}

/** Polls `read` until `accept` holds or the time is up; answers the last value. */
export async function waitUntil<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}
