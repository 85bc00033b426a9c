import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE_COLUMNS, csvText, importTableCounts } from '../../../test/csv.js';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../../test/databases.js';
import { problemLines } from '../../../test/problems.js';
import type { Db } from '../../db/database.js';
import { importCatalogueFromText } from './imports.service.js';

const HEADER = CATALOGUE_COLUMNS;
const WHEAT = [
  'BUG',
  'BUĞDAY',
  'WHEAT',
  'BUG1',
  '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
  'GROUP 1 HARD RED WHEAT',
];
const CATTLE = ['CH', 'CANLI HAYVAN', 'LIVE ANIMALS', 'CHB', 'BÜYÜKBAŞ', 'CATTLE'];

const FILE = csvText([
  HEADER,
  [...WHEAT, 'BUG1A', 'ANADOLU KIRMIZI SERT', 'ANATOLIAN HARD RED', 'KG'],
  [...WHEAT, 'BUG1B', 'KIRMIZI SERT 2', 'HARD RED 2', 'ton'],
  [...CATTLE, 'CHB1', 'DANA', 'CALF', 'BAŞ'],
  [...CATTLE, 'CHB2', 'DANA (KG)', 'CALF (KG)', 'KG'],
]);

describe.each(testDatabaseFactories())('catalogue import on $name', (factory: TestDatabaseFactory) => {
  let db: Db;

  beforeEach(async () => {
    db = await factory.open();
  });
  afterEach(async () => factory.close(db));

  const items = () =>
    db.kysely
      .selectFrom('catalogue_item as c')
      .leftJoin('catalogue_item as p', 'p.id', 'c.parent_id')
      .select([
        'c.level',
        'c.code',
        'c.name_tr',
        'c.name_en',
        'c.unit',
        'c.is_live_animal',
        'p.code as parent',
      ])
      .orderBy('c.sort_order')
      .execute();

  it('creates groups, classes and products; BAS marks product, class and group as live animals', async () => {
    expect(await importCatalogueFromText(db.kysely, FILE)).toEqual({
      ok: true,
      rows: 4,
      summary: { inserted: 8, skipped: 0, corrected: 0, cancelled: 0 },
    });
    expect(await items()).toEqual([
      {
        level: 'GROUP',
        code: 'BUG',
        name_tr: 'BUĞDAY',
        name_en: 'WHEAT',
        unit: null,
        is_live_animal: 0,
        parent: null,
      },
      {
        level: 'CLASS',
        code: 'BUG1',
        name_tr: WHEAT[4],
        name_en: WHEAT[5],
        unit: null,
        is_live_animal: 0,
        parent: 'BUG',
      },
      {
        level: 'PRODUCT',
        code: 'BUG1A',
        name_tr: 'ANADOLU KIRMIZI SERT',
        name_en: 'ANATOLIAN HARD RED',
        unit: 'KG',
        is_live_animal: 0,
        parent: 'BUG1',
      },
      {
        level: 'PRODUCT',
        code: 'BUG1B',
        name_tr: 'KIRMIZI SERT 2',
        name_en: 'HARD RED 2',
        unit: 'TON',
        is_live_animal: 0,
        parent: 'BUG1',
      },
      {
        level: 'GROUP',
        code: 'CH',
        name_tr: 'CANLI HAYVAN',
        name_en: 'LIVE ANIMALS',
        unit: null,
        is_live_animal: 1,
        parent: null,
      },
      {
        level: 'CLASS',
        code: 'CHB',
        name_tr: 'BÜYÜKBAŞ',
        name_en: 'CATTLE',
        unit: null,
        is_live_animal: 1,
        parent: 'CH',
      },
      {
        level: 'PRODUCT',
        code: 'CHB1',
        name_tr: 'DANA',
        name_en: 'CALF',
        unit: 'BAS',
        is_live_animal: 1,
        parent: 'CHB',
      },
      {
        level: 'PRODUCT',
        code: 'CHB2',
        name_tr: 'DANA (KG)',
        name_en: 'CALF (KG)',
        unit: 'KG',
        is_live_animal: 0,
        parent: 'CHB',
      },
    ]);
  });

  it('re-import renames without duplicates and skips what did not change', async () => {
    await importCatalogueFromText(db.kysely, FILE);
    expect(await importCatalogueFromText(db.kysely, FILE)).toMatchObject({
      summary: { inserted: 0, skipped: 8, corrected: 0 },
    });
    const renamed = FILE.replace('ANADOLU KIRMIZI SERT,', 'ANADOLU KIRMIZI SERT EKMEKLİK,').replaceAll(
      ',WHEAT,',
      ',BREAD WHEAT,',
    );
    expect(await importCatalogueFromText(db.kysely, renamed)).toEqual({
      ok: true,
      rows: 4,
      summary: { inserted: 0, skipped: 6, corrected: 2, cancelled: 0 },
    });
    const all = await items();
    expect(all).toHaveLength(8);
    expect(all.find((i) => i.code === 'BUG1A')?.name_tr).toBe('ANADOLU KIRMIZI SERT EKMEKLİK');
    expect(all.find((i) => i.code === 'BUG')?.name_en).toBe('BREAD WHEAT');
  });

  it('uses the Turkish name when the English columns are left out', async () => {
    const text =
      'grupkodu;grupadi;sinifkodu;sinifadi;urunkodu;urunadi;birim\r\nARP;ARPA;ARP1;ARPA;ARP1A;YEMLİK ARPA;kg\r\n';
    expect(await importCatalogueFromText(db.kysely, text)).toMatchObject({ ok: true, rows: 1 });
    expect((await items()).map((i) => i.name_en)).toEqual(['ARPA', 'ARPA', 'YEMLİK ARPA']);
  });

  const shortNames = async () =>
    Object.fromEntries(
      (
        await db.kysely
          .selectFrom('catalogue_item')
          .select(['code', 'short_tr', 'short_en'])
          .orderBy('sort_order')
          .execute()
      ).map((r) => [r.code, [r.short_tr, r.short_en]]),
    );

  it('reads optional short names; a file without them keeps those set, an empty cell clears one', async () => {
    const header = [...HEADER, 'SinifKisaAdi', 'SinifKisaAdiEn', 'UrunKisaAdi'];
    const withShort = csvText([
      header,
      [
        ...WHEAT,
        'BUG1A',
        'ANADOLU KIRMIZI SERT',
        'ANATOLIAN HARD RED',
        'KG',
        '1.GRUP KIRMIZI',
        'G1 RED',
        'ANADOLU',
      ],
      [...WHEAT, 'BUG1B', 'KIRMIZI SERT 2', 'HARD RED 2', 'ton', '1.GRUP KIRMIZI', 'G1 RED', ''],
    ]);
    expect(await importCatalogueFromText(db.kysely, withShort)).toMatchObject({
      ok: true,
      summary: { inserted: 4, skipped: 0, corrected: 0 },
    });
    // The English short product name left out: the Turkish one, as with the names.
    expect(await shortNames()).toEqual({
      BUG: [null, null],
      BUG1: ['1.GRUP KIRMIZI', 'G1 RED'],
      BUG1A: ['ANADOLU', 'ANADOLU'],
      BUG1B: [null, null],
    });
    // The old file (no short-name columns) changes nothing and keeps them.
    expect(await importCatalogueFromText(db.kysely, FILE)).toMatchObject({
      summary: { inserted: 4, skipped: 4, corrected: 0 },
    });
    expect((await shortNames()).BUG1).toEqual(['1.GRUP KIRMIZI', 'G1 RED']);
    const cleared = withShort.replace(
      'ANADOLU KIRMIZI SERT,ANATOLIAN HARD RED,KG,1.GRUP KIRMIZI,G1 RED,ANADOLU',
      'ANADOLU KIRMIZI SERT,ANATOLIAN HARD RED,KG,1.GRUP KIRMIZI,G1 RED,',
    );
    expect(await importCatalogueFromText(db.kysely, cleared)).toMatchObject({
      summary: { inserted: 0, skipped: 3, corrected: 1 },
    });
    expect((await shortNames()).BUG1A).toEqual([null, null]);
  });

  it('refuses a short name over 40 characters and one class with two short names', async () => {
    const header = [...HEADER, 'SinifKisaAdi'];
    const text = csvText([
      header,
      [...WHEAT, 'BUG1A', 'A', 'A', 'KG', 'K'.repeat(41)],
      [...WHEAT, 'BUG1B', 'B', 'B', 'KG', 'KIRMIZI'],
      [...WHEAT, 'BUG1C', 'C', 'C', 'KG', 'KIRMIZI SERT'],
    ]);
    expect(await importCatalogueFromText(db.kysely, text)).toEqual({
      ok: false,
      problems: [
        { line: 2, column: 'SinifKisaAdi', code: 'TOO_LONG', params: { max: 40 } },
        { line: 4, column: 'SinifAdi', code: 'OTHER_NAMES', params: { code: 'BUG1', line: 3 } },
      ],
    });
    expect(await shortNames()).toEqual({});
  });

  it('rejects a contradictory file with every problem and writes nothing', async () => {
    const text = csvText([
      HEADER,
      [...WHEAT, 'BUG1A', 'ANADOLU', 'ANATOLIAN', 'KG'],
      ['ARP', 'ARPA', 'BARLEY', 'BUG1', 'ARPA', 'BARLEY', 'ARP1A', 'YEMLİK', 'FEED', 'KG'],
      ['BUG', 'BUĞDAY', 'WHEAT', 'BUG1', 'BAŞKA AD', 'OTHER', 'BUG1A', 'TEKRAR', 'AGAIN', 'LITRE'],
      ['', 'X', '', 'X1', '', '', 'X1A', 'X', '', 'KG'],
    ]);
    const before = await importTableCounts(db.kysely);
    expect(problemLines(await importCatalogueFromText(db.kysely, text))).toEqual([
      'line 3: SinifKodu: "BUG1" is under "BUG" on line 2',
      'line 4: Birim: "LITRE" is not one of KG, TON, ADET, BAS',
      'line 5: GrupKodu: value is missing',
      'line 5: SinifAdi: value is missing',
    ]);
    const contradictions = csvText([
      HEADER,
      [...WHEAT, 'BUG1A', 'A', 'A', 'KG'],
      ['BUG', 'BUĞDAY', 'WHEAT', 'BUG1', 'BAŞKA AD', 'OTHER', 'BUG1A', 'B', 'B', 'KG'],
    ]);
    expect(problemLines(await importCatalogueFromText(db.kysely, contradictions))).toEqual([
      'line 3: SinifAdi: "BUG1" has other names on line 2',
      'line 3: UrunKodu: product "BUG1A" already appears on line 2',
    ]);
    expect(await importTableCounts(db.kysely)).toEqual(before);
  });
});
