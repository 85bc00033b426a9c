import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { type Channel, parseScaled, parseTradeTime } from '@bulten/core';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createMembers, csvText } from '../../../test/csv.js';
import { describeWithDatabase } from '../../../test/database-suite.js';
import { createTinyCatalogue, dailyStatsInOrder } from '../../../test/factories.js';
import type { Db } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';
import { loadCatalogue } from '../catalogue/catalogue.service.js';
import { syncRollupMembers } from '../figures/figures.node-rollup.js';
import {
  dropRegistrationIndexes,
  REGISTRATION_INDEXES,
  registrationIndexNames,
} from '../registrations/registration-indexes.js';
import { applyRegistration, type RegistrationInput } from '../registrations/registrations.service.js';
import { indexDropThreshold } from './bulk-indexes.js';
import { undoAbandonedBatches } from './import-batch.repository.js';
import { importRegistrationsFromText } from './imports.service.js';

const NOW = new Date('2026-03-04T12:00:00Z');
const HEADER = ['TescilNo', 'IslemZamani', 'UrunKodu', 'Miktar', 'BirimFiyat', 'Kanal', 'Durum', 'BasSayisi'];
const PRODUCTS = ['BUG1A', 'BUG1B', 'ARP1A', 'CHB1'];
const DAYS = ['2026-03-02', '2026-03-03', '2026-03-04'];

// `count` rows over three days and four products, trade times repeated (first and last then go by id),
// cancellations among them; `from` numbers them, `salt` changes prices.
function lines(count: number, from = 0, salt = 0): string[][] {
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    const product = PRODUCTS[(i * 7) % PRODUCTS.length]!;
    const live = product === 'CHB1';
    return [
      `B-${i}`,
      `${DAYS[i % DAYS.length]} 10:${String(10 + ((i * 3) % 4)).padStart(2, '0')}`,
      product,
      String(100 + ((i * 13) % 900)),
      `${10 + ((i * 17 + salt) % 50)}.${(i * 31) % 10}`,
      live ? 'CANLI_HAYVAN' : i % 2 ? 'SALON' : 'SERBEST',
      i % 11 === 5 ? 'IPTAL' : 'AKTIF',
      live ? String(1 + (i % 4)) : '',
    ];
  });
}

// The same line as the staff desk registers it.
function inputOf(line: string[], ids: Map<string, number>): RegistrationInput {
  const [no, time, product, quantity, price, channel, status, heads] = line as [string, ...string[]];
  return {
    registrationNo: no,
    tradedAt: parseTradeTime(time!)!,
    productId: ids.get(product!)!,
    quantityMilli: Number(quantity) * 1000,
    unitPriceE4: parseScaled(price!, 4)!,
    channel: channel as Channel,
    status: status as 'AKTIF' | 'IPTAL',
    headCount: heads ? Number(heads) : null,
  };
}

async function indexNames(db: Db): Promise<string[]> {
  const present = await registrationIndexNames(db.kysely);
  return REGISTRATION_INDEXES.map(([name]) => name)
    .filter((name) => present.has(name))
    .sort();
}

const ALL_INDEXES = REGISTRATION_INDEXES.map(([name]) => name).sort();

// Whether the connection checks foreign keys (PostgreSQL always does; SQLite's bulk load turns it off).
async function checksForeignKeys(db: Db): Promise<boolean> {
  if (dialectOf(db.kysely) !== 'sqlite') return true;
  const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db.kysely);
  return rows[0]?.foreign_keys === 1;
}

// Everything the bulletin is read from: the registrations, their statistics and the nodes' roll-ups.
async function figures(db: Db) {
  const registrations = await db.kysely
    .selectFrom('registration')
    .select(['id', 'registration_no', 'traded_at', 'product_id', 'quantity_milli', 'unit_price_e4', 'status'])
    .orderBy('id')
    .execute();
  const nodes = await db.kysely
    .selectFrom('node_day_stat')
    .selectAll()
    .orderBy('node_id')
    .orderBy('channel')
    .orderBy('trade_date')
    .execute();
  return { registrations, stats: await dailyStatsInOrder(db.kysely), nodes };
}

const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid;

// Each test's database and the second one it compares figures with start from this catalogue.
const seedRollupCatalogue = async (db: Db) => {
  await createTinyCatalogue(db.kysely);
  await syncRollupMembers(db.kysely, await loadCatalogue(db.kysely));
};

describeWithDatabase(
  'bulk registration imports',
  { seed: seedRollupCatalogue, freshForEachTest: true },
  (t) => {
    let other: Db;

    beforeEach(async () => {
      other = await t.factory.open();
      await seedRollupCatalogue(other);
    });
    afterEach(async () => {
      await t.factory.close(other);
    });

    it('gives the figures of the same rows registered one by one, indexes dropped and built again after', async () => {
      const file = lines(120);
      let during: Promise<string[]> | undefined;
      const result = await importRegistrationsFromText(t.kysely, csvText([HEADER, ...file]), {
        now: NOW,
        chunkRows: 16,
        transactionRows: 48,
        dropIndexesFrom: 50,
        onProgress: () => {
          during ??= indexNames(t.db);
        },
      });
      expect(result).toMatchObject({ ok: true, rows: 120 });
      // Into a database without registrations, on both dialects: nothing is read through them yet.
      expect(await during).toEqual([]);
      expect(await indexNames(t.db)).toEqual(ALL_INDEXES);
      expect(await checksForeignKeys(t.db)).toBe(true);
      const ids = new Map([...(await loadCatalogue(other.kysely)).nodes.values()].map((n) => [n.code, n.id]));
      for (const line of file) await applyRegistration(other.kysely, inputOf(line, ids), NOW);
      const imported = await figures(t.db);
      expect(imported.stats.length).toBe(12);
      expect(imported.nodes.length).toBeGreaterThan(12);
      expect(imported).toEqual(await figures(other));
    });

    it('refuses and undoes a bulk import whose rows name a member removed after its check', async () => {
      await importRegistrationsFromText(t.kysely, csvText([HEADER, ...lines(30)]), { now: NOW });
      const before = await figures(t.db);
      const late = (await createMembers(t.kysely, ['U-LATE'])).get('U-LATE')!;
      // The member buys only in the file's last rows: it is gone by the time they are written.
      const file = lines(90, 20, 3).map((line, k) => [...line, k >= 60 ? 'U-LATE' : '']);
      const importing = importRegistrationsFromText(
        t.kysely,
        csvText([[...HEADER, 'AliciUyeKodu'], ...file]),
        {
          now: NOW,
          chunkRows: 10,
          transactionRows: 20,
          dropIndexesFrom: 50,
          onProgress: (done) => {
            if (done === 20) void t.kysely.deleteFrom('member').where('id', '=', late).execute();
          },
        },
      );
      await expect(importing).rejects.toThrow(/removed after the file was checked|foreign key/);
      expect(await indexNames(t.db)).toEqual(ALL_INDEXES);
      expect(await checksForeignKeys(t.db)).toBe(true);
      expect(await figures(t.db)).toEqual(before);
      const dangling = await t.kysely
        .selectFrom('registration')
        .select('id')
        .where('buyer_member_id', '=', late)
        .execute();
      expect(dangling).toEqual([]);
    });

    it('builds the indexes again when a bulk import fails half-way, and undoes it', async () => {
      await importRegistrationsFromText(t.kysely, csvText([HEADER, ...lines(30)]), { now: NOW });
      const before = await figures(t.db);
      let transactions = 0;
      const failing = importRegistrationsFromText(t.kysely, csvText([HEADER, ...lines(90, 20, 3)]), {
        now: NOW,
        chunkRows: 10,
        transactionRows: 20,
        dropIndexesFrom: 50,
        onProgress: () => {
          transactions += 1;
          if (transactions === 2) throw new Error('disk full');
        },
      });
      await expect(failing).rejects.toThrow('disk full');
      expect(await indexNames(t.db)).toEqual(ALL_INDEXES);
      expect(await figures(t.db)).toEqual(before);
    });

    it('builds the indexes a killed bulk import dropped when its batch is undone, not while another runs', async () => {
      await importRegistrationsFromText(t.kysely, csvText([HEADER, ...lines(30)]), { now: NOW });
      const before = await figures(t.db);
      await importRegistrationsFromText(t.kysely, csvText([HEADER, ...lines(40, 20, 3)]), { now: NOW });
      await dropRegistrationIndexes(t.kysely);
      const batches = await t.kysely.selectFrom('import_batch').select('id').orderBy('id').execute();
      const killed = batches.at(-1)!.id;
      const leave = (owner: string) =>
        t.kysely
          .updateTable('import_batch')
          .set({ state: 'running', finished_at: null, owner, heartbeat_at: new Date().toISOString() })
          .where('id', '=', killed)
          .execute();
      // Its owner still runs: nothing undone, the indexes stay dropped for it.
      await leave(`${hostname()}:${process.ppid}`);
      expect(await undoAbandonedBatches(t.kysely, new Date())).toEqual([]);
      expect(await indexNames(t.db)).toEqual([]);
      await leave(`${hostname()}:${deadPid()}`);
      expect(await undoAbandonedBatches(t.kysely, new Date())).toEqual([killed]);
      expect(await indexNames(t.db)).toEqual(ALL_INDEXES);
      expect(await figures(t.db)).toEqual(before);
    });

    it.runIf(t.dialect === 'postgres')(
      'starts an import while another session writes registrations, its indexes all there',
      async () => {
        await importRegistrationsFromText(t.kysely, csvText([HEADER, ...lines(5)]), { now: NOW });
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        let writing = () => {};
        const written = new Promise<void>((resolve) => {
          writing = resolve;
        });
        const writer = t.kysely.transaction().execute(async (trx) => {
          await trx
            .updateTable('registration')
            .set({ city: 'KONYA' })
            .where('registration_no', '=', 'B-1')
            .execute();
          writing();
          await held;
        });
        await written;
        // `create index if not exists` would wait here for the writer's transaction to end.
        const started = await Promise.race([
          undoAbandonedBatches(t.kysely, new Date()).then(() => 'started'),
          new Promise<string>((resolve) => setTimeout(() => resolve('waited for the writer'), 3_000)),
        ]);
        release();
        await writer;
        expect(started).toBe('started');
      },
    );

    it('drops the indexes into an empty table, and on SQLite from the threshold and as many rows as are stored', async () => {
      const sqlite = dialectOf(t.kysely) === 'sqlite';
      // Into a database without registrations: from the first row, on both dialects.
      expect(await indexDropThreshold(t.kysely, 50)).toBe(0);
      await importRegistrationsFromText(t.kysely, csvText([HEADER, ...lines(60)]), { now: NOW });
      expect(await indexDropThreshold(t.kysely, 50)).toBe(sqlite ? 60 : undefined);
      expect(await indexDropThreshold(t.kysely, 70)).toBe(sqlite ? 70 : undefined);
      expect(await indexDropThreshold(t.kysely)).toBeUndefined();
    });
  },
);
