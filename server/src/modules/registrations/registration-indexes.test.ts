import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../../test/databases.js';
import type { Db } from '../../db/database.js';
import {
  dropRegistrationIndexes,
  REGISTRATION_INDEXES,
  registrationIndexNames,
  restoreRegistrationIndexes,
} from './registration-indexes.js';

const NAMES = REGISTRATION_INDEXES.map(([name]) => name).sort();

// The registration number's unique index and the primary key, named by each dialect.
const isKeyIndex = (name: string) => name.startsWith('sqlite_autoindex_') || /_pkey$|_key$/.test(name);

describe.each(testDatabaseFactories())('registration indexes on $name', (factory: TestDatabaseFactory) => {
  let db: Db;
  beforeEach(async () => {
    db = await factory.open();
  });
  afterEach(async () => factory.close(db));

  it('names every secondary index the migrations give the table', async () => {
    const present = [...(await registrationIndexNames(db.kysely))].filter((name) => !isKeyIndex(name));
    expect(present.sort()).toEqual(NAMES);
  });

  it('drops them and builds the missing ones again, keeping the keys', async () => {
    const keys = [...(await registrationIndexNames(db.kysely))].filter(isKeyIndex);
    expect(keys.length).toBeGreaterThan(0);
    await dropRegistrationIndexes(db.kysely);
    expect([...(await registrationIndexNames(db.kysely))].sort()).toEqual(keys.sort());
    await restoreRegistrationIndexes(db.kysely);
    await restoreRegistrationIndexes(db.kysely);
    expect([...(await registrationIndexNames(db.kysely))].filter((name) => !isKeyIndex(name)).sort()).toEqual(
      NAMES,
    );
  });
});
