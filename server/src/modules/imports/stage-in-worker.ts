import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CsvSource } from './csv.js';
import type { FileCheck } from './read-file.js';
import { type StageJob, stageRegistrations } from './registration-stage.js';

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
function stageInWorker(job: StageJob): Promise<FileCheck> {
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

/**
 * Size from which a file is checked in a worker thread (512 KiB, some 6,000 rows: a few tens of ms of
 * checking). A smaller one is checked at once: starting a worker costs more than its check.
 */
export const WORKER_MIN_BYTES = 512 * 1024;

/** Whether checking `source` is worth a worker thread: a file of at least WORKER_MIN_BYTES. */
export async function needsWorker(source: CsvSource): Promise<boolean> {
  return 'file' in source && (await stat(source.file)).size >= WORKER_MIN_BYTES;
}

/** Checks and stages a registrations file; in a worker thread when `worker` is asked and the file needs one. */
export async function stageFile(job: StageJob, worker: boolean): Promise<FileCheck> {
  return worker && (await needsWorker(job.source)) ? stageInWorker(job) : stageRegistrations(job);
}
