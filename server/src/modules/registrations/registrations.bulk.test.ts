import { parseTradeTime } from '@bulten/core';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeWithDatabase } from '../../../test/database-suite.js';
import { createTinyCatalogue } from '../../../test/factories.js';
import type { Db } from '../../db/database.js';
import { registrationRow } from './new-registration.js';
import { insertRegistrations, withBulkIndexes } from './registrations.repository.js';

async function indexSql(db: Db): Promise<string[]> {
  const rows = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'index' and tbl_name = 'registration' and sql is not null order by name
  `.execute(db.kysely);
  return rows.rows.map((r) => r.sql);
}

describeWithDatabase(
  'bulk inserts',
  { seed: (db) => createTinyCatalogue(db.kysely), freshForEachTest: true, dialects: ['sqlite'] },
  (t) => {
    const cat = t.data;

    const rows = (count: number) =>
      Array.from({ length: count }, (_, i) =>
        registrationRow(
          {
            registrationNo: `N${i}`,
            tradedAt: parseTradeTime('2026-03-02 10:00')!,
            productId: cat.redHard,
            quantityMilli: 1000,
            unitPriceE4: 10_000,
            channel: 'SALON',
          },
          '2026-03-02T08:00:00.000Z',
        ),
      );

    it('rebuilds the secondary indexes of a big insert exactly as they were', async () => {
      const before = await indexSql(t.db);
      expect(before).toHaveLength(4);
      let during: string[] = [];
      await t.kysely.transaction().execute((trx) =>
        withBulkIndexes(
          trx,
          3,
          async () => {
            during = (
              await sql<{
                sql: string;
              }>`select sql from sqlite_master where type = 'index' and tbl_name = 'registration' and sql is not null`.execute(
                trx,
              )
            ).rows.map((r) => r.sql);
            await insertRegistrations(trx, rows(3));
          },
          2,
        ),
      );
      expect(during).toEqual([]);
      expect(await indexSql(t.db)).toEqual(before);
      const plan = await sql<{
        detail: string;
      }>`explain query plan select id from registration where trade_date = '2026-03-02' and product_id = 1 and channel = 'SALON'`.execute(
        t.kysely,
      );
      expect(plan.rows.map((r) => r.detail).join()).toContain('registration_day_product');
    });

    it('keeps the indexes when the insert fails, and leaves small inserts alone', async () => {
      const before = await indexSql(t.db);
      const failed = t.kysely.transaction().execute((trx) =>
        withBulkIndexes(
          trx,
          3,
          async () => {
            await insertRegistrations(trx, rows(3));
            throw new Error('boom');
          },
          2,
        ),
      );
      await expect(failed).rejects.toThrow('boom');
      expect(await indexSql(t.db)).toEqual(before);
      expect(await t.kysely.selectFrom('registration').select('id').execute()).toEqual([]);
      let during: string[] = [];
      await t.kysely.transaction().execute((trx) =>
        withBulkIndexes(
          trx,
          1,
          async () => {
            during = await indexSql({ ...t.db, kysely: trx });
          },
          2,
        ),
      );
      expect(during).toEqual(before);
    });
  },
);

describeWithDatabase('bulk inserts', { dialects: ['postgres'] }, (t) => {
  it('never drops an index (readers would wait for the whole import)', async () => {
    const count = async (k: Db['kysely']) =>
      (
        await sql<{
          n: number;
        }>`select count(*) as n from pg_indexes where tablename = 'registration' and schemaname = current_schema()`.execute(
          k,
        )
      ).rows[0]?.n;
    const before = await count(t.kysely);
    let during: number | undefined;
    await t.kysely.transaction().execute((trx) =>
      withBulkIndexes(
        trx,
        10,
        async () => {
          during = await count(trx);
        },
        1,
      ),
    );
    expect(before).toBeGreaterThanOrEqual(5);
    expect(during).toBe(before);
  });
});
