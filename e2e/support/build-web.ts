import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from './paths';

/**
 * Builds the web app into `outDir` (`npm run build -w web -- --outDir …`). Each run builds its own copy:
 * the server under test must not see `web/dist` change under it when another run or `npm start` rebuilds it.
 */
export function buildWeb(outDir: string): void {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const args = ['run', 'build', '-w', 'web', '--', '--outDir', outDir, '--emptyOutDir'];
  const result = spawnSync('npm', args, { cwd: REPO_ROOT, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`web build failed:\n${result.stdout}\n${result.stderr}`);
}
