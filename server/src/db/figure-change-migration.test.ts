import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../test/databases.js';
import { createTinyCatalogue, tradeInput } from '../../test/factories.js';
import { applyRegistration } from '../modules/registrations/registrations.service.js';
import type { Db } from './database.js';
import type { AnyDb } from './dialect.js';
import { down, up } from './migrations/2026_11_28_0035_figure_change_any_writer.js';

// A correction's log row as migration 0016's table holds it.
const legacyRow = (registrationId: number) => sql`insert into figure_change (trade_date, node_id, level, unit,
  field, before_value, after_value, kind, registration_id, changed_at)
  values ('2026-03-02', 1, 'CLASS', 'KG', 'min', 100000, 90000, 'CANCELLED', ${registrationId},
  '2026-03-03T09:00:00.000Z')`;

describe.each(testDatabaseFactories())(
  'migration 0035 (figure log of every writer) on $name',
  (factory: TestDatabaseFactory) => {
    let db: Db;
    let registrationId: number;
    const any = () => db.kysely as unknown as AnyDb;
    const log = () =>
      db.kysely
        .selectFrom('figure_change')
        .select(['field', 'kind', 'registration_id', 'import_batch'])
        .orderBy('id')
        .execute();

    beforeAll(async () => {
      db = await factory.open();
      const c = await createTinyCatalogue(db.kysely);
      const { row } = await applyRegistration(
        db.kysely,
        tradeInput('M1', '2026-03-02 10:00', c.redHard, 10, '9'),
      );
      registrationId = row.id;
    });
    afterAll(async () => factory.close(db));

    it('keeps the log written before it, and takes rows of no registration with an import batch after it', async () => {
      await down(any());
      await legacyRow(registrationId).execute(db.kysely);
      await up(any());
      expect(await log()).toEqual([
        { field: 'min', kind: 'CANCELLED', registration_id: registrationId, import_batch: null },
      ]);
      const batch = await db.kysely
        .insertInto('import_batch')
        .values({
          source: 'cli',
          state: 'done',
          rows: 1,
          started_at: 'x',
          finished_at: 'x',
          owner: null,
          heartbeat_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.kysely
        .insertInto('figure_change')
        .values({
          trade_date: '2026-03-02',
          node_id: 1,
          level: 'CLASS',
          unit: 'KG',
          field: 'count',
          before_value: 1,
          after_value: 2,
          kind: 'IMPORT',
          registration_id: null,
          import_batch: batch.id,
          changed_at: '2026-03-03T10:00:00.000Z',
        })
        .execute();
      expect((await log()).map((r) => [r.kind, r.registration_id, r.import_batch])).toEqual([
        ['CANCELLED', registrationId, null],
        ['IMPORT', null, batch.id],
      ]);
    });

    it('goes back down to the log 0016 made, keeping the rows that name a registration', async () => {
      await down(any());
      const rows = await sql<{ kind: string }>`select kind from figure_change order by id`.execute(db.kysely);
      expect(rows.rows.map((r) => r.kind)).toEqual(['CANCELLED']);
      await expect(
        sql`insert into figure_change (trade_date, node_id, level, field, kind, changed_at)
      values ('2026-03-02', 1, 'CLASS', 'min', 'LATE', 'x')`.execute(db.kysely),
      ).rejects.toThrow();
      await up(any());
      expect(await log()).toHaveLength(1);
    });
  },
);
