import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { expect, it } from 'vitest';
import { csvText } from '../../../test/csv.js';
import { describeWithDatabase } from '../../../test/database-suite.js';
import { createTinyCatalogue, dailyStatsInOrder } from '../../../test/factories.js';
import type { Db } from '../../db/database.js';
import { undoAbandonedBatches } from './import-batch.repository.js';
import { importRegistrationsFromText } from './imports.service.js';

const HEADER = ['TescilNo', 'IslemZamani', 'UrunKodu', 'Miktar', 'BirimFiyat', 'Kanal', 'Durum', 'BasSayisi'];
const NOW = new Date('2026-03-04T12:00:00Z');

// `count` trades from number `from` on, over two days and two products; `salt` changes their prices.
function file(count: number, from: number, salt: number): string {
  return csvText([
    HEADER,
    ...Array.from({ length: count }, (_, k) => [
      `T-${from + k}`,
      `2026-03-0${2 + (k % 2)} 10:${String(10 + (k % 40)).padStart(2, '0')}`,
      k % 3 ? 'BUG1A' : 'BUG1B',
      String(100 + k * 7),
      `${20 + ((k + salt) % 9)}.5`,
      'SALON',
      'AKTIF',
      '',
    ]),
  ]);
}

async function tables(db: Db) {
  const registrations = await db.kysely.selectFrom('registration').selectAll().orderBy('id').execute();
  const versions = await db.kysely.selectFrom('registration_version').selectAll().orderBy('id').execute();
  return { registrations, versions, stats: await dailyStatsInOrder(db.kysely) };
}

// A process id of this host that has ended.
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid;

describeWithDatabase(
  'import batches left running',
  {
    seed: async (db) => {
      await createTinyCatalogue(db.kysely);
      await importRegistrationsFromText(db.kysely, file(30, 0, 0), { now: NOW, chunkRows: 7 });
    },
    freshForEachTest: true,
  },
  (t) => {
    // The second import (corrections of the first's numbers and new ones), then its batch made to look as a
    // killed process leaves it: still `running`, owned by `owner`, last heard of at `heartbeat`.
    async function leftRunning(owner: string, heartbeat: string): Promise<number> {
      await importRegistrationsFromText(t.kysely, file(40, 20, 4), { now: NOW, chunkRows: 7 });
      const batch = await t.kysely
        .selectFrom('import_batch')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      await t.kysely
        .updateTable('import_batch')
        .set({ state: 'running', finished_at: null, owner, heartbeat_at: heartbeat })
        .where('id', '=', batch.id)
        .execute();
      return batch.id;
    }

    const stateOf = async (id: number) =>
      (
        await t.kysely
          .selectFrom('import_batch')
          .select('state')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).state;

    it('undoes a batch whose process of this host is gone, statistics recomputed', async () => {
      const before = await tables(t.db);
      const batch = await leftRunning(`${hostname()}:${deadPid()}`, new Date().toISOString());
      expect(await tables(t.db)).not.toEqual(before);
      expect(await undoAbandonedBatches(t.kysely, new Date())).toEqual([batch]);
      expect(await tables(t.db)).toEqual(before);
      expect(await stateOf(batch)).toBe('undone');
      expect(await undoAbandonedBatches(t.kysely, new Date())).toEqual([]);
    });

    it('keeps a batch whose owner runs, and one of another host heard from within the lease', async () => {
      const heartbeat = new Date().toISOString();
      const alive = await leftRunning(`${hostname()}:${process.ppid}`, heartbeat);
      expect(await undoAbandonedBatches(t.kysely, new Date())).toEqual([]);
      expect(await stateOf(alive)).toBe('running');
      await t.kysely
        .updateTable('import_batch')
        .set({ owner: 'elsewhere:1' })
        .where('id', '=', alive)
        .execute();
      expect(await undoAbandonedBatches(t.kysely, new Date(Date.now() + 9 * 60_000))).toEqual([]);
      expect(await undoAbandonedBatches(t.kysely, new Date(Date.now() + 11 * 60_000))).toEqual([alive]);
      expect(await stateOf(alive)).toBe('undone');
    });

    it('undoes an abandoned batch before a new import starts', async () => {
      const before = await tables(t.db);
      const batch = await leftRunning(`${hostname()}:${deadPid()}`, new Date().toISOString());
      const result = await importRegistrationsFromText(t.kysely, file(5, 100, 1), { now: NOW });
      expect(result).toMatchObject({ ok: true, rows: 5 });
      expect(await stateOf(batch)).toBe('undone');
      const after = await tables(t.db);
      expect(after.registrations.slice(0, before.registrations.length)).toEqual(before.registrations);
      expect(after.registrations.map((r) => r.registration_no).slice(before.registrations.length)).toEqual([
        'T-100',
        'T-101',
        'T-102',
        'T-103',
        'T-104',
      ]);
    });
  },
);
