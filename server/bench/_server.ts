/**
 * Bench helpers: the demo database of a day (seeded once into the temp folder and kept), the production
 * build of the server, and the built server started as its own process on a database.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpointUrl, systemEndpoints } from '@bulten/core';
import { loadConfig } from '../src/config/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { loadCatalogue } from '../src/modules/catalogue/catalogue.service.js';
import { seedDemo } from '../src/modules/demo/demo.service.js';
import { syncRollupMembers } from '../src/modules/figures/figures.node-rollup.js';
import { freePort } from '../test/listening.js';
import { rssKbOf, stopChild } from './_process.js';

/** The server package's folder. */
export const SERVER_DIR = dirname(dirname(fileURLToPath(import.meta.url)));
/** Where benches keep their files. */
export const BENCH_DIR = join(tmpdir(), 'bulten-bench');

/** The SQLite file of `years` demo years as of `today`, seeded the first time it is asked for. */
export async function demoFile(years: number, today: string): Promise<string> {
  mkdirSync(BENCH_DIR, { recursive: true });
  const file = join(BENCH_DIR, `api-demo-${years}y-seed1-${today}.sqlite`);
  if (existsSync(file)) return file;
  const partial = `${file}.partial`;
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${partial}${suffix}`, { force: true });
  const started = performance.now();
  process.stdout.write(`  seeding ${years} years of demo data into ${file} (kept for later runs today)… `);
  const seeding = openDatabase(partial);
  await migrateToLatest(seeding.kysely);
  const summary = await seedDemo(seeding, { seed: 1, years, today, config: loadConfig({}) });
  // As a server's first start leaves it: the groups' and classes' roll-ups summed (on a new file a
  // server would sum them in the background, 17 MB more RSS measured on the 3-year demo).
  await syncRollupMembers(seeding.kysely, await loadCatalogue(seeding.kysely));
  await seeding.kysely.destroy();
  renameSync(partial, file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${summary.counts.registration ?? 0} registrations in ${seconds} s`);
  return file;
}

/** Runs a command to its end; its wall time in ms. */
export function timed(command: string, args: string[], cwd = SERVER_DIR): number {
  const started = performance.now();
  const run = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  return performance.now() - started;
}

/** Builds `dist/main.js` (`npm run build -w server`); its wall time in ms. */
export function buildServer(): number {
  return timed(process.execPath, [join(SERVER_DIR, 'scripts', 'build.mjs')]);
}

/** A server process started for a bench. */
export interface BenchServer {
  url: string;
  pid: number;
  /** From spawning the process to the first answer of `/api/health`. */
  readyMs: number;
  /** Resident set size now, in MB (Linux). */
  rssMb(): number;
  stop(): Promise<void>;
}

/** The node options `npm start` runs the server with (server/package.json), so a bench server runs the same. */
function startOptions(): string[] {
  const pkg = JSON.parse(readFileSync(join(SERVER_DIR, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return pkg.scripts.start.split(' ').filter((word) => word.startsWith('--'));
}

/** How a bench server is started: the built JavaScript (default) or the TypeScript through tsx. */
export interface BenchServerOptions {
  databaseFile: string;
  source?: 'dist' | 'tsx';
  env?: Record<string, string>;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${endpointUrl(systemEndpoints.Health)}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the server did not start within 120 s');
}

/** Starts the server on a database (no live demo trades, warnings only in the log). */
export async function startServer(options: BenchServerOptions): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args =
    options.source === 'tsx'
      ? ['--import', 'tsx', 'src/main.ts']
      : [...startOptions(), join('dist', 'main.js')];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseFile,
      DATA_DIR: join(BENCH_DIR, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_LIVE: '0',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const readyMs = performance.now() - started;
  return {
    url,
    pid: child.pid ?? 0,
    readyMs,
    rssMb: () => rssKbOf(child.pid) / 1024,
    stop: () => stopChild(child),
  };
}
