/**
 * Lighthouse runs of the web bench: Lighthouse's default (mobile) settings, simulated slow 4G and 4× CPU
 * slowdown, in Debian's Chromium (`CHROME_PATH`, default /usr/bin/chromium) driven through puppeteer.
 * A run is a visit (`Visit`), always with an empty browser cache: a returning visitor's storage is emptied
 * but for the language (`language`, `langid` and the language cookie, as the language switch leaves them) and
 * the intro version already seen (the intro dialog is shown once); a first visitor's (and the script-free
 * twin's) holds nothing but the language cookie of an English page (a Turkish one: nothing at all). The server
 * is warmed up first with one request of the page (a server with visitors has the page rendered and its data
 * read). Each run asks for the performance and accessibility categories. `BENCH_WEB_REPORTS=<folder>` keeps each run's Lighthouse JSON there.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cmsEndpoints, endpointUrl, LANGUAGE_COOKIE } from '@bulten/core';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/** The figures of one Lighthouse run. */
export interface PageFigures {
  /** Performance score, 0–100. */
  performance: number;
  /** Accessibility score, 0–100 (Lighthouse's axe audits of the loaded page). */
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Every byte the page loaded (compressed, as transferred). */
  totalBytes: number;
  /** The JavaScript the page loaded (compressed, as transferred, headers included). */
  scriptBytes: number;
  /** Lighthouse's total main-thread task time of the page (`diagnostics`' `totalTaskTime`). */
  taskMs: number;
}

/** Who visits: a first visitor, a returning one (storage kept, intro seen), or the script-free twin's. */
export type Visit = 'first' | 'returning' | 'script-free';

/** A browser for the runs. */
export interface LighthouseBrowser {
  measure(url: string, language: 'tr' | 'en', visit: Visit): Promise<PageFigures>;
  close(): Promise<void>;
}

const LANGUAGE_IDS = { tr: '1', en: '2' } as const;

async function introVersion(origin: string): Promise<string> {
  const url = `${origin}${endpointUrl(cmsEndpoints.GetValues, { module: 'intro', key: 'content' })}`;
  const response = await fetch(url);
  return response.ok ? String(((await response.json()) as { Versiyon?: number }).Versiyon ?? '') : '';
}

/** The script that leaves the origin's storage as `visit` finds it. */
async function storageScript(origin: string, language: 'tr' | 'en', visit: Visit): Promise<string> {
  const cookie = `${LANGUAGE_COOKIE}=${language}`;
  const reset = `localStorage.clear(); sessionStorage.clear(); document.cookie = '${cookie}; path=/; max-age=0';`;
  const setCookie = `document.cookie = '${cookie}; path=/';`;
  if (visit !== 'returning') return language === 'tr' ? reset : `${reset} ${setCookie}`;
  const intro = await introVersion(origin);
  return `${reset} localStorage.setItem('language', '${language}'); localStorage.setItem('langid', '${LANGUAGE_IDS[language]}'); localStorage.setItem('bulten_param_intro_version', '${intro}'); ${setCookie}`;
}

async function visitorAs(page: Page, url: string, language: 'tr' | 'en', visit: Visit): Promise<void> {
  const origin = new URL(url).origin;
  const warmUp = await fetch(url, { headers: { cookie: `${LANGUAGE_COOKIE}=${language}` } });
  if (!warmUp.ok) throw new Error(`${url} answered ${warmUp.status}`);
  // A JSON address of the origin: storage can be written there without starting the app.
  await page.goto(`${origin}/api/health`);
  // A string: the bench is compiled without the DOM's types.
  await page.evaluate(await storageScript(origin, language, visit));
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'cache_storage,service_workers' });
  await cdp.detach();
  await page.goto('about:blank');
}

interface ResourceRow {
  resourceType?: string;
  transferSize?: number;
}

/** The transferred bytes of one resource type in Lighthouse's resource summary. */
function resourceBytes(result: { audits: Record<string, { details?: unknown }> }, type: string): number {
  const details = result.audits['resource-summary']?.details as { items?: ResourceRow[] } | undefined;
  const row = details?.items?.find((item) => item.resourceType === type);
  if (!row) throw new Error(`Lighthouse gave no ${type} row in resource-summary`);
  return row.transferSize ?? 0;
}

function audit(result: { audits: Record<string, { numericValue?: number }> }, id: string): number {
  const value = result.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id}`);
  return value;
}

/** Lighthouse's total main-thread task time (ms) of the run. */
function taskTime(result: { audits: Record<string, { details?: unknown }> }): number {
  const details = result.audits.diagnostics?.details as { items?: { totalTaskTime?: number }[] } | undefined;
  const value = details?.items?.[0]?.totalTaskTime;
  if (value === undefined) throw new Error('Lighthouse gave no diagnostics totalTaskTime');
  return value;
}

async function measureOn(
  browser: Browser,
  url: string,
  language: 'tr' | 'en',
  visit: Visit,
): Promise<PageFigures> {
  const page = await browser.newPage();
  try {
    await visitorAs(page, url, language, visit);
    const flags = {
      logLevel: 'error' as const,
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    };
    const run = await lighthouse(url, flags, undefined, page);
    if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
    const lhr = run.lhr;
    const reports = process.env.BENCH_WEB_REPORTS;
    if (reports) {
      const name = `${language}-${visit}${new URL(url).pathname.replace(/\//g, '_')}.json`;
      mkdirSync(reports, { recursive: true });
      writeFileSync(join(reports, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcpMs: audit(lhr, 'first-contentful-paint'),
      lcpMs: audit(lhr, 'largest-contentful-paint'),
      tbtMs: audit(lhr, 'total-blocking-time'),
      cls: audit(lhr, 'cumulative-layout-shift'),
      speedIndexMs: audit(lhr, 'speed-index'),
      totalBytes: audit(lhr, 'total-byte-weight'),
      scriptBytes: resourceBytes(lhr, 'script'),
      taskMs: taskTime(lhr),
    };
  } finally {
    await page.close();
  }
}

/** Launches Chromium headless for Lighthouse. */
export async function launchLighthouseBrowser(): Promise<LighthouseBrowser> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  return {
    measure: (url, language, visit) => measureOn(browser, url, language, visit),
    close: () => browser.close(),
  };
}
