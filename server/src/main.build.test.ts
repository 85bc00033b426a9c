import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpointUrl, marketEndpoints, systemEndpoints } from '@bulten/core';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER = dirname(dirname(fileURLToPath(import.meta.url)));
// Inside the repository, where the bundle finds node_modules; not dist/, which `npm start` may be running.
const OUT = join(SERVER, 'node_modules', '.cache', `bulten-build-test-${process.pid}`);
const DATA = mkdtempSync(join(tmpdir(), 'bulten-build-test-'));

let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(OUT, { recursive: true, force: true });
  rmSync(DATA, { recursive: true, force: true });
});

async function answered(url: string, deadline: number): Promise<Response> {
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > deadline || child?.exitCode !== null) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('production build', () => {
  it('bundles the server into plain JavaScript that starts, migrates and answers', async () => {
    const build = spawnSync(process.execPath, ['scripts/build.mjs', '--outdir', OUT], {
      cwd: SERVER,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    expect(existsSync(join(OUT, 'main.js'))).toBe(true);
    // Every file the bundle loads beside itself (worker threads) was built too.
    const beside = [
      ...readFileSync(join(OUT, 'main.js'), 'utf8').matchAll(/"\.\/([\w.-]+\.js)", import\.meta\.url/g),
    ];
    expect(beside.map((m) => m[1])).toContain('stage.worker.js');
    for (const [, file] of beside) expect([file, existsSync(join(OUT, file!))]).toEqual([file, true]);
    const port = 20_000 + (process.pid % 20_000);
    child = spawn(process.execPath, [join(OUT, 'main.js')], {
      cwd: DATA,
      env: {
        ...process.env,
        DATABASE_URL: join(DATA, 'bulten.sqlite'),
        DATA_DIR: DATA,
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_DATA: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${port}`;
    const health = await answered(`${base}${endpointUrl(systemEndpoints.Health)}`, Date.now() + 60_000);
    expect(health.status).toBe(200);
    // An empty market: the migrated schema answers the public cards with no rows.
    const cards = await fetch(`${base}${endpointUrl(marketEndpoints.GetOnlineBultenAnaKart)}`);
    expect([cards.status, await cards.json()]).toEqual([200, []]);
  }, 120_000);
});
