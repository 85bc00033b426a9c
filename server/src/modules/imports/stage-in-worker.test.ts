import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvText, REGISTRATION_COLUMNS } from '../../../test/csv.js';
import { needsWorker, stageFile, WORKER_MIN_BYTES } from './stage-in-worker.js';

// A worker thread costs a start (a module graph loaded again) far above the check of a small file: the
// reliability fuzz's 16 parallel one-line uploads each started one and were left unanswered for over 5 s.
describe('staging off the event loop', () => {
  let dir: string;
  const row = ['2026-0001', '02.03.2026 10:15', 'BUG1A', '25000', '12.5', 'SALON', '', ''];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bulten-stage-test-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('checks a small file at once and keeps the worker thread for a file of WORKER_MIN_BYTES or more', async () => {
    const small = join(dir, 'small.csv');
    const big = join(dir, 'big.csv');
    await writeFile(small, csvText([REGISTRATION_COLUMNS, row]));
    await writeFile(big, 'x'.repeat(WORKER_MIN_BYTES));
    expect(await needsWorker({ file: small })).toBe(false);
    expect(await needsWorker({ file: big })).toBe(true);
    expect(await needsWorker({ text: 'x'.repeat(WORKER_MIN_BYTES) })).toBe(false);
  });

  it('answers 16 parallel small checks asked to use a worker, each as the in-process check does', async () => {
    const file = join(dir, 'one-row.csv');
    await writeFile(file, csvText([REGISTRATION_COLUMNS, row]));
    const job = (n: number) => ({
      source: { file },
      staged: join(dir, `rows-${n}.v8`),
      chunkRows: 100,
      productIds: [['BUG1A', 1]] as const,
      memberIds: [] as const,
    });
    const checks = await Promise.all(Array.from({ length: 16 }, (_, n) => stageFile(job(n), true)));
    const direct = await stageFile(job(99), false);
    expect(direct).toEqual({ ok: true, rows: 1 });
    expect(checks).toEqual(Array.from({ length: 16 }, () => direct));
  });
});
