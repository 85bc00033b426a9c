import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { endpointUrl, systemEndpoints } from '@bulten/core';
import { REPO_ROOT } from './paths';

/** A server started for the tests. */
export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Where the server keeps its data and writes its log. */
export interface ServerOptions {
  databaseFile: string;
  dataDir: string;
  logFile: string;
  /** The built web app to serve. */
  webDist: string;
  env?: Record<string, string>;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The environment every server and CLI run of the tests shares. */
export function serverEnv(options: ServerOptions, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: options.databaseFile,
    DATA_DIR: options.dataDir,
    WEB_DIST: options.webDist,
    DEMO_LIVE: '0',
    DEMO_DATA: '1',
    // The demo lists loopback peers on fixed ports; the tests read peers only when they ask (`peer fetch`).
    PEER_FETCH: '0',
    LOG_LEVEL: 'warn',
    // Every browser of the run signs in from 127.0.0.1, like a whole hall behind one address.
    SIGN_IN_PER_IP_PER_MINUTE: '600',
    ...options.env,
    ...extra,
  };
}

/** Runs the `bulten` CLI on the test database; throws with its output when it fails. */
export function runCli(options: ServerOptions, args: string[]): string {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join('server', 'src', 'cli', 'main.ts'), ...args],
    {
      cwd: REPO_ROOT,
      env: serverEnv(options),
      encoding: 'utf8',
      timeout: 30 * 60_000,
    },
  );
  if (result.status !== 0) {
    throw new Error(
      `bulten ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}${endpointUrl(systemEndpoints.Health)}`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server did not answer ${endpointUrl(systemEndpoints.Health)} within ${timeoutMs} ms`);
}

/** Starts `node --import tsx server/src/main.ts` on a free port and waits for `/api/health`. */
export async function startServer(options: ServerOptions, timeoutMs = 20 * 60_000): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', join('server', 'src', 'main.ts')], {
    cwd: REPO_ROOT,
    env: serverEnv(options, { PORT: String(port), HOST: '127.0.0.1' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(options.logFile);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  try {
    await waitForHealth(url, child, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}; see ${options.logFile}`);
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
