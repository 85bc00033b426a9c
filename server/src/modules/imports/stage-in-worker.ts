import { Worker } from 'node:worker_threads';
import type { FileCheck } from './read-file.js';
import type { StageJob } from './registration-stage.js';

// From source (tsx, tests) the worker is the .ts file and needs tsx's loader; compiled, the .js beside this.
const fromSource = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(fromSource ? './stage.worker.ts' : './stage.worker.js', import.meta.url);

function workerArgv(): string[] {
  const argv = process.execArgv;
  if (!fromSource || argv.some((arg, i) => arg === 'tsx' && argv[i - 1] === '--import')) return argv;
  return [...argv, '--import', 'tsx'];
}

/**
 * Runs `stageRegistrations` in a worker thread, so parsing and checking a big file never holds up the
 * event loop (other requests keep being answered while an upload is checked).
 */
export function stageInWorker(job: StageJob): Promise<FileCheck> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, { workerData: job, execArgv: workerArgv() });
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
