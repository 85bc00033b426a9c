/**
 * Import benchmark (`npm run bench -- import`). Writes deterministic registrations CSVs (Turkish Excel
 * style) to a temporary folder and prints, one per line as `name: value unit (target X, ratio R)` (a ratio
 * ≥ 1 meets the target), with the load average:
 *   - the import of 1,000,000 rows into a fresh SQLite file through the CLI's path (streamed, checked,
 *     committed in chunks with statistics kept), its rows/s and the process's peak memory, as
 *     `bulten import-registrations` runs by default into an empty database (written while the rest is still
 *     checked) and with `--no-alongside` (checked whole first, as into a database holding registrations);
 *   - raw inserts of the same rows (prepared 500-row statements, one transaction, into the table as a bulk
 *     load has it: secondary indexes dropped; no checks, no statistics, no index builds) as the baseline,
 *     and the import's share of it;
 *   - the same imports into PostgreSQL (`BENCH_PG_URL`, else `PG_TEST_URL`; a schema made and dropped), their
 *     rows/s and peak memory;
 *   - a 500,000-row upload to a running server (a seeded demo, `BENCH_UPLOAD_YEARS` years, default 0.5)
 *     while 4 clients read the bulletin: the reads' p99 and the server's memory growth.
 * `BENCH_ROWS` and `BENCH_UPLOAD_ROWS` change the row counts; each part runs in its own process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { addDays, bulletinEndpoints, endpointUrl, istanbulDate, marketEndpoints } from '@bulten/core';
import { writeRegistrationsCsv } from './_import-data.js';
import { figureLine } from './_line.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const UPLOAD_ROWS = Number(process.env.BENCH_UPLOAD_ROWS ?? 500_000);
const UPLOAD_YEARS = Number(process.env.BENCH_UPLOAD_YEARS ?? 0.5);
const PG_URL = process.env.BENCH_PG_URL ?? process.env.PG_TEST_URL;
const READERS = 4;
const CHILD = new URL('./_import-child.ts', import.meta.url).pathname;

const n = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Prints one figure (`_line.ts`), rounded to `digits`. */
function figure(name: string, value: number, unit: string, target: number, higher: boolean, digits = 0) {
  console.log(figureLine(name, Number(value.toFixed(digits)), unit, target, higher, digits));
}

// The imports run with the command line's V8 options (`npm run bulten`, `bin/bulten.js`).
const CLI_NODE_OPTIONS = ['--max-semi-space-size=8', '--heap-growing-percent=50'];

function start(args: string[]): ChildProcess {
  const options = args[0] === 'sqlite' || args[0] === 'postgres' ? CLI_NODE_OPTIONS : [];
  return spawn(process.execPath, [...options, '--import', 'tsx', CHILD, ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
}

async function firstLine<T>(child: ChildProcess): Promise<T> {
  for await (const line of createInterface({ input: child.stdout! })) {
    if (line.startsWith('{')) return JSON.parse(line) as T;
    console.log(line);
  }
  throw new Error(`bench child ${child.pid} ended without an answer`);
}

async function run<T>(args: string[]): Promise<T> {
  const child = start(args);
  const answer = await firstLine<T>(child);
  child.stdin?.end();
  return answer;
}

interface Imported {
  rows: number;
  seconds: number;
  cpuSeconds: number;
  maxRssMb: number;
  statisticsRows: number;
}

// `bulten import-registrations` as it runs by default into the fresh database (an initial load: written while
// the rest is still checked), then with `--no-alongside` (the whole file checked first, as into a database
// that holds registrations).
const VARIANTS = [
  { args: [], label: '' },
  { args: ['no-alongside'], label: ' --no-alongside' },
] as const;

/** Prints the SQLite import's figures of one variant; answers them. */
async function sqliteImport(dir: string, csv: string, variant: (typeof VARIANTS)[number]): Promise<Imported> {
  const sqlite = await run<Imported>(['sqlite', dir, csv, ...variant.args]);
  if (sqlite.statisticsRows !== ROWS) throw new Error(`statistics count ${sqlite.statisticsRows} trades`);
  const name = `import ${n(ROWS)} registrations${variant.label}, SQLite, statistics kept`;
  figure(name, sqlite.rows / sqlite.seconds, 'rows/s', 100_000, true);
  console.log(`  (${sqlite.seconds.toFixed(1)} s, process CPU ${sqlite.cpuSeconds.toFixed(1)} s)`);
  figure(`import${variant.label} peak memory (process RSS), SQLite`, sqlite.maxRssMb, 'MB', 300, false);
  return sqlite;
}

async function importFigures(dir: string, csv: string): Promise<void> {
  const sqlite = await sqliteImport(dir, csv, VARIANTS[0]);
  await sqliteImport(dir, csv, VARIANTS[1]);
  const rate = sqlite.rows / sqlite.seconds;
  const raw = await run<{ rows: number; seconds: number; cpuSeconds: number }>(['raw', dir, csv]);
  const rawRate = raw.rows / raw.seconds;
  console.log(
    `raw inserts of the same rows, SQLite, secondary indexes dropped (baseline): ${n(rawRate)} rows/s (${raw.seconds.toFixed(1)} s, ` +
      `CPU ${raw.cpuSeconds.toFixed(1)} s)`,
  );
  figure('import rate / raw insert rate, SQLite', rate / rawRate, 'x', 0.25, true, 2);
  // On a loaded machine wall times mostly measure the wait for a core; CPU time does not.
  const cpuShare = raw.cpuSeconds / sqlite.cpuSeconds;
  console.log(
    `  (by CPU time: import ${n(sqlite.rows / sqlite.cpuSeconds)} rows per CPU second, ${cpuShare.toFixed(2)} of raw)`,
  );
  if (!PG_URL) {
    console.log('import into PostgreSQL: skipped (set BENCH_PG_URL or PG_TEST_URL)');
    return;
  }
  for (const variant of VARIANTS) {
    const pg = await run<Imported>(['postgres', PG_URL, csv, ...variant.args]);
    const name = `import ${n(ROWS)} registrations${variant.label}, PostgreSQL, statistics kept`;
    figure(name, pg.rows / pg.seconds, 'rows/s', 30_000, true);
    console.log(`  (${pg.seconds.toFixed(1)} s, process CPU ${pg.cpuSeconds.toFixed(1)} s)`);
    // The 300 MB names the SQLite import; the same streaming bound is held up to this one.
    figure(`import${variant.label} peak memory (process RSS), PostgreSQL`, pg.maxRssMb, 'MB', 300, false);
  }
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
}

async function readLoop(urls: readonly string[], until: () => boolean, latencies: number[]) {
  for (let i = 0; !until(); i += 1) {
    const started = performance.now();
    const res = await fetch(urls[i % urls.length]!);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${urls[i % urls.length]}: ${res.status}`);
    latencies.push(performance.now() - started);
  }
}

async function uploadFigures(dir: string): Promise<void> {
  const csv = join(dir, 'upload.csv');
  await writeRegistrationsCsv(csv, UPLOAD_ROWS, 'W', '2020-01-06');
  const child = start(['server', dir, String(UPLOAD_YEARS)]);
  const { url, token } = await firstLine<{ url: string; token: string }>(child);
  try {
    const day = istanbulDate(new Date());
    const urls = [
      `${url}${endpointUrl(bulletinEndpoints.GetGunlukBulten, { date: addDays(day, -1) })}`,
      `${url}${endpointUrl(marketEndpoints.GetOnlineBultenAnaKart)}`,
    ];
    for (const u of urls) await (await fetch(u)).arrayBuffer();
    const before = rssMb(child.pid!);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(child.pid!));
    }, 50);
    let done = false;
    const latencies: number[] = [];
    const readers = Array.from({ length: READERS }, () => readLoop(urls, () => done, latencies));
    const started = performance.now();
    const response = await fetch(`${url}/api/v1/Tescil/Import`, {
      method: 'POST',
      headers: {
        'content-type': 'text/csv',
        authorization: `Bearer ${token}`,
        'content-length': String(statSync(csv).size),
      },
      body: Readable.toWeb(createReadStream(csv)) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    const answer = await response.text();
    const seconds = (performance.now() - started) / 1000;
    done = true;
    await Promise.all(readers);
    clearInterval(sampler);
    if (response.status !== 200) throw new Error(`upload: ${response.status} ${answer.slice(0, 300)}`);
    console.log(
      `upload of ${n(UPLOAD_ROWS)} rows (${n(statSync(csv).size / 1048576, 1)} MB): ${seconds.toFixed(1)} s, ` +
        `${n(latencies.length)} bulletin reads answered meanwhile by ${READERS} clients`,
    );
    figure('p99 of bulletin reads during the upload', p99(latencies), 'ms', 200, false, 1);
    figure('server memory growth during the upload', peak - before, 'MB', 200, false);
  } finally {
    child.stdin?.end();
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bulten-bench-import-'));
  try {
    const csv = join(dir, 'registrations.csv');
    await writeRegistrationsCsv(csv, ROWS);
    if (process.env.BENCH_PART !== 'upload') await importFigures(dir, csv);
    if (process.env.BENCH_PART !== 'import') await uploadFigures(dir);
    console.log(
      `load average: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
