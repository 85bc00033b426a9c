import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseFactories } from '../../../test/databases.js';
import { createTinyCatalogue } from '../../../test/factories.js';
import type { Db } from '../../db/database.js';
import { findByNosPostgres, insertStagedRowsPostgres, registrationsByNos } from './import-chunk.postgres.js';
import { type StagedRow, toStagedRow } from './staged-file.js';

const AT = '2026-03-04T12:00:00.000Z';

function row(no: string, productId: number, buyer: number | null, seller: number | null): StagedRow {
  return toStagedRow({
    registration_no: no,
    version: 1,
    traded_at: '2026-03-04T07:10:00.000Z',
    trade_date: '2026-03-04',
    product_id: productId,
    quantity_milli: 1000,
    unit_price_e4: 100_000,
    amount_e4: 100_000,
    channel: 'SALON',
    buyer_member_id: buyer,
    seller_member_id: seller,
    status: 'AKTIF',
    created_at: AT,
    updated_at: AT,
  });
}

const postgres = testDatabaseFactories().filter((factory) => factory.name === 'postgres');

describe.skipIf(postgres.length === 0)('the PostgreSQL insert of staged registrations', () => {
  let db: Db;
  let product: number;
  let member: number;

  beforeEach(async () => {
    db = await postgres[0]!.open();
    product = (await createTinyCatalogue(db.kysely)).redHard;
    const inserted = await db.kysely
      .insertInto('member')
      .values({ code: 'U1', title: 'Üye', registered_on: '2020-01-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    member = inserted.id;
  });
  afterEach(async () => postgres[0]!.close(db));

  it('inserts rows that refer to stored products and members, then leaves the row triggers on', async () => {
    const role = await db.kysely.transaction().execute(async (trx) => {
      const ids = await insertStagedRowsPostgres(
        trx,
        [row('A-1', product, member, null), row('A-2', product, null, member)],
        AT,
        1,
      );
      expect(ids).toHaveLength(2);
      return (
        await sql<{ role: string }>`select current_setting('session_replication_role') as role`.execute(trx)
      ).rows[0]?.role;
    });
    expect(role).toBe('origin');
    const stored = await db.kysely.selectFrom('registration').select('registration_no').execute();
    expect(stored.map((r) => r.registration_no).sort()).toEqual(['A-1', 'A-2']);
  });

  it('writes every value exactly, whatever characters its text has', async () => {
    const texts = ['a "b" \\c, {d}', 'NULL', '', ' x ', 'İĞÜŞÖÇ ığüşöç', 'line\nbreak\ttab', '\\"', '{}'];
    const rows = texts.map((text, i) => {
      const staged = row(`T,${i} "${text}"`, product, i % 2 ? member : null, null);
      staged[11] = text;
      staged[12] = i % 3 ? text : null;
      staged[13] = `${text}${text}`;
      staged[15] = i % 2 ? 2 ** 53 - 1 - i : null;
      staged[16] = i * 7 - 20;
      return staged;
    });
    await db.kysely.transaction().execute((trx) => insertStagedRowsPostgres(trx, rows, AT, 1));
    const stored = await db.kysely.selectFrom('registration').selectAll().orderBy('id').execute();
    expect(stored.map((r) => toStagedRow(r))).toEqual(rows);
    // The bulk load's COPY writes the same values, its ids taken from the sequence in the rows' order.
    const copied = rows.map((staged) => [`C${staged[0]}`, ...staged.slice(1)] as unknown as StagedRow);
    const ids = await db.kysely
      .transaction()
      .execute((trx) => insertStagedRowsPostgres(trx, copied, AT, 2, true));
    const again = await db.kysely
      .selectFrom('registration')
      .selectAll()
      .where('import_batch', '=', 2)
      .orderBy('id')
      .execute();
    expect(again.map((r) => toStagedRow(r))).toEqual(copied);
    expect(again.map((r) => r.id)).toEqual(ids);
    expect(ids[0]).toBe(stored.at(-1)!.id + 1);
    expect(again.every((r) => r.version === 1 && r.created_at === AT)).toBe(true);
  });

  it.each([
    ['buyer', (p: number, m: number) => row('B-1', p, m + 1000, m)],
    ['seller', (p: number, m: number) => row('B-1', p, m, m + 1000)],
    ['product', (p: number, m: number) => row('B-1', p + 1000, m, m)],
  ])('refuses a row whose %s is not stored (a foreign key violation)', async (_, make) => {
    const insert = db.kysely
      .transaction()
      .execute((trx) =>
        insertStagedRowsPostgres(trx, [row('B-0', product, member, member), make(product, member)], AT, 1),
      );
    await expect(insert).rejects.toMatchObject({ code: '23503' });
  });

  it('keeps the triggers for a role that is no superuser, without needing rights on the referenced tables', async () => {
    const role = `t_plain_${process.pid}_${Date.now()}`;
    const schema = sql.id(
      (await sql<{ s: string }>`select current_schema() as s`.execute(db.kysely)).rows[0]!.s,
    );
    await sql`create role ${sql.id(role)}`.execute(db.kysely);
    try {
      await sql`grant usage on schema ${schema} to ${sql.id(role)}`.execute(db.kysely);
      await sql`grant select, insert on registration to ${sql.id(role)}`.execute(db.kysely);
      await sql`grant usage on registration_id_seq to ${sql.id(role)}`.execute(db.kysely);
      const rows = [row('D-1', product, member, member)];
      await db.kysely.transaction().execute(async (trx) => {
        await sql`set local role ${sql.id(role)}`.execute(trx);
        expect(await insertStagedRowsPostgres(trx, rows, AT, 1)).toHaveLength(1);
        const bad = [row('D-2', product, member + 1000, member)];
        await sql`savepoint bad`.execute(trx);
        await expect(insertStagedRowsPostgres(trx, bad, AT, 1)).rejects.toMatchObject({ code: '23503' });
        await sql`rollback to savepoint bad`.execute(trx);
      });
    } finally {
      await sql`drop owned by ${sql.id(role)}`.execute(db.kysely);
      await sql`drop role ${sql.id(role)}`.execute(db.kysely);
    }
  });

  it('fires a trigger the registrations table has of its own', async () => {
    await sql`create table inserted_log (registration_no text)`.execute(db.kysely);
    await sql`create function log_registration() returns trigger language plpgsql as $$
      begin insert into inserted_log values (new.registration_no); return new; end $$`.execute(db.kysely);
    await sql`create trigger log_registration after insert on registration
      for each row execute function log_registration()`.execute(db.kysely);
    await db.kysely
      .transaction()
      .execute((trx) => insertStagedRowsPostgres(trx, [row('C-1', product, member, member)], AT, 1));
    const logged = await sql<{ registration_no: string }>`select registration_no from inserted_log`.execute(
      db.kysely,
    );
    expect(logged.rows).toEqual([{ registration_no: 'C-1' }]);
  });
});

describe.skipIf(postgres.length === 0)('the PostgreSQL lookup of registrations by number', () => {
  let db: Db;
  let product: number;

  beforeEach(async () => {
    db = await postgres[0]!.open();
    product = (await createTinyCatalogue(db.kysely)).redHard;
    const rows = Array.from({ length: 3_000 }, (_, i) => row(`N-${i}`, product, null, null));
    await db.kysely.transaction().execute((trx) => insertStagedRowsPostgres(trx, rows, AT, 1));
  });
  afterEach(async () => postgres[0]!.close(db));

  it('answers the stored ones among the numbers, keyed by number', async () => {
    const found = await findByNosPostgres(db.kysely, ['N-5', 'missing', 'N-2999', 'N-5']);
    expect([...found.keys()].sort()).toEqual(['N-2999', 'N-5']);
    expect(found.get('N-5')).toMatchObject({ registration_no: 'N-5', product_id: product, version: 1 });
  });

  it('probes the index only for numbers up to the largest stored one', async () => {
    // Stored: N-0 … N-2999, the largest (as text) N-999. Only N-5 can be stored.
    const numbers = ['N-5', 'O-1', 'Z-9', 'N-9999'];
    const plan = await sql<{
      'QUERY PLAN': string;
    }>`explain (analyze, costs off, timing off, summary off) ${registrationsByNos(numbers)}`.execute(
      db.kysely,
    );
    const text = plan.rows.map((line) => line['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index Scan using \S+ on registration \(actual rows=1 loops=1\)/);
    expect(text).toContain('Rows Removed by Filter: 3');
  });

  it('probes the numbers index whatever the table statistics say', async () => {
    // An import grows the table far past what its statistics last saw: planned on those, `= any(…)` of a
    // chunk's numbers became a (parallel) scan of the whole table, some 100 ms a chunk at 500,000 rows.
    // Here the table was never analysed, and 2,000 numbers make the scan the cheaper-looking plan.
    const numbers = Array.from({ length: 2_000 }, (_, i) => `X-${i}`);
    const plan = await sql<{ 'QUERY PLAN': string }>`explain ${registrationsByNos(numbers)}`.execute(
      db.kysely,
    );
    const text = plan.rows.map((line) => line['QUERY PLAN']).join('\n');
    expect(text).toContain('Index Scan');
    expect(text).not.toMatch(/Seq Scan on registration/);
  });
});
