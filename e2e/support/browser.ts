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
  /** Local storage items present before the app's first start. */
  storage?: Record<string, string>;
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
  if (options.introSeen !== false && introVersion !== null)
    items[paramKey('intro_version')] = String(introVersion);
  if (options.language) {
    items.language = options.language;
    items.langid = options.language === 'tr' ? '1' : '2';
  }
  return items;
}

/** A new context and page on the test server, its local storage seeded before the first load. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<OpenedPage> {
  const { baseUrl } = inject('e2e');
  const items = Object.entries(initialStorage(options)).map(([name, value]) => ({ name, value }));
  // Seeded through the browser's storage state, not a page script: writes of a document that is left
  // right after loading can be lost, and a script would run again on every reload.
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    storageState: { cookies: [], origins: [{ origin: baseUrl, localStorage: items }] },
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const requests: Request[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('request', (request) => requests.push(request));
  const failedResponses: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failedResponses.push(`${response.status()} ${response.url()}`);
  });
  return { page, context, consoleErrors, requests, failedResponses };
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
