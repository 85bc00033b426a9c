import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CsvSource } from './csv.js';
import { memberIdsByCodeAll, productIdsByCode } from './imports.repository.js';
import type { ImportResult, ImportSummary } from './imports.types.js';
import type { StageJob } from './registration-stage.js';
import { stageFile } from './stage-in-worker.js';

/** How a registrations file is staged: its temporary folder's prefix, chunk size and worker choice. */
export interface StageOptions {
  prefix: string;
  chunkRows: number;
  worker: boolean;
}

/**
 * Checks a registrations CSV whole into a staged file in a temporary folder (removed afterwards) and, when
 * every row passed, answers the summary `use` works out of the staged file; else every problem.
 */
export async function withStagedRows(
  db: Kysely<Database>,
  source: CsvSource,
  options: StageOptions,
  use: (staged: string, rows: number) => Promise<ImportSummary>,
): Promise<ImportResult> {
  const dir = await mkdtemp(join(tmpdir(), options.prefix));
  try {
    const job: StageJob = {
      source,
      staged: join(dir, 'rows.v8'),
      chunkRows: options.chunkRows,
      productIds: [...(await productIdsByCode(db))],
      memberIds: [...(await memberIdsByCodeAll(db))],
    };
    const check = await stageFile(job, options.worker);
    if (!check.ok) return check;
    return { ok: true, rows: check.rows, summary: await use(job.staged, check.rows) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
