import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FileCheck } from './read-file.js';
import type { StageJob } from './registration-stage.js';

// From source (tsx, tests) the worker is the .ts file, loaded after registering tsx's loader in the
// worker itself (Node does not carry a loader into worker threads); compiled, the .js beside this one.
const fromSource = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(fromSource ? './stage.worker.ts' : './stage.worker.js', import.meta.url);

function startWorker(job: StageJob): Worker {
  if (!fromSource) return new Worker(WORKER_URL, { workerData: job });
  // The ESM build of tsx's API (what require.resolve names is its CommonJS twin).
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const boot =
    `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); ` +
    `return import(${JSON.stringify(WORKER_URL.href)}); });`;
  return new Worker(boot, { eval: true, workerData: job });
}

/**
 * Runs `stageRegistrations` in a worker thread, so parsing and checking a big file never holds up the
 * event loop (other requests keep being answered while an upload is checked).
 */
export function stageInWorker(job: StageJob): Promise<FileCheck> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(job);
    let answered = false;
    worker.once('message', (result: FileCheck) => {
      answered = true;
      resolve(result);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`import check worker stopped with exit code ${code}`));
    });
  });
}
