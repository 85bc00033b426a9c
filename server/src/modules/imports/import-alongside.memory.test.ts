import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { tempFolderForEachTest } from '../../../test/cli.js';
import { csvText } from '../../../test/csv.js';
import { describeWithDatabase } from '../../../test/database-suite.js';
import { createTinyCatalogue, dailyStatsInOrder } from '../../../test/factories.js';
import { importRegistrations } from './imports.service.js';
import { stageRegistrations } from './registration-stage.js';
import { WORKER_MIN_BYTES } from './stage-in-worker.js';
import { GrowingFeed } from './staged-feed.js';

// The worker replaced by the same check in this thread: it stages every chunk, never answers, and fails
// as a worker that reached its heap limit does once the test says so (after the first transaction).
const staging = vi.hoisted(() => ({ feeds: [] as Array<{ fail: (error: Error) => void }> }));
vi.mock('./stage-in-worker.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./stage-in-worker.js')>()),
  stageAlongside: (job: Parameters<typeof stageRegistrations>[0]) => {
    const feed = new GrowingFeed(job.staged);
    staging.feeds.push(feed);
    void stageRegistrations(job, (mark) => feed.mark(mark));
    return { feed, stop: async () => undefined };
  },
}));

const outOfMemory = () =>
  Object.assign(new Error('worker out of memory'), { code: 'ERR_WORKER_OUT_OF_MEMORY' });

const NOW = new Date('2026-03-04T12:00:00Z');
const HEADER = ['TescilNo', 'IslemZamani', 'UrunKodu', 'Miktar', 'BirimFiyat', 'Kanal'];

describeWithDatabase(
  'an import whose check worker runs out of memory,',
  { seed: (db) => createTinyCatalogue(db.kysely), freshForEachTest: true },
  (t) => {
    const dir = tempFolderForEachTest('bulten-alongside-memory-test-');

    it('undoes what it wrote and imports the file checked whole in this thread instead', async () => {
      const count = Math.ceil(WORKER_MIN_BYTES / 40);
      const rows = Array.from({ length: count }, (_, i) => [
        `M-${i}`,
        `2026-03-0${2 + (i % 3)} 10:${String(10 + (i % 40)).padStart(2, '0')}`,
        i % 2 ? 'BUG1A' : 'ARP1A',
        String(100 + (i % 900)),
        `${10 + (i % 50)}.5`,
        'SALON',
      ]);
      const file = join(dir(), 'rows.csv');
      await writeFile(file, csvText([HEADER, ...rows]));
      const progress: number[] = [];
      const result = await importRegistrations(
        t.kysely,
        { file },
        {
          now: NOW,
          source: 'cli',
          chunkRows: 500,
          transactionRows: 1000,
          alongside: true,
          onProgress: (done) => {
            progress.push(done);
            staging.feeds.at(-1)?.fail(outOfMemory());
          },
        },
      );
      expect(result).toMatchObject({ ok: true, rows: count, summary: { inserted: count, skipped: 0 } });
      // Written twice: alongside the failing check first (undone), then after the check in this thread.
      expect(progress.filter((done, i) => i > 0 && done <= progress[i - 1]!)).toHaveLength(1);
      const states = await t.kysely.selectFrom('import_batch').select('state').orderBy('id').execute();
      expect(states.map((s) => s.state)).toEqual(['undone', 'done']);
      const stats = await dailyStatsInOrder(t.kysely);
      expect(stats.reduce((n, s) => n + s.trade_count, 0)).toBe(count);
    });
  },
);
