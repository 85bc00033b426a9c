import { ANALYSIS_COLUMNS } from '@bulten/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../test/databases.js';
import { tablesOfThisDatabase } from '../../test/tables.js';
import type { Db } from './database.js';

// The migrations spell the analyses' columns out (a migration never changes once shipped); core's list is
// what every other layer reads. A new analysis in the list needs a migration of its own: this says so.
describe.each(testDatabaseFactories())('analysis columns on $name', (factory: TestDatabaseFactory) => {
  let db: Db;
  beforeAll(async () => {
    db = await factory.open();
  });
  afterAll(async () => factory.close(db));

  it('the migrated registration table has a nullable column for every analysis of the list, in its order', async () => {
    const tables = await tablesOfThisDatabase(db.kysely);
    const registration = tables.find((t) => t.name === 'registration')!;
    const columns = registration.columns.filter((c) => c.name.endsWith('_e2'));
    expect(columns.map((c) => [c.name, c.isNullable])).toEqual(ANALYSIS_COLUMNS.map((c) => [c, true]));
  });
});
