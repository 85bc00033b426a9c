import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CsvSource } from './csv.js';
import type { FileCheck } from './read-file.js';
import { type StageJob, stageRegistrations } from './registration-stage.js';
import { GrowingFeed } from './staged-feed.js';
import type { StagedMark } from './staged-file.js';

/** What the worker is given: the job, and whether to announce each chunk as it is staged. */
export interface StageWorkerData {
  job: StageJob;
  announce: boolean;
}

/** What the worker posts: a chunk staged (`announce` only), then the check's answer. */
export type StageMessage = { mark: StagedMark } | { check: FileCheck };

// From source (tsx, tests) the worker is the .ts file, loaded after registering tsx's loader in the
// worker itself (Node does not carry a loader into worker threads); compiled, the .js beside this one.
const fromSource = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(fromSource ? './stage.worker.ts' : './stage.worker.js', import.meta.url);

// A small young generation: the check's garbage is short-lived rows and parser buffers; with V8's default
// the worker thread held some 40 MB more resident memory for no measurable gain in time.
const resourceLimits = { maxYoungGenerationSizeMb: 4 };

// The worker beside the CLI's commit also gets a small old generation (its live data is its modules and
// one chunk): some 25 MB less resident memory at the import's peak. A file whose check needs more (a
// huge cell) runs it out of memory; the import then checks that file in this thread (`isWorkerOutOfMemory`).
const ALONGSIDE_LIMITS = { ...resourceLimits, maxOldGenerationSizeMb: 48 };

/** True when a worker thread stopped because it reached its heap limit. */
export function isWorkerOutOfMemory(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
}

function startWorker(workerData: StageWorkerData, limits = resourceLimits): Worker {
  if (!fromSource) return new Worker(WORKER_URL, { workerData, resourceLimits: limits });
  // The ESM build of tsx's API (what require.resolve names is its CommonJS twin).
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const boot =
    `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); ` +
    `return import(${JSON.stringify(WORKER_URL.href)}); });`;
  return new Worker(boot, { eval: true, workerData, resourceLimits: limits });
}

/**
 * Runs `stageRegistrations` in a worker thread, so parsing and checking a big file never holds up the
 * event loop (other requests keep being answered while an upload is checked).
 */
function stageInWorker(job: StageJob): Promise<FileCheck> {
  return new Promise((resolve, reject) => {
    const worker = startWorker({ job, announce: false });
    let answered = false;
    worker.once('message', (message: StageMessage) => {
      answered = true;
      if ('check' in message) resolve(message.check);
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

/**
 * Whether checking `source` is worth a worker thread: a file of at least WORKER_MIN_BYTES. A file that
 * cannot be read is not: the check in this thread reports it as it always did.
 */
export async function needsWorker(source: CsvSource): Promise<boolean> {
  if (!('file' in source)) return false;
  const size = await stat(source.file).then(
    (stats) => stats.size,
    () => 0,
  );
  return size >= WORKER_MIN_BYTES;
}

/** Checks and stages a registrations file; in a worker thread when `worker` is asked and the file needs one. */
export async function stageFile(job: StageJob, worker: boolean): Promise<FileCheck> {
  return worker && (await needsWorker(job.source)) ? stageInWorker(job) : stageRegistrations(job);
}

/** A check running in a worker thread beside the commit: its feed, and `stop` (ends it, answered or not). */
export interface StagingAlongside {
  feed: GrowingFeed;
  stop: () => Promise<void>;
}

/**
 * Starts `stageRegistrations` in a worker thread that announces each chunk as it is staged, so the rows
 * can be committed while the rest of the file is still being checked (the CLI's bulk import).
 */
export function stageAlongside(job: StageJob): StagingAlongside {
  const feed = new GrowingFeed(job.staged);
  const worker = startWorker({ job, announce: true }, ALONGSIDE_LIMITS);
  worker.on('message', (message: StageMessage) => {
    if ('mark' in message) feed.mark(message.mark);
    else feed.finish(message.check);
  });
  worker.once('error', (error) => feed.fail(error));
  worker.once('exit', (code) => feed.fail(new Error(`import check worker stopped with exit code ${code}`)));
  return {
    feed,
    stop: async () => {
      if (!feed.over) await worker.terminate();
    },
  };
}
