/**
 * What the reliability bench works with: fresh databases (a SQLite file, a PostgreSQL schema), server
 * processes started from `src/main.ts` on loopback ports, signed-in users, and the figure lines.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { problemLine } from '@bulten/core';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import type { AppContext } from '../src/app-context.js';
import { loadConfig } from '../src/config/config.js';
import { type Db, openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createLocalEventBus } from '../src/events/event-bus.js';
import { importCatalogueFromText } from '../src/modules/imports/imports.service.js';
import { createUserAndSignIn } from '../test/auth.js';
import { exited, serverProcessEnv } from '../test/faults/server-process.js';
import { freePort } from '../test/listening.js';
import { figureLine } from './_line.js';
import { rssKbOf } from './_process.js';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
/** The JWT secret every bench server shares, so a token signed in once works on each of them. */
export const BENCH_SECRET = 'reliability-bench-secret-0123456789-abcdefghijkl';

/**
 * Prints one figure line, `name: value unit (target ≤ X unit, ratio R)` (`_line.ts`: a ratio ≥ 1 meets the
 * target); less is better unless `more`; `note` follows the line.
 */
export function figure(
  name: string,
  value: number,
  unit: string,
  target: number,
  options: { more?: boolean; note?: string } = {},
): void {
  const line = figureLine(name, value, unit, target, options.more ?? false);
  console.log(options.note ? `${line} ${options.note}` : line);
}

/** The 1-minute load average, for the figures' context. */
export function load(): string {
  return `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
}

/** A database the bench made, and how to drop it. */
export interface BenchDatabase {
  dialect: 'sqlite' | 'postgres';
  url: string;
  open(): Db;
  remove(): Promise<void>;
}

/** A migrated SQLite file in `dir`. */
export async function sqliteDatabase(dir: string, name = 'bench'): Promise<BenchDatabase> {
  const url = join(dir, `${name}.sqlite`);
  const db = openDatabase(url);
  await migrateToLatest(db.kysely);
  await db.kysely.destroy();
  return { dialect: 'sqlite', url, open: () => openDatabase(url), remove: async () => {} };
}

/** A migrated schema of its own on the PostgreSQL server `base` names (the URL selects it for every process). */
export async function postgresDatabase(base: string): Promise<BenchDatabase> {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = openDatabase(base);
  await sql`create schema ${sql.id(schema)}`.execute(admin.kysely);
  const url = `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const db = openDatabase(url);
  await migrateToLatest(db.kysely);
  await db.kysely.destroy();
  return {
    dialect: 'postgres',
    url,
    open: () => openDatabase(url),
    remove: async () => {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.kysely);
      await admin.kysely.destroy();
    },
  };
}

/** The catalogue and members the write checks use: product BUG1A, members A1 and S1. */
export async function seedMarket(db: Db): Promise<void> {
  const csv =
    'GrupKodu;GrupAdi;GrupAdiEn;SinifKodu;SinifAdi;SinifAdiEn;UrunKodu;UrunAdi;UrunAdiEn;Birim\r\n' +
    'BUG;BUĞDAY;WHEAT;BUG1;KIRMIZI;RED;BUG1A;ANADOLU KIRMIZI SERT;RED HARD;KG\r\n';
  const result = await importCatalogueFromText(db.kysely, csv);
  if (!result.ok)
    throw new Error(`catalogue: ${result.problems.map((p) => problemLine(p, 'en')).join('; ')}`);
  await db.kysely
    .insertInto('member')
    .values(['A1', 'S1'].map((code) => ({ code, title: `ÜYE ${code}`, registered_on: '2020-01-01' })))
    .execute();
}

/** Signs users in through an app inside this process on the same database; their tokens work on every server. */
export async function signInUsers(
  db: Db,
  roles: readonly ('operator' | 'superadmin' | 'member' | 'admin' | 'service')[],
) {
  const ctx: AppContext = {
    db,
    config: loadConfig({ JWT_SECRET: BENCH_SECRET }),
    events: createLocalEventBus(),
    now: () => new Date(),
  };
  const app = await buildApp(ctx);
  const users = [];
  for (const role of roles) users.push(await createUserAndSignIn(app, ctx, role));
  await app.close();
  return users;
}

/** A demo server's environment with live trades all day long (a small demo history of about five weeks). */
export const LIVE_DEMO_ENV = {
  DEMO_DATA: 'true',
  DEMO_LIVE: 'true',
  DEMO_YEARS: '0.1',
  SESSION_OPEN: '00:00',
  SESSION_CLOSE: '23:59',
} as const;

/** A server process of the bench. */
export interface ServerProcess {
  base: string;
  pid: number;
  /** Resident memory in kB (from /proc). */
  rssKb(): number;
  /** Live memory after a full garbage collection (servers started with `probe`). */
  memory(): Promise<{ rss: number; heapUsed: number }>;
  stop(): Promise<void>;
  kill9(): Promise<void>;
}

/**
 * Starts `src/main.ts` (or `options.script`, a bare twin) on a free loopback port with the database and
 * extra environment; waits until it answers.
 */
export async function startServer(
  databaseUrl: string,
  env: Record<string, string> = {},
  options: { probe?: boolean; script?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const memoryFile = join(tmpdir(), `bulten-memory-${port}.json`);
  const probe = options.probe ? ['--expose-gc', '--import', './bench/_memory-probe.ts'] : [];
  const child = spawn(process.execPath, ['--import', 'tsx', ...probe, options.script ?? 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...serverProcessEnv(databaseUrl, port, BENCH_SECRET), BENCH_MEMORY_FILE: memoryFile, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('server did not start in 180 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    pid: child.pid!,
    rssKb: () => rssKbOf(child.pid),
    async memory() {
      const asked = Date.now();
      child.kill('SIGUSR2');
      for (let i = 0; i < 100; i += 1) {
        await new Promise((r) => setTimeout(r, 100));
        if (!existsSync(memoryFile)) continue;
        const read = JSON.parse(readFileSync(memoryFile, 'utf8')) as {
          at: number;
          rss: number;
          heapUsed: number;
        };
        if (read.at >= asked) return read;
      }
      throw new Error('the server did not report its memory');
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    async kill9() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

/** Runs the `bulten` command line in its own process; `kill9` ends it at once. */
export function startCli(databaseUrl: string, ...args: string[]) {
  const child = spawn(process.execPath, ['bin/bulten.js', ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const done = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    done,
    output: () => output,
    async kill9() {
      child.kill('SIGKILL');
      await done;
    },
  };
}

/** Sends a JSON request to a server; answers the status and the parsed body (if any). */
export async function call(
  base: string,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: the status is what counts.
  }
  return { status: res.status, json };
}
