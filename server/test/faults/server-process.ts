import { type ChildProcess, spawn } from 'node:child_process';
import { chownSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../listening.js';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** The JWT secret every fault server shares, so a token signed in on one works on each. */
export const FAULT_SECRET = 'fault-test-secret-0123456789-abcdefghijklmnop';

// A user without privileges, for processes that must meet file permissions (root writes any file).
const NOBODY = 65_534;

/** True when this process runs as root: file modes do not stop it, so file faults need another user. */
export function runsAsRoot(): boolean {
  return process.getuid?.() === 0;
}

/** Hands a folder and everything in it to the unprivileged user the servers run as (when this is root). */
export function handOver(dir: string): void {
  if (!runsAsRoot()) return;
  chownSync(dir, NOBODY, NOBODY);
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    chownSync(path, NOBODY, NOBODY);
    if (statSync(path).isDirectory()) handOver(path);
  }
}

/**
 * The environment of a server process (`src/main.ts`) on a loopback port and a database: no demo data,
 * errors alone logged, tokens signed with `jwtSecret`.
 */
export function serverProcessEnv(databaseUrl: string, port: number, jwtSecret: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: jwtSecret,
    DEMO_DATA: 'false',
    DEMO_LIVE: 'false',
    LOG_LEVEL: 'error',
  };
}

/** A server process (`src/main.ts`) of a fault test. */
export interface ServerProcess {
  base: string;
  pid: number;
  /** True once it ended without being asked to (stop or kill -9 by the test). */
  crashed(): boolean;
  /** The last of its output (log lines, a crash's stack). */
  output(): string;
  stop(): Promise<void>;
  kill9(): Promise<void>;
}

/** How a fault server is started. */
export interface ServerOptions {
  env?: Record<string, string>;
  /** Run as an unprivileged user when this is root (file permission faults). */
  unprivileged?: boolean;
  /** How long it may take to answer `/api/health` (default 60 s). */
  startMs?: number;
}

/** Resolves once a child process has ended (at once when it already has). */
export function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function waitForHealth(base: string, child: ChildProcess, output: () => string, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}):\n${output()}`);
    const up = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline) throw new Error(`server did not answer within ${ms} ms:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts `src/main.ts` on a free loopback port and the database `databaseUrl`; resolves once it answers. */
export async function startServer(databaseUrl: string, options: ServerOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const drop = options.unprivileged && runsAsRoot() ? { uid: NOBODY, gid: NOBODY } : {};
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...serverProcessEnv(databaseUrl, port, FAULT_SECRET), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...drop,
  });
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-8_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let asked = false;
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child, () => text, options.startMs ?? 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    base,
    pid: child.pid!,
    crashed: () => !asked && (child.exitCode !== null || child.signalCode !== null),
    output: () => text,
    async stop() {
      asked = true;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited(child);
      clearTimeout(timer);
    },
    async kill9() {
      asked = true;
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}
