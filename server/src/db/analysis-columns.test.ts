import { ANALYSIS_COLUMNS } from '@bulten/core';
import { expect, it } from 'vitest';
import { describeWithDatabase } from '../../test/database-suite.js';
import { tablesOfThisDatabase } from '../../test/tables.js';

// The migrations spell the analyses' columns out (a migration never changes once shipped); core's list is
// what every other layer reads. A new analysis in the list needs a migration of its own: this says so.
describeWithDatabase('analysis columns', {}, (t) => {
  it('the migrated registration table has a nullable column for every analysis of the list, in its order', async () => {
    const tables = await tablesOfThisDatabase(t.kysely);
    const registration = tables.find((table) => table.name === 'registration')!;
    const columns = registration.columns.filter((c) => c.name.endsWith('_e2'));
    expect(columns.map((c) => [c.name, c.isNullable])).toEqual(ANALYSIS_COLUMNS.map((c) => [c, true]));
  });
});
