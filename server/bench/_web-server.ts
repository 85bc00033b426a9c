/**
 * The demo server the web bench measures: the web built into a run folder, one year of demo data seeded
 * into a SQLite file (kept in the temp folder per day, copied for each run), `server/src/main.ts` started
 * on a free loopback port without live trades.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { istanbulDate } from '@bulten/core';
import Database from 'better-sqlite3';
import { freePort } from '../test/listening.js';
import { stopChild } from './_process.js';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const YEARS = process.env.BENCH_WEB_YEARS ?? '1';

/** A started demo server. */
export interface DemoServer {
  url: string;
  /** The built web app it serves. */
  webDist: string;
  /** A crop product of the demo catalogue (for `/online-bulten/:itemId`). */
  productId: number;
  stop(): Promise<void>;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { cwd: REPO_ROOT, env, encoding: 'utf8', timeout: 30 * 60_000 });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

function serverEnv(dir: string, databaseFile: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseFile,
    DATA_DIR: join(dir, 'data'),
    WEB_DIST: join(dir, 'web-dist'),
    DEMO_LIVE: '0',
    DEMO_DATA: '1',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

/** The day's seeded demo file (seeded once a day into the temp folder), copied into `dir`. */
function demoDatabase(dir: string): string {
  const cacheDir = join(tmpdir(), 'bulten-bench');
  mkdirSync(cacheDir, { recursive: true });
  const cached = join(cacheDir, `web-demo-${YEARS}y-seed1-${istanbulDate(new Date())}.sqlite`);
  if (!existsSync(cached)) {
    const partial = `${cached}.partial`;
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${partial}${suffix}`, { force: true });
    process.stdout.write(
      `seeding ${YEARS} year(s) of demo data into ${cached} (kept for later runs today)… `,
    );
    const seedDir = mkdtempSync(join(tmpdir(), 'bulten-bench-seed-'));
    const cli = [join('server', 'src', 'cli', 'main.ts'), 'seed-demo', '--seed', '1', '--years', YEARS];
    run(process.execPath, ['--import', 'tsx', ...cli], serverEnv(seedDir, partial));
    // One file: fold the write-ahead log in before the copy.
    const db = new Database(partial);
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    renameSync(partial, cached);
    rmSync(seedDir, { recursive: true, force: true });
    console.log('done');
  }
  const file = join(dir, 'bulten.sqlite');
  copyFileSync(cached, file);
  return file;
}

function firstCropProduct(file: string): number {
  const db = new Database(file, { readonly: true });
  try {
    const row = db
      .prepare(
        "SELECT id FROM catalogue_item WHERE level = 'PRODUCT' AND is_live_animal = 0 ORDER BY id LIMIT 1",
      )
      .get() as { id: number } | undefined;
    if (!row) throw new Error('the demo catalogue has no crop product');
    return row.id;
  } finally {
    db.close();
  }
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the server did not start within 120 s');
}

function stopper(child: ChildProcess, dir: string): () => Promise<void> {
  return async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
}

/** Builds the web, prepares the demo database and starts the server on a free loopback port. */
export async function startDemoServer(): Promise<DemoServer> {
  const dir = mkdtempSync(join(tmpdir(), 'bulten-bench-web-'));
  const webDist = join(dir, 'web-dist');
  run('npm', ['run', 'build', '-w', 'web', '--', '--outDir', webDist, '--emptyOutDir'], {
    ...process.env,
    NODE_ENV: 'production',
  });
  const databaseFile = demoDatabase(dir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', join('server', 'src', 'main.ts')], {
    cwd: REPO_ROOT,
    env: serverEnv(dir, databaseFile, { PORT: String(port), HOST: '127.0.0.1' }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = stopper(child, dir);
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, webDist, productId: firstCropProduct(databaseFile), stop };
}
