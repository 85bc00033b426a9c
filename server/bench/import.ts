/**
 * Import benchmark (`npm run bench -- import`). Writes deterministic registrations CSVs (Turkish Excel
 * style) to a temporary folder and prints, one per line as `name: value unit (target X, ratio R)` (a ratio
 * ≥ 1 meets the target), with the load average:
 *   - the import of 1,000,000 rows into a fresh SQLite file through the CLI's path (streamed, checked,
 *     committed in chunks with statistics kept), its rows/s and the process's peak memory, as
 *     `bulten import-registrations` runs by default into an empty database (written while the rest is still
 *     checked) and with `--no-alongside` (checked whole first, as into a database holding registrations);
 *   - raw inserts of the same rows (prepared 500-row statements, one transaction, into the table as a bulk
 *     load has it: secondary indexes dropped; no checks, no statistics, no index builds) as the twin, and
 *     each import's share of its rate (target ≥ 0.25; the import's own rate printed without a target);
 *   - the same imports into PostgreSQL (`BENCH_PG_URL`, else `PG_TEST_URL`; a schema made and dropped), their
 *     peak memory and their share of a raw COPY of the rows into PostgreSQL (`_import-raw-postgres.ts`, ≥ 0.25);
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
import { figureLine, infoLine } from './_line.js';

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

/** The raw inserts' figures: rows, seconds of statement runs, CPU seconds. */
type Raw = { rows: number; seconds: number; cpuSeconds: number };

const TARGET_RAW_SHARE = 0.25;

/**
 * Prints an import's figures of one variant: its rate without a target, and its share of the raw inserts'
 * rate judged (≥ 0.25), by wall time and, beside it, by CPU time.
 */
function importLines(dialect: string, variant: (typeof VARIANTS)[number], run: Imported, raw: Raw): void {
  const name = `import ${n(ROWS)} registrations${variant.label}, ${dialect}, statistics kept`;
  console.log(infoLine(name, Math.round(run.rows / run.seconds), 'rows/s'));
  console.log(`  (${run.seconds.toFixed(1)} s, process CPU ${run.cpuSeconds.toFixed(1)} s)`);
  figure(
    `import${variant.label} rate / raw insert rate, ${dialect}`,
    run.rows / run.seconds / (raw.rows / raw.seconds),
    'x',
    TARGET_RAW_SHARE,
    true,
    2,
  );
  // On a loaded machine wall times mostly measure the wait for a core; CPU time does not.
  console.log(
    `  (by CPU time: ${n(run.rows / run.cpuSeconds)} rows per CPU second, ${(raw.cpuSeconds / run.cpuSeconds).toFixed(2)} of raw)`,
  );
  figure(`import${variant.label} peak memory (process RSS), ${dialect}`, run.maxRssMb, 'MB', 300, false);
}

function rawLine(dialect: string, raw: Raw, how: string): void {
  console.log(
    `raw inserts of the same rows, ${dialect}, ${how} (the twin): ${n(raw.rows / raw.seconds)} rows/s ` +
      `(${raw.seconds.toFixed(1)} s, CPU ${raw.cpuSeconds.toFixed(1)} s)`,
  );
}

async function importFigures(dir: string, csv: string): Promise<void> {
  const imports: Imported[] = [];
  for (const variant of VARIANTS) imports.push(await run<Imported>(['sqlite', dir, csv, ...variant.args]));
  for (const i of imports)
    if (i.statisticsRows !== ROWS) throw new Error(`statistics count ${i.statisticsRows} trades`);
  const raw = await run<Raw>(['raw', dir, csv]);
  rawLine('SQLite', raw, 'secondary indexes dropped');
  for (const [k, variant] of VARIANTS.entries()) importLines('SQLite', variant, imports[k]!, raw);
  if (!PG_URL) {
    console.log('import into PostgreSQL: skipped (set BENCH_PG_URL or PG_TEST_URL)');
    return;
  }
  const pgImports: Imported[] = [];
  for (const variant of VARIANTS)
    pgImports.push(await run<Imported>(['postgres', PG_URL, csv, ...variant.args]));
  const pgRaw = await run<Raw>(['raw-postgres', PG_URL, csv]);
  rawLine('PostgreSQL', pgRaw, 'COPY, indexes kept as the import keeps them');
  // The 300 MB names the SQLite import; the same streaming bound is held up to this one.
  for (const [k, variant] of VARIANTS.entries()) importLines('PostgreSQL', variant, pgImports[k]!, pgRaw);
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
