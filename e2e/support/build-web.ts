import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, WEB_DIST } from './paths';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

/** True when `web/dist` is missing or older than the web's or core's sources. */
export function webBuildIsStale(): boolean {
  const built = newestMtime(join(WEB_DIST, 'index.html'));
  const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'core/src'].map((p) =>
    newestMtime(join(REPO_ROOT, p)),
  );
  return built === 0 || Math.max(...sources) > built;
}

/** Builds the web app (`npm run build -w web`) when it is stale. */
export function buildWebIfStale(): void {
  if (!webBuildIsStale()) return;
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: REPO_ROOT, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`web build failed:\n${result.stdout}\n${result.stderr}`);
}
