import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CsvSource } from './csv.js';
import { memberIdsByCodeAll, productIdsByCode } from './imports.repository.js';
import type { ImportResult, ImportSummary } from './imports.types.js';
import type { StageJob } from './registration-stage.js';
import { isWorkerOutOfMemory, needsWorker, stageAlongside, stageFile } from './stage-in-worker.js';
import { completeFeed, StagedCheckFailed, type StagedFeed } from './staged-feed.js';

/** How a registrations file is staged: its temporary folder's prefix, chunk size and worker choice. */
export interface StageOptions {
  prefix: string;
  chunkRows: number;
  worker: boolean;
  /**
   * Use the staged rows while the rest of the file is still checked in a worker thread (a file that needs
   * one: `needsWorker`); a problem found later makes `use` fail, and it must undo what it wrote.
   */
  alongside?: boolean;
}

// The check in a worker beside `use`: the file's problems answered as such, the worker ended in any case;
// undefined when the worker ran out of memory (`use` undid what it wrote).
async function useAlongside(
  job: StageJob,
  use: (feed: StagedFeed) => Promise<ImportSummary>,
): Promise<ImportResult | undefined> {
  const staging = stageAlongside(job);
  try {
    const summary = await use(staging.feed);
    return { ok: true, rows: staging.feed.rows(), summary };
  } catch (error) {
    if (error instanceof StagedCheckFailed) return { ok: false, problems: error.problems };
    if (isWorkerOutOfMemory(error)) return undefined;
    throw error;
  } finally {
    await staging.stop();
  }
}

/**
 * Checks a registrations CSV whole into a staged file in a temporary folder (removed afterwards) and, when
 * every row passed, answers the summary `use` works out of the staged file; else every problem. With
 * `alongside`, `use` starts on the first rows staged while the check goes on (`GrowingFeed`).
 */
export async function withStagedRows(
  db: Kysely<Database>,
  source: CsvSource,
  options: StageOptions,
  use: (feed: StagedFeed) => Promise<ImportSummary>,
): Promise<ImportResult> {
  const dir = await mkdtemp(join(tmpdir(), options.prefix));
  try {
    const job: StageJob = {
      source,
      staged: join(dir, 'rows.staged'),
      chunkRows: options.chunkRows,
      productIds: [...(await productIdsByCode(db))],
      memberIds: [...(await memberIdsByCodeAll(db))],
    };
    if (options.alongside && (await needsWorker(source))) {
      const result = await useAlongside(job, use);
      if (result) return result;
      // Its check needed more memory than the worker has: checked here, whole first.
    }
    const check = await stageFile(job, options.worker);
    if (!check.ok) return check;
    return { ok: true, rows: check.rows, summary: await use(completeFeed(job.staged, check.rows)) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
