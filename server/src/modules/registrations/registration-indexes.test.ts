import { expect, it } from 'vitest';
import { describeWithDatabase } from '../../../test/database-suite.js';
import {
  dropRegistrationIndexes,
  REGISTRATION_INDEXES,
  registrationIndexNames,
  restoreRegistrationIndexes,
} from './registration-indexes.js';

const NAMES = REGISTRATION_INDEXES.map(([name]) => name).sort();

// The registration number's unique index and the primary key, named by each dialect.
const isKeyIndex = (name: string) => name.startsWith('sqlite_autoindex_') || /_pkey$|_key$/.test(name);

describeWithDatabase('registration indexes', { freshForEachTest: true }, (t) => {
  it('names every secondary index the migrations give the table', async () => {
    const present = [...(await registrationIndexNames(t.kysely))].filter((name) => !isKeyIndex(name));
    expect(present.sort()).toEqual(NAMES);
  });

  it('drops them and builds the missing ones again, keeping the keys', async () => {
    const keys = [...(await registrationIndexNames(t.kysely))].filter(isKeyIndex);
    expect(keys.length).toBeGreaterThan(0);
    await dropRegistrationIndexes(t.kysely);
    expect([...(await registrationIndexNames(t.kysely))].sort()).toEqual(keys.sort());
    await restoreRegistrationIndexes(t.kysely);
    await restoreRegistrationIndexes(t.kysely);
    expect([...(await registrationIndexNames(t.kysely))].filter((name) => !isKeyIndex(name)).sort()).toEqual(
      NAMES,
    );
  });
});
