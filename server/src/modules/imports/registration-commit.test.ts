import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { csvText } from '../../../test/csv.js';
import { describeWithDatabase } from '../../../test/database-suite.js';
import { createTinyCatalogue, dailyStatsInOrder } from '../../../test/factories.js';
import type { Db } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';
import { rebuildAllStats } from '../stats/stats.repository.js';
import { importRegistrationsFromText } from './imports.service.js';

const NOW = new Date('2026-03-04T12:00:00Z');
const HEADER = ['TescilNo', 'IslemZamani', 'UrunKodu', 'Miktar', 'BirimFiyat', 'Kanal', 'Durum', 'BasSayisi'];
const PRODUCTS = ['BUG1A', 'BUG1B', 'ARP1A', 'CHB1'];
const DAYS = ['2026-03-02', '2026-03-03', '2026-03-04'];

// Rows over three days and four products with repeated trade times (ties broken by id), live animals
// with head counts, cancellations and numbers repeated in one file; `salt` changes prices and places.
function rows(count: number, salt: number, from = 0): string[][] {
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    const product = PRODUCTS[(i * 7 + salt) % PRODUCTS.length]!;
    const live = product === 'CHB1';
    const day = DAYS[(i + salt) % DAYS.length]!;
    const minute = String(10 + ((i * 3 + salt) % 5)).padStart(2, '0');
    return [
      `T-${i % 37 === 36 ? i - 1 : i}`,
      `${day} 10:${minute}`,
      product,
      String(100 + ((i * 13 + salt * 5) % 900)),
      `${10 + ((i * 17 + salt) % 50)}.${(i * 31 + salt) % 10}`,
      live ? 'CANLI_HAYVAN' : i % 2 ? 'SALON' : 'SERBEST',
      (i + salt) % 11 === 0 ? 'IPTAL' : 'AKTIF',
      live ? String(1 + (i % 4)) : '',
    ];
  });
}

// A trigger of the database's own refusing one registration number, as a failing statement.
async function refuseOnInsert(db: Db, no: string): Promise<void> {
  if (dialectOf(db.kysely) === 'sqlite') {
    await sql`create trigger refuse before insert on registration when new.registration_no = ${sql.lit(no)}
      begin select raise(abort, ${sql.lit(`refused ${no}`)}); end`.execute(db.kysely);
    return;
  }
  await sql`create function refuse() returns trigger language plpgsql as $$ begin
      if new.registration_no = ${sql.lit(no)} then raise exception ${sql.lit(`refused ${no}`)}; end if;
      return new; end $$`.execute(db.kysely);
  await sql`create trigger refuse before insert on registration for each row execute function refuse()`.execute(
    db.kysely,
  );
}

async function tables(db: Db) {
  const registrations = await db.kysely.selectFrom('registration').selectAll().orderBy('id').execute();
  const versions = await db.kysely.selectFrom('registration_version').selectAll().orderBy('id').execute();
  // The figure log too: an undone batch takes its corrections' and new rows' changes with it.
  const changes = await db.kysely.selectFrom('figure_change').selectAll().orderBy('id').execute();
  return { registrations, versions, stats: await dailyStatsInOrder(db.kysely), changes };
}

describeWithDatabase(
  'chunked registration imports',
  { seed: (db) => createTinyCatalogue(db.kysely), freshForEachTest: true },
  (t) => {
    it('keeps statistics equal to a full recompute across chunks, corrections and cancellations', async () => {
      // Two trades of 5 × 10^15 e4 TL on one key: a sum past 2^53, which the database adds up instead.
      const big = ['2026-03-02 11:00', 'BUG1A', '500000000', '1000', 'SALON', 'AKTIF', ''];
      const file = csvText([HEADER, ...rows(200, 0), ['BIG-1', ...big], ['BIG-2', ...big]]);
      const first = await importRegistrationsFromText(t.kysely, file, { now: NOW, chunkRows: 7 });
      expect(first).toMatchObject({ ok: true, rows: 202 });
      const merged = await dailyStatsInOrder(t.kysely);
      await rebuildAllStats(t.kysely);
      expect(await dailyStatsInOrder(t.kysely)).toEqual(merged);
      // The second file corrects and cancels known numbers, adds new ones and repeats some of them.
      const second = csvText([HEADER, ...rows(150, 3, 120), ...rows(40, 5, 60)]);
      const result = await importRegistrationsFromText(t.kysely, second, { now: NOW, chunkRows: 9 });
      expect(result.ok && result.summary.corrected + result.summary.cancelled).toBeGreaterThan(50);
      // A new day whose trades share two trade times within one chunk: first and last go by id.
      const third = csvText([
        HEADER,
        ...Array.from({ length: 20 }, (_, i) => [
          `N-${i}`,
          `2026-03-05 10:0${i % 2}`,
          'BUG1B',
          '100',
          `${20 + i}`,
          'SALON',
          'AKTIF',
          '',
        ]),
      ]);
      const ties = await importRegistrationsFromText(t.kysely, third, { now: NOW, chunkRows: 200 });
      expect(ties).toMatchObject({ ok: true, rows: 20 });
      const chunked = await dailyStatsInOrder(t.kysely);
      expect(chunked.length).toBeGreaterThan(10);
      await rebuildAllStats(t.kysely);
      expect(await dailyStatsInOrder(t.kysely)).toEqual(chunked);
    });

    it('writes whole chunks per transaction when asked: progress per transaction, same rows and statistics', async () => {
      const file = csvText([HEADER, ...rows(100, 0)]);
      const progress: number[] = [];
      const opts = { now: NOW, chunkRows: 7, transactionRows: 30 };
      const first = await importRegistrationsFromText(t.kysely, file, {
        ...opts,
        onProgress: (done) => progress.push(done),
      });
      // 100 rows, two of them repeating a number: five 7-row chunks a transaction, the rest in the last.
      expect(progress).toEqual([35, 70, 100]);
      expect(first).toMatchObject({ ok: true, rows: 100 });
      const second = csvText([HEADER, ...rows(80, 3, 50)]);
      const result = await importRegistrationsFromText(t.kysely, second, opts);
      expect(result.ok && result.summary.corrected + result.summary.cancelled).toBeGreaterThan(20);
      expect(await t.kysely.selectFrom('registration').select('id').execute()).toHaveLength(127);
      const chunked = await dailyStatsInOrder(t.kysely);
      await rebuildAllStats(t.kysely);
      expect(await dailyStatsInOrder(t.kysely)).toEqual(chunked);
    });

    it('gives the same statistics and correction log whether a transaction holds one chunk or many', async () => {
      // Numbers 0–59, then 30 of them again in later chunks of the same file (corrections of rows the
      // transaction inserted itself), then 20 new: with 7-row chunks and one transaction, the statistics
      // are merged once at its end, yet each correction must see the figures of the chunks before it.
      const file = csvText([HEADER, ...rows(60, 0), ...rows(30, 3, 20), ...rows(20, 1, 200)]);
      const logged = (on: Db) =>
        on.kysely
          .selectFrom('figure_change')
          .select(['trade_date', 'node_id', 'level', 'unit', 'field', 'before_value', 'after_value', 'kind'])
          .orderBy('id')
          .execute();
      const one = await importRegistrationsFromText(t.kysely, file, { now: NOW, chunkRows: 7 });
      const perChunk = { stats: await dailyStatsInOrder(t.kysely), changes: await logged(t.db) };
      expect(perChunk.changes.length).toBeGreaterThan(20);
      const other = await t.factory.open();
      try {
        await createTinyCatalogue(other.kysely);
        const opts = { now: NOW, chunkRows: 7, transactionRows: 1000 };
        expect(await importRegistrationsFromText(other.kysely, file, opts)).toEqual(one);
        expect({ stats: await dailyStatsInOrder(other.kysely), changes: await logged(other) }).toEqual(
          perChunk,
        );
      } finally {
        await t.factory.close(other);
      }
    });

    it('undoes the transaction when a chunk fails while the next one is read, and throws its error', async () => {
      await importRegistrationsFromText(t.kysely, csvText([HEADER, ...rows(10, 0)]), { now: NOW });
      const before = await tables(t.db);
      await refuseOnInsert(t.db, 'T-20');
      // 8-row chunks, one transaction: T-20 is in the third chunk, read while the second commits.
      const file = csvText([HEADER, ...rows(40, 1, 10)]);
      const failing = importRegistrationsFromText(t.kysely, file, {
        now: NOW,
        chunkRows: 8,
        transactionRows: 1000,
      });
      await expect(failing).rejects.toThrow(/refused T-20/);
      expect(await tables(t.db)).toEqual(before);
    });

    it('undoes every committed chunk when a later chunk fails, corrections included', async () => {
      await importRegistrationsFromText(t.kysely, csvText([HEADER, ...rows(60, 0)]), { now: NOW });
      const before = await tables(t.db);
      // New numbers first (the first chunk's rows change shown figures), then corrections and cancellations.
      const file = csvText([HEADER, ...rows(8, 4, 100), ...rows(50, 2, 30), ...rows(30, 4, 40)]);
      let chunks = 0;
      let logged: Promise<unknown[]> | undefined;
      const failing = importRegistrationsFromText(t.kysely, file, {
        now: new Date('2026-03-05T12:00:00Z'),
        chunkRows: 8,
        onProgress: () => {
          chunks += 1;
          // Every day is final and shown by now: the committed chunks logged what they changed.
          if (chunks === 3) logged = t.kysely.selectFrom('figure_change').select('kind').execute();
          if (chunks === 4) throw new Error('disk full');
        },
      });
      await expect(failing).rejects.toThrow('disk full');
      const kinds = new Set(((await logged) as Array<{ kind: string }>).map((r) => r.kind));
      expect([...kinds].sort()).toEqual(['CANCELLED', 'CORRECTED', 'IMPORT']);
      expect(await tables(t.db)).toEqual(before);
      const batches = await t.kysely
        .selectFrom('import_batch')
        .select(['state', 'rows'])
        .orderBy('id')
        .execute();
      expect(batches).toEqual([
        { state: 'done', rows: 60 },
        { state: 'undone', rows: 88 },
      ]);
    });
  },
);
