/**
 * Web benchmark (`npm run bench -- web`): builds the web, starts a demo server (one year of demo data,
 * `BENCH_WEB_YEARS`) on a free loopback port and runs Lighthouse 12 with its mobile defaults (simulated
 * slow 4G, 4× CPU) in Debian's Chromium on each public page in Turkish and English, three visits each
 * (`_lighthouse.ts`): a first visit (storage reset, cold cache, intro not seen), a returning one, and the
 * page's script-free twin (its HTML without `<script>` elements, same CSS, `_twin-proxy.ts`; every visit
 * goes through such a proxy, so all are served the same way). The task-time line of a visit gives, as its
 * ratio, its main-thread task time over the twin's (target ≤ 2: the page's JavaScript costs at most what its
 * content costs); its accessibility line gives Lighthouse's accessibility score (target ≥ 95). Then it checks the
 * first-load JavaScript of `/` with `scripts/check-bundle.mjs` (the index page's entry and its preloads, and
 * `/` as the server renders it: with the dashboard's chunks, gzipped) and as Lighthouse saw the
 * server-rendered `/` load it (its feature's chunks too, brotli as transferred, headers included). One line per figure,
 * `name: value unit (target X, ratio R)`; a ratio ≥ 1 meets the target (score / target for the
 * performance and accessibility scores, target / value for times, shifts and sizes), but for task times (≤ 2 meets it). `BENCH_WEB_RUNS` (default 1) runs each
 * page that many times and keeps the median run (by performance score). `BENCH_WEB_PAGES` (comma-separated
 * paths, `product` for the product page) and `BENCH_WEB_LANGUAGES` (`tr`, `en`) measure only those.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type LighthouseBrowser,
  launchLighthouseBrowser,
  type PageFigures,
  type Visit,
} from './_lighthouse.js';
import { startTwinProxy } from './_twin-proxy.js';
import { startDemoServer } from './_web-server.js';

const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1));
const LANGUAGES = (['tr', 'en'] as const).filter((language) =>
  (process.env.BENCH_WEB_LANGUAGES ?? 'tr,en').split(',').includes(language),
);
const BUNDLE_TARGET_KB = 120;

function load(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

function ratio(value: number, target: number, higherIsBetter: boolean): string {
  if (higherIsBetter) return (value / target).toFixed(2);
  return value <= 0 ? '∞' : (target / value).toFixed(2);
}

function line(name: string, value: string, unit: string, target: string, r: string): void {
  console.log(`${name}: ${value}${unit ? ` ${unit}` : ''} (target ${target}, ratio ${r})`);
}

function printFigures(name: string, f: PageFigures, twinTaskMs: number | null): void {
  line(`${name} performance`, String(f.performance), 'score', '≥ 90', ratio(f.performance, 90, true));
  line(`${name} accessibility`, String(f.accessibility), '', '≥ 95', ratio(f.accessibility, 95, true));
  if (twinTaskMs !== null)
    line(
      `${name} task time`,
      Math.round(f.taskMs).toString(),
      'ms',
      `≤ 2 × script-free ${Math.round(twinTaskMs)} ms`,
      (f.taskMs / twinTaskMs).toFixed(2),
    );
  line(`${name} LCP`, (f.lcpMs / 1000).toFixed(2), 's', '≤ 2.0 s', ratio(f.lcpMs, 2000, false));
  line(`${name} TBT`, Math.round(f.tbtMs).toString(), 'ms', '≤ 200 ms', ratio(f.tbtMs, 200, false));
  line(`${name} CLS`, f.cls.toFixed(3), '', '≤ 0.05', ratio(f.cls, 0.05, false));
  line(`${name} FCP`, (f.fcpMs / 1000).toFixed(2), 's', '≤ 1.8 s', ratio(f.fcpMs, 1800, false));
  line(
    `${name} bytes`,
    (f.totalBytes / 1024).toFixed(0),
    'KiB',
    '≤ 250 KiB',
    ratio(f.totalBytes, 250 * 1024, false),
  );
  // The issue's 120 kB is for `/`: there, everything its server-rendered page loads (its feature's chunks
  // too), beside the bundle check's figure of the entry alone.
  if (name.endsWith(' / returning visit'))
    line(
      `${name} JS loaded`,
      (f.scriptBytes / 1000).toFixed(1),
      'kB transferred',
      `≤ ${BUNDLE_TARGET_KB} kB`,
      ratio(f.scriptBytes, BUNDLE_TARGET_KB * 1000, false),
    );
}

/** One run; a run Lighthouse could not record (e.g. NO_NAVSTART on a busy machine) is tried again, twice. */
async function measureWithRetry(
  browser: LighthouseBrowser,
  url: string,
  language: 'tr' | 'en',
  visit: Visit,
): Promise<PageFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await browser.measure(url, language, visit);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`(${url} ${language}: ${(error as Error).message.split('\n')[0]}; trying again)`);
    }
  }
}

function median(runs: PageFigures[]): PageFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The bundle check's figures (kB gzipped): the index page's first load, and `/` as the server renders it. */
function bundleKb(webDist: string): { index: number; rendered: number } {
  const script = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'scripts', 'check-bundle.mjs');
  const result = spawnSync(process.execPath, [script, webDist], { encoding: 'utf8' });
  const total = (label: string) => {
    const kb = new RegExp(`first load of ${label} ships ([\\d.]+) kB`).exec(result.stdout)?.[1];
    if (!kb)
      throw new Error(`check-bundle printed no total for ${label}:\n${result.stdout}\n${result.stderr}`);
    return Number(kb);
  };
  return { index: total('/'), rendered: total('/ rendered on the server') };
}

async function main(): Promise<void> {
  console.log(`web bench: Lighthouse mobile defaults, ${RUNS} run(s) per page, load ${load()}`);
  const server = await startDemoServer();
  const product = `/online-bulten/${server.productId}`;
  const all = ['/', '/online-bulten', '/fiyat-arsivi', '/son-islemler', product];
  const chosen = process.env.BENCH_WEB_PAGES?.split(',').map((page) => (page === 'product' ? product : page));
  const pages = chosen ? all.filter((page) => chosen.includes(page)) : all;
  const browser = await launchLighthouseBrowser();
  const served = await startTwinProxy(server.url, false);
  const twin = await startTwinProxy(server.url, true);
  const measure = async (origin: string, path: string, language: 'tr' | 'en', visit: Visit) => {
    const runs: PageFigures[] = [];
    for (let i = 0; i < RUNS; i += 1)
      runs.push(await measureWithRetry(browser, `${origin}${path}`, language, visit));
    return median(runs);
  };
  try {
    for (const language of LANGUAGES) {
      for (const path of pages) {
        const name = `web ${language} ${path}`;
        const bare = await measure(twin.origin, path, language, 'script-free');
        for (const visit of ['first', 'returning'] as const)
          printFigures(
            `${name} ${visit} visit`,
            await measure(served.origin, path, language, visit),
            bare.taskMs,
          );
        printFigures(`${name} script-free`, bare, null);
        line(`${name} script-free task time`, Math.round(bare.taskMs).toString(), 'ms', 'none', '1.00');
      }
    }
    const kb = bundleKb(server.webDist);
    // The index page's first load, and the same with the dashboard's chunks, which the server-rendered `/`
    // loads once it has painted.
    for (const [name, value] of [
      ['web first-load JS of /', kb.index],
      ['web first-load JS of / rendered on the server', kb.rendered],
    ] as const)
      line(
        name,
        value.toFixed(1),
        'kB gzipped',
        `≤ ${BUNDLE_TARGET_KB} kB`,
        ratio(value, BUNDLE_TARGET_KB, false),
      );
  } finally {
    await served.close();
    await twin.close();
    await browser.close();
    await server.stop();
  }
  console.log(`load average after the web bench: ${load()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
