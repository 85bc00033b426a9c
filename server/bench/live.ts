/**
 * Live benchmark: how long a registration takes to reach an open browser. The built server runs on a copy
 * of the 3-year demo with the built web; Debian's Chromium (playwright-core) shows `/son-islemler`; 100
 * times an operator registers a crop trade through `POST /api/v1/Tescil/Create` and the page notes when
 * the trade's row enters the DOM (a MutationObserver, on the same clock). Target: p95 ≤ 200 ms.
 * BENCH_LIVE_TRADES changes the count.
 */
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { authEndpoints, endpointUrl, istanbulDate, registrationDeskEndpoints } from '@bulten/core';
import { chromium, type Page } from 'playwright-core';
import { figureLine } from './_line.js';
import { BENCH_DIR, buildServer, demoFile, SERVER_DIR, startServer, timed } from './_server.js';

const TRADES = Number(process.env.BENCH_LIVE_TRADES ?? 100);
const TARGET_P95_MS = 200;
const OPERATOR = { username: 'bench-operator', password: 'bench-operator-password-1' };

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', lang: 'tr' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The operator's default token, by the web's three sign-in steps. */
async function signIn(base: string): Promise<string> {
  const requestId = `bench-${Date.now()}`;
  const login = await post<{ token: string | null }>(
    `${base}${endpointUrl(authEndpoints.KullaniciGirisYap)}`,
    {
      KullaniciAdi: OPERATOR.username,
      Sifre: OPERATOR.password,
      Source: 'web',
      RequestId: requestId,
      UyeKodu: null,
    },
  );
  if (!login.token) throw new Error('no auth token');
  const online = await post<{ token: string }>(`${base}${endpointUrl(authEndpoints.OAuthToken)}`, {
    requestId,
    authToken: login.token,
    redirectUrl: '.',
  });
  const status = await post<{ token: string }>(
    `${base}${endpointUrl(authEndpoints.StatuDegistir)}`,
    { statuTipi: 1 },
    online.token,
  );
  return status.token;
}

/** The database copy and the built web and server the bench runs on. */
async function prepare(): Promise<{ databaseFile: string; webDist: string }> {
  const source = await demoFile(3, istanbulDate(new Date()));
  const databaseFile = join(BENCH_DIR, 'live.sqlite');
  for (const suffix of ['', '-wal', '-shm']) {
    rmSync(`${databaseFile}${suffix}`, { force: true });
    if (existsSync(`${source}${suffix}`)) copyFileSync(`${source}${suffix}`, `${databaseFile}${suffix}`);
  }
  const webDist = join(BENCH_DIR, 'web-dist');
  timed(
    'npm',
    ['run', 'build', '-w', 'web', '--', '--outDir', webDist, '--emptyOutDir'],
    join(SERVER_DIR, '..'),
  );
  buildServer();
  const env = { ...process.env, DATABASE_URL: databaseFile, DATA_DIR: join(BENCH_DIR, 'data') };
  const args = ['--import', 'tsx', 'src/cli/main.ts', 'user', 'add', '--role', 'operator'];
  const run = (await import('node:child_process')).spawnSync(
    process.execPath,
    [...args, '--username', OPERATOR.username, '--password', OPERATOR.password],
    { cwd: SERVER_DIR, env, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`user add failed: ${run.stderr}`);
  return { databaseFile, webDist };
}

// Runs in the page before its scripts: notes when each bench trade's row first appears and when its live
// event arrived (epoch ms: the page's clock is this process's clock).
const OBSERVER = `
  performance.setResourceTimingBufferSize(100000);
  window.benchSeen = {};
  window.benchEvent = {};
  const Source = window.EventSource;
  window.EventSource = class extends Source {
    constructor(...args) {
      super(...args);
      this.addEventListener('open', () => { window.benchStreamOpen = true; });
      this.addEventListener('trade', (e) => {
        const no = JSON.parse(e.data).registrationNo;
        window.benchEvent[no] ??= performance.timeOrigin + performance.now();
      });
    }
  };
  new MutationObserver(() => {
    for (const row of document.querySelectorAll('tr[data-trade-no^="BENCH-"]')) {
      const no = row.getAttribute('data-trade-no');
      window.benchSeen[no] ??= performance.timeOrigin + performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
`;

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Istanbul wall-clock time now, as the staff API takes it. */
function istanbulNow(): string {
  return new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 19);
}

interface Timing {
  name: string;
  startTime: number;
  responseEnd: number;
}

/**
 * Runs in the page: for a trade seen in the DOM, when it was seen, when its event came and when the
 * page's last latest-trades request started and ended (epoch ms); null while it is not shown.
 */
function marksOf(no: string): number[] | null {
  const page = globalThis as unknown as {
    benchSeen: Record<string, number>;
    benchEvent: Record<string, number>;
    performance: { timeOrigin: number; getEntriesByType(type: string): Timing[] };
  };
  const seen = page.benchSeen[no];
  if (!seen) return null;
  const origin = page.performance.timeOrigin;
  const fetches = page.performance.getEntriesByType('resource').filter((e) => e.name.includes('SonIslemler'));
  const last = fetches[fetches.length - 1];
  return [seen, page.benchEvent[no] ?? 0, origin + (last?.startTime ?? 0), origin + (last?.responseEnd ?? 0)];
}

function tradeBody(no: string, i: number) {
  return {
    TescilNo: no,
    IslemZamani: istanbulNow(),
    UrunKodu: '010101',
    Miktar: '1234.5',
    BirimFiyat: (21 + (i % 50) / 100).toFixed(4),
    Kanal: 'SERBEST',
    Il: 'KONYA',
    Ilce: 'MERKEZ',
  };
}

const PARTS = [
  'total',
  'post answered',
  'event arrived',
  'event to request',
  'request',
  'answer to DOM',
] as const;
type Parts = Record<(typeof PARTS)[number], number[]>;

/** Registers the trades one after another and notes each one's way to the page. */
async function registerAll(page: Page, base: string, token: string): Promise<Parts> {
  const parts = Object.fromEntries(PARTS.map((name) => [name, []])) as unknown as Parts;
  const create = `${base}${endpointUrl(registrationDeskEndpoints.TescilCreate)}`;
  for (let i = 0; i < TRADES; i += 1) {
    const no = `BENCH-${Date.now()}-${i}`;
    const sentAt = Date.now();
    await post(create, tradeBody(no, i), token);
    const answeredAt = Date.now();
    const handle = await page.waitForFunction(marksOf, no, { timeout: 10_000, polling: 20 });
    const [seenAt = 0, eventAt = 0, fetchAt = 0, fetchedAt = 0] = (await handle.jsonValue()) ?? [];
    parts.total.push(seenAt - sentAt);
    parts['post answered'].push(answeredAt - sentAt);
    parts['event arrived'].push(eventAt - sentAt);
    parts['event to request'].push(fetchAt - eventAt);
    parts.request.push(fetchedAt - fetchAt);
    parts['answer to DOM'].push(seenAt - fetchedAt);
    // Trades a little apart, as a busy hall registers them.
    await page.waitForTimeout(100);
  }
  return parts;
}

async function main(): Promise<void> {
  const { databaseFile, webDist } = await prepare();
  const server = await startServer({ databaseFile, env: { WEB_DIST: webDist } });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const token = await signIn(server.url);
    const page = await browser.newPage();
    await page.addInitScript({ content: OBSERVER });
    await page.goto(`${server.url}/son-islemler`);
    await page.locator('tr[data-trade-no]').first().waitFor({ timeout: 60_000 });
    // The first view is rendered by the server: wait until the app has taken over and its live stream is open.
    await page.waitForFunction(
      () => (globalThis as { benchStreamOpen?: boolean }).benchStreamOpen === true,
      undefined,
      {
        timeout: 60_000,
      },
    );
    await page.waitForTimeout(1000);
    console.log(
      `live bench: ${TRADES} trades, built server on a 3-year demo copy, load ${loadavg()[0]?.toFixed(2)}`,
    );
    const parts = await registerAll(page, server.url, token);
    for (const name of PARTS) {
      const values = parts[name];
      const at = (p: number) => percentile(values, p).toFixed(0);
      console.log(`  ${name} (ms): median ${at(50)}, p95 ${at(95)}, max ${Math.max(...values).toFixed(0)}`);
    }
    console.log(
      figureLine(
        'live registration to an open browser p95',
        percentile(parts.total, 95),
        'ms',
        TARGET_P95_MS,
        false,
        0,
      ),
    );
    console.log(
      `  load average after the live bench: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
