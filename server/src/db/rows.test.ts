import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../test/databases.js';
import type { Db } from './database.js';
import { countOf, rowsWhere, rowWhere } from './rows.js';

describe.each(testDatabaseFactories())('typed row selects on $name', (factory: TestDatabaseFactory) => {
  let db: Db;
  beforeAll(async () => {
    db = await factory.open();
    const index = (session_date: string, code: string) => ({
      session_date,
      code,
      name_tr: code,
      name_en: code,
      value_e4: 1,
      previous_e4: 1,
    });
    await db.kysely
      .insertInto('turib_index')
      .values([index('2026-03-03', 'B'), index('2026-03-03', 'A'), index('2026-03-02', 'C')])
      .execute();
  });
  afterAll(async () => factory.close(db));

  it('selects the rows equal to every filter, in the asked order', async () => {
    const rows = await rowsWhere(db.kysely, 'turib_index', { session_date: '2026-03-03' }, ['code']);
    expect(rows.map((r) => r.code)).toEqual(['A', 'B']);
    expect(await rowsWhere(db.kysely, 'turib_index', { session_date: '2026-03-03', code: 'B' }, [])).toEqual([
      expect.objectContaining({ code: 'B', name_tr: 'B', value_e4: 1 }),
    ]);
  });

  it('reads an array as "one of", and an empty one as no row at all', async () => {
    const rows = await rowsWhere(db.kysely, 'turib_index', { code: ['C', 'A'] }, ['session_date']);
    expect(rows.map((r) => [r.session_date, r.code])).toEqual([
      ['2026-03-02', 'C'],
      ['2026-03-03', 'A'],
    ]);
    expect(await rowsWhere(db.kysely, 'turib_index', { code: [] }, ['id'])).toEqual([]);
    expect(await rowWhere(db.kysely, 'turib_index', { code: [] })).toBeUndefined();
  });

  it('answers the one matching row, or undefined', async () => {
    expect(await rowWhere(db.kysely, 'turib_index', { code: 'C' })).toMatchObject({
      session_date: '2026-03-02',
    });
    expect(await rowWhere(db.kysely, 'turib_index', { code: 'Z' })).toBeUndefined();
  });

  it('counts the rows a query matches as a number on both dialects', async () => {
    const index = db.kysely.selectFrom('turib_index');
    expect(await countOf(index.where('session_date', '=', '2026-03-03'))).toBe(2);
    expect(await countOf(index)).toBe(3);
    expect(await countOf(index.where('code', '=', 'Z'))).toBe(0);
  });
});
