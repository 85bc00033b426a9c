/**
 * Bülten instances for the deploy check and the cluster bench: a fresh PostgreSQL database, the built
 * server (`dist/main.js`, as `npm start` runs it) started several times on loopback ports, each stopped
 * (SIGTERM, a rolling restart), killed (SIGKILL) or started again on its port.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from './nginx.js';

const SERVER_DIR = join(REPO_ROOT, 'server');

/** A database made for a run, dropped at its end. */
export interface RunDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new database on the PostgreSQL server of `adminUrl` (its own name, like a real installation's). */
export async function createDatabase(adminUrl: string, prefix = 'bulten_check'): Promise<RunDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Runs `bulten <args>` (server/bin/bulten.js) on a database; throws with its output when it fails. */
export function bulten(databaseUrl: string, args: string[], env: Record<string, string> = {}): string {
  const run = spawnSync(process.execPath, [join(SERVER_DIR, 'bin', 'bulten.js'), ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATABASE_URL: databaseUrl, ...env },
    encoding: 'utf8',
    timeout: 20 * 60_000,
  });
  if (run.status !== 0) throw new Error(`bulten ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

/** Builds the server (`npm run build -w server`, `dist/main.js`). */
export function buildServer(): void {
  const run = spawnSync(process.execPath, [join(SERVER_DIR, 'scripts', 'build.mjs')], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`server build failed:\n${run.stdout}\n${run.stderr}`);
}

/** Builds the web into `outDir` (`npm run build -w web -- --outDir …`). */
export function buildWeb(outDir: string): void {
  const args = ['run', 'build', '-w', 'web', '--', '--outDir', outDir, '--emptyOutDir'];
  const env = { ...process.env, NODE_ENV: 'production' };
  const run = spawnSync('npm', args, { cwd: REPO_ROOT, env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`web build failed:\n${run.stdout}\n${run.stderr}`);
}

/** The node options `npm start` runs the server with (server/package.json). */
function startOptions(): string[] {
  const pkg = JSON.parse(readFileSync(join(SERVER_DIR, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return pkg.scripts.start.split(' ').filter((word) => word.startsWith('--'));
}

/** One instance: a server process on its port (started again on the same port after a stop). */
export interface Instance {
  readonly port: number;
  readonly pid: number;
  /** True while its process runs. */
  readonly running: boolean;
  start(): Promise<void>;
  /** SIGTERM; resolves once it exited (a drain); answers how long that took in ms. */
  stop(): Promise<number>;
  kill9(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (r) => r.ok,
    () => false,
  );
}

/** An instance of the built server on `port` with the environment every instance of the run shares. */
export function instance(port: number, env: Record<string, string>, logFile: string): Instance {
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  const log = createWriteStream(logFile, { flags: 'a' });
  return {
    port,
    get pid() {
      return child?.pid ?? 0;
    },
    get running() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    async start() {
      const next = spawn(process.execPath, [...startOptions(), join(SERVER_DIR, 'dist', 'main.js')], {
        cwd: SERVER_DIR,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      next.stdout?.pipe(log, { end: false });
      next.stderr?.pipe(log, { end: false });
      child = next;
      exited = new Promise((resolve) => next.once('exit', () => resolve()));
      const deadline = Date.now() + 120_000;
      while (!(await answers(`http://127.0.0.1:${port}/api/health`))) {
        if (next.exitCode !== null)
          throw new Error(`instance ${port} exited with ${next.exitCode}; see ${logFile}`);
        if (Date.now() > deadline) throw new Error(`instance ${port} did not answer within 120 s`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop() {
      const started = performance.now();
      if (!child || !this.running) return 0;
      child.kill('SIGTERM');
      await exited;
      return performance.now() - started;
    },
    async kill9() {
      if (!child || !this.running) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The environment of a run's instances: PostgreSQL, behind the proxy on loopback, over HTTPS. */
export function instanceEnv(databaseUrl: string, dataDir: string, webDist: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_HTTPS: '1',
    // Every instance signs tokens with the same key (docs/DEPLOY.md: /etc/bulten/bulten.env).
    JWT_SECRET: randomBytes(32).toString('hex'),
    DEMO_DATA: '0',
    DEMO_LIVE: '0',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
}
