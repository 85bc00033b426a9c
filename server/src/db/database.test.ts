import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabaseFactories } from '../../test/databases.js';
import { tablesOfThisDatabase } from '../../test/tables.js';
import { parseDatabaseUrl } from './database.js';
import { migrateToLatest } from './migrate.js';

describe('parseDatabaseUrl', () => {
  it('selects SQLite for paths and file: URLs and PostgreSQL for postgres URLs', () => {
    expect(parseDatabaseUrl(undefined).dialect).toBe('sqlite');
    expect(parseDatabaseUrl(undefined).location).toMatch(/data\/bulten\.sqlite$/);
    expect(parseDatabaseUrl('file:/tmp/x.sqlite')).toEqual({ dialect: 'sqlite', location: '/tmp/x.sqlite' });
    expect(parseDatabaseUrl('file:///tmp/y.sqlite')).toEqual({
      dialect: 'sqlite',
      location: '/tmp/y.sqlite',
    });
    expect(parseDatabaseUrl('/var/b.db')).toEqual({ dialect: 'sqlite', location: '/var/b.db' });
    expect(parseDatabaseUrl('postgres://u@h/db').dialect).toBe('postgres');
    expect(parseDatabaseUrl('postgresql://u@h/db').dialect).toBe('postgres');
  });
});

describe.each(testDatabaseFactories())('migrations on $name', (factory) => {
  it('creates every table and is a no-op the second time', async () => {
    const db = await factory.open();
    try {
      expect(await migrateToLatest(db.kysely)).toEqual([]);
      const tables = await tablesOfThisDatabase(db.kysely);
      expect(tables.map((t) => t.name)).toEqual(
        expect.arrayContaining(['registration', 'daily_stat', 'kvkk_consent']),
      );
      const big = 9_007_199_254_740_000;
      await db.kysely.insertInto('sms_outbox').values({ phone: '1', body: 'x', created_at: 'now' }).execute();
      const row = await sql<{ v: number }>`select cast(${big} as bigint) as v`.execute(db.kysely);
      expect(row.rows[0]?.v).toBe(big);
    } finally {
      await factory.close(db);
    }
  });
});
