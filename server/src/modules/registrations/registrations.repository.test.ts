import { parseTradeTime } from '@bulten/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../../test/databases.js';
import { createTinyCatalogue } from '../../../test/factories.js';
import type { Db } from '../../db/database.js';
import { findByNosPostgres } from '../imports/import-chunk.postgres.js';
import { registrationRow } from './new-registration.js';
import { findRegistrationsByNos, insertRegistrations, mayBeStored } from './registrations.repository.js';

// U+FF01 (three UTF-8 bytes, EF BC 81) sorts below U+1F600 (F0 9F 98 80) in bytes, as SQLite orders text,
// but above it in UTF-16 units (FF01 against the surrogate D83D), as JavaScript's `<` does.
const FULLWIDTH = 'B\uFF01';
const EMOJI = 'B\u{1F600}';

describe('mayBeStored', () => {
  it('keeps numbers up to the largest, and any whose order JavaScript may get wrong', () => {
    expect(mayBeStored('B-10', 'B-20')).toBe(true);
    expect(mayBeStored('B-30', 'B-20')).toBe(false);
    expect(mayBeStored(FULLWIDTH, EMOJI)).toBe(true);
    expect(mayBeStored('B-30', EMOJI)).toBe(true);
  });
});

describe.each(testDatabaseFactories())('registrations by number on $name', (factory: TestDatabaseFactory) => {
  let db: Db;
  let store: (numbers: string[]) => Promise<void>;

  beforeEach(async () => {
    db = await factory.open();
    const productId = (await createTinyCatalogue(db.kysely)).redHard;
    store = (numbers) =>
      insertRegistrations(
        db.kysely,
        numbers.map((registrationNo) =>
          registrationRow(
            {
              registrationNo,
              tradedAt: parseTradeTime('2026-03-02 10:00')!,
              productId,
              quantityMilli: 1000,
              unitPriceE4: 10_000,
              channel: 'SALON',
            },
            '2026-03-02T08:00:00.000Z',
          ),
        ),
      );
  });
  afterEach(async () => factory.close(db));

  const lookups = [
    ['findRegistrationsByNos', (d: Db, numbers: string[]) => findRegistrationsByNos(d.kysely, numbers)],
    ['findByNosPostgres', (d: Db, numbers: string[]) => findByNosPostgres(d.kysely, numbers)],
  ] as const;

  for (const [name, lookup] of lookups) {
    const skip = name === 'findByNosPostgres' && factory.name !== 'postgres';
    it.skipIf(skip)(`${name}: answers exactly the stored ones, below, at and above the largest`, async () => {
      expect((await lookup(db, ['A-1'])).size).toBe(0);
      await store(['B-10', 'B-2', 'B-20', FULLWIDTH, EMOJI]);
      const found = await lookup(db, [
        'B-1',
        'B-10',
        'B-2',
        'B-20',
        'B-21',
        'C',
        FULLWIDTH,
        EMOJI,
        'B\uFF02',
      ]);
      expect([...found.keys()].sort()).toEqual(['B-10', 'B-2', 'B-20', EMOJI, FULLWIDTH].sort());
      expect(found.get('B-20')).toMatchObject({ registration_no: 'B-20', version: 1 });
    });
  }
});
