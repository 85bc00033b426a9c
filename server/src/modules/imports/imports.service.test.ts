import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMembers, csvText, importTableCounts, REGISTRATION_COLUMNS } from '../../../test/csv.js';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../../test/databases.js';
import { createTinyCatalogue, dailyStatsInOrder, type TinyCatalogue } from '../../../test/factories.js';
import { problemLines } from '../../../test/problems.js';
import type { Db } from '../../db/database.js';
import { importRegistrationsFromText } from './imports.service.js';

const NOW = new Date('2026-03-04T12:00:00Z');

const HEADER = [...REGISTRATION_COLUMNS, 'Durum', 'IptalNedeni'];

// A day's file from Turkish Excel: BOM, semicolons, comma decimals, CRLF, headers in any case.
const EXCEL = csvText(
  [
    [
      'TESCILNO',
      'islemzamani',
      'UrunKodu',
      'MIKTAR',
      'birimfiyat',
      'Kanal',
      'AliciUyeKodu',
      'SaticiUyeKodu',
      'Protein',
      'Rutubet',
      'Hektolitre',
      'Il',
      'Ilce',
      'BasSayisi',
      'CanliAgirlik',
    ],
    [
      '2026-0001',
      '02.03.2026 10:15',
      'BUG1A',
      '25000,5',
      '12,3456',
      'SALON',
      'U001',
      'U002',
      '13,25',
      '11,5',
      '79,4',
      'Konya',
      'Karatay',
      '',
      '',
    ],
    [
      '2026-0002',
      '2026-03-02T11:00',
      'BUG1A',
      '10000',
      '12,5',
      'serbest',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ],
    [
      '2026-0003',
      '2026-03-02T14:00:00+03:00',
      'CHB1',
      '3',
      '45000',
      'CANLI_HAYVAN',
      'U002',
      'U001',
      '',
      '',
      '',
      '',
      '',
      '3',
      '1450,5',
    ],
  ],
  { delimiter: ';', eol: '\r\n', bom: true },
);

describe.each(testDatabaseFactories())('registration import on $name', (factory: TestDatabaseFactory) => {
  let db: Db;
  let cat: TinyCatalogue;
  let members: Map<string, number>;

  beforeEach(async () => {
    db = await factory.open();
    cat = await createTinyCatalogue(db.kysely);
    members = await createMembers(db.kysely, ['U001', 'U002']);
  });
  afterEach(async () => factory.close(db));

  const stats = () => dailyStatsInOrder(db.kysely);
  const registrations = () =>
    db.kysely.selectFrom('registration').selectAll().orderBy('registration_no').execute();

  it('reads a Turkish Excel file: BOM, semicolons, comma decimals, mixed-case headers', async () => {
    const result = await importRegistrationsFromText(db.kysely, EXCEL, { now: NOW });
    expect(result).toEqual({
      ok: true,
      rows: 3,
      summary: { inserted: 3, skipped: 0, corrected: 0, cancelled: 0 },
    });
    const [first, second, third] = await registrations();
    expect(first).toMatchObject({
      registration_no: '2026-0001',
      traded_at: '2026-03-02T07:15:00.000Z',
      trade_date: '2026-03-02',
      product_id: cat.redHard,
      quantity_milli: 25_000_500,
      unit_price_e4: 123_456,
      amount_e4: 3_086_461_728,
      channel: 'SALON',
      buyer_member_id: members.get('U001'),
      seller_member_id: members.get('U002'),
      status: 'AKTIF',
      protein_e2: 1325,
      moisture_e2: 1150,
      hectoliter_e2: 7940,
      sedimentation_e2: null,
      city: 'Konya',
      district: 'Karatay',
      head_count: null,
      created_at: NOW.toISOString(),
    });
    expect(second).toMatchObject({
      channel: 'SERBEST',
      unit_price_e4: 125_000,
      buyer_member_id: null,
      city: null,
    });
    expect(third).toMatchObject({
      traded_at: '2026-03-02T11:00:00.000Z',
      product_id: cat.cattle,
      quantity_milli: 3000,
      unit_price_e4: 450_000_000,
      channel: 'CANLI_HAYVAN',
      head_count: 3,
      live_weight_milli: 1_450_500,
    });
    expect(
      (await stats()).map((s) => [s.product_id, s.channel, s.trade_count, s.quantity_milli, s.amount_e4]),
    ).toEqual([
      [cat.redHard, 'SALON', 1, 25_000_500, 3_086_461_728],
      [cat.redHard, 'SERBEST', 1, 10_000_000, 1_250_000_000],
      [cat.cattle, 'CANLI_HAYVAN', 1, 3000, 1_350_000_000],
    ]);
  });

  it('reads every analysis by its heading, whatever the order of the columns', async () => {
    // The seven analyses shuffled among the other columns, each of a value of its own: a column read by
    // its place instead of its name would land in another analysis.
    const file = csvText([
      ['Sune', 'TescilNo', 'Gluten', 'IslemZamani', 'Rutubet', 'UrunKodu', 'YabanciMadde', 'Miktar'].concat([
        'Hektolitre',
        'BirimFiyat',
        'Protein',
        'Kanal',
        'Sedimantasyon',
        'Il',
      ]),
      ['0.8', 'R-1', '28.5', '2026-03-02 10:15', '11.5', 'BUG1A', '1.25', '2000'].concat([
        '79.4',
        '12.4',
        '13.25',
        'SALON',
        '32',
        'Konya',
      ]),
    ]);
    expect(await importRegistrationsFromText(db.kysely, file, { now: NOW })).toMatchObject({ ok: true });
    const [row] = await registrations();
    expect(row).toMatchObject({
      registration_no: 'R-1',
      city: 'Konya',
      protein_e2: 1325,
      moisture_e2: 1150,
      hectoliter_e2: 7940,
      sedimentation_e2: 3200,
      gluten_e2: 2850,
      sune_e2: 80,
      foreign_matter_e2: 125,
    });
  });

  it('a repeated import changes nothing', async () => {
    await importRegistrationsFromText(db.kysely, EXCEL, { now: NOW });
    const before = { stats: await stats(), rows: await registrations() };
    const again = await importRegistrationsFromText(db.kysely, EXCEL, {
      now: new Date('2026-03-05T08:00:00Z'),
    });
    expect(again).toEqual({
      ok: true,
      rows: 3,
      summary: { inserted: 0, skipped: 3, corrected: 0, cancelled: 0 },
    });
    expect(await stats()).toEqual(before.stats);
    expect(await registrations()).toEqual(before.rows);
    expect((await importTableCounts(db.kysely)).registration_version).toBe(0);
  });

  it('corrects and cancels through a re-import and keeps the day figures exact', async () => {
    const first = csvText([
      HEADER,
      ['R1', '2026-03-02 10:00', 'BUG1A', '1000', '10', 'SALON', '', ''],
      ['R2', '2026-03-02 11:00', 'BUG1A', '3000', '11', 'SALON', '', ''],
      ['R3', '2026-03-02 12:00', 'BUG1A', '2000', '12', 'SALON', '', ''],
    ]);
    expect(await importRegistrationsFromText(db.kysely, first, { now: NOW })).toMatchObject({
      ok: true,
      rows: 3,
    });
    expect((await stats())[0]).toMatchObject({
      trade_count: 3,
      quantity_milli: 6_000_000,
      amount_e4: 670_000_000,
    });
    const second = csvText([
      HEADER,
      ['R1', '2026-03-02 10:00', 'BUG1A', '1000', '10', 'SALON', 'AKTIF', ''],
      ['R2', '2026-03-02 11:00', 'BUG1A', '3000', '11.5', 'SALON', '', ''],
      ['R3', '2026-03-02 12:00', 'BUG1A', '2000', '12', 'SALON', 'IPTAL', 'hatalı fiyat'],
      ['R4', '2026-03-03 00:30', 'BUG1A', '500', '13', 'SALON', '', ''],
    ]);
    const result = await importRegistrationsFromText(db.kysely, second, { now: NOW });
    expect(result).toEqual({
      ok: true,
      rows: 4,
      summary: { inserted: 1, skipped: 1, corrected: 1, cancelled: 1 },
    });
    const [day, next] = await stats();
    expect(day).toMatchObject({
      trade_date: '2026-03-02',
      trade_count: 2,
      quantity_milli: 4_000_000,
      amount_e4: 445_000_000,
      min_price_e4: 100_000,
      max_price_e4: 115_000,
      first_price_e4: 100_000,
      last_price_e4: 115_000,
    });
    expect(next).toMatchObject({
      trade_date: '2026-03-03',
      trade_count: 1,
      quantity_milli: 500_000,
      amount_e4: 65_000_000,
    });
    const rows = await registrations();
    expect(rows.map((r) => [r.registration_no, r.version, r.status, r.cancel_reason])).toEqual([
      ['R1', 1, 'AKTIF', null],
      ['R2', 2, 'AKTIF', null],
      ['R3', 2, 'IPTAL', 'hatalı fiyat'],
      ['R4', 1, 'AKTIF', null],
    ]);
    const again = await importRegistrationsFromText(db.kysely, second, { now: NOW });
    expect(again).toMatchObject({ summary: { inserted: 0, skipped: 4, corrected: 0, cancelled: 0 } });
  });

  it('lets the later line of a number repeated within one file win', async () => {
    const text = csvText([
      HEADER,
      ['D1', '2026-03-02 10:00', 'BUG1A', '1000', '10', 'SALON', '', ''],
      ['D2', '2026-03-02 10:30', 'BUG1A', '500', '9', 'SALON', '', ''],
      ['D1', '2026-03-02 10:00', 'BUG1A', '1000', '10', 'SALON', '', ''],
      ['D1', '2026-03-02 10:00', 'BUG1A', '2000', '10', 'SALON', '', ''],
    ]);
    const result = await importRegistrationsFromText(db.kysely, text, { now: NOW });
    expect(result).toEqual({
      ok: true,
      rows: 4,
      summary: { inserted: 2, skipped: 1, corrected: 1, cancelled: 0 },
    });
    expect((await registrations()).map((r) => [r.registration_no, r.version, r.quantity_milli])).toEqual([
      ['D1', 1, 2_000_000],
      ['D2', 1, 500_000],
    ]);
    expect((await stats())[0]).toMatchObject({
      trade_count: 2,
      quantity_milli: 2_500_000,
      amount_e4: 245_000_000,
    });
  });

  it('reports every problem with its physical line, after a quoted line break, and writes nothing', async () => {
    const text = [
      'TescilNo,IslemZamani,UrunKodu,Miktar,BirimFiyat,Kanal,AliciUyeKodu,Durum,IptalNedeni,BasSayisi,Protein',
      'E1,2026-03-02 10:00,BUG1A,1000,10.5,SALON,U001,AKTIF,"yanlış',
      'giriş",,',
      'E2,2026-02-30 10:00,NOPE,1000.1234,10.12345,BORSA,U999,SILINDI,,2.5,101',
      ',yesterday,BUG1A,-5,0,SALON,,,,0,',
      '',
      'E4,2026-03-02 10:00,BUG1A,1000,10,SALON,,,,,,surplus',
      'E5,2026-03-02 10:00,BUG1A,,10',
      'E6,2026-03-02 10:00,BUG1A,"1,5",10,SALON,,,,,',
      'E7,2026-03-02 10:00,BUG1A,999999999999,99999,SALON,,,,,',
      'E8,2026-03-02 10:00,BUG1A,1,1,constructor,,toString,,,',
    ].join('\r\n');
    const before = await importTableCounts(db.kysely);
    const result = await importRegistrationsFromText(db.kysely, text, { now: NOW });
    expect(problemLines(result)).toEqual([
      'line 4: IslemZamani: "2026-02-30 10:00" is not a time (ISO 8601 or DD.MM.YYYY HH:mm)',
      'line 4: UrunKodu: unknown product code "NOPE"',
      'line 4: Miktar: "1000.1234" is not a number with at most 3 decimals (decimal mark ".")',
      'line 4: BirimFiyat: "10.12345" is not a number with at most 4 decimals (decimal mark ".")',
      'line 4: Kanal: "BORSA" is not one of SALON, SERBEST, CANLI_HAYVAN',
      'line 4: AliciUyeKodu: unknown member code "U999"',
      'line 4: Durum: "SILINDI" is not one of AKTIF, IPTAL',
      'line 4: BasSayisi: "2.5" is not a whole number',
      'line 4: Protein: must be at most 100',
      'line 5: TescilNo: value is missing',
      'line 5: IslemZamani: "yesterday" is not a time (ISO 8601 or DD.MM.YYYY HH:mm)',
      'line 5: Miktar: must be greater than 0',
      'line 5: BirimFiyat: must be greater than 0',
      'line 5: BasSayisi: must be at least 1',
      'line 7: column 12: unexpected value, the header has 11 columns',
      'line 8: Miktar: value is missing',
      'line 8: Kanal: value is missing',
      'line 9: Miktar: "1,5" is not a number with at most 3 decimals (decimal mark ".")',
      'line 10: Miktar: amount (Miktar × BirimFiyat) too large',
      'line 11: Kanal: "constructor" is not one of SALON, SERBEST, CANLI_HAYVAN',
      'line 11: Durum: "toString" is not one of AKTIF, IPTAL',
    ]);
    expect(await importTableCounts(db.kysely)).toEqual(before);
  });

  it('rejects a header with unknown or missing columns before reading any row', async () => {
    const text = 'tescilno;ISLEMZAMANI;Urun;Miktar;Miktar;Kanal\r\n1;2;3;4;5;6\r\n';
    expect(problemLines(await importRegistrationsFromText(db.kysely, text))).toEqual([
      'line 1: Urun: unknown column',
      'line 1: Miktar: column appears twice',
      'line 1: UrunKodu: required column is missing',
      'line 1: BirimFiyat: required column is missing',
    ]);
    expect(problemLines(await importRegistrationsFromText(db.kysely, ''))).toEqual([
      'line 1: header: the file is empty',
    ]);
  });

  it('reads comma decimals only in semicolon files, and a thousands separator is an error', async () => {
    const text = csvText(
      [
        HEADER.slice(0, 6),
        ['S1', '2026-03-02 10:00', 'BUG1A', '1.250,5', '10', 'SALON'],
        ['S2', '2026-03-02 10:00', 'BUG1A', '1250.5', '10', 'SALON'],
      ],
      { delimiter: ';' },
    );
    expect(problemLines(await importRegistrationsFromText(db.kysely, text))).toEqual([
      'line 2: Miktar: "1.250,5" is not a number with at most 3 decimals (decimal mark ",")',
      'line 3: Miktar: "1250.5" is not a number with at most 3 decimals (decimal mark ",")',
    ]);
  });

  it('reports the line of a quoted field that is never closed, and writes nothing', async () => {
    const text = `${HEADER.slice(0, 6).join(',')}\nQ1,2026-03-02 10:00,BUG1A,1,1,BORSA\nQ2,"2026-03-02 10:00,BUG1A,1,1,SALON\nQ3,x\n`;
    const before = await importTableCounts(db.kysely);
    expect(problemLines(await importRegistrationsFromText(db.kysely, text))).toEqual([
      'line 2: Kanal: "BORSA" is not one of SALON, SERBEST, CANLI_HAYVAN',
      'line 3: CSV: a quoted field starting on this record is never closed',
    ]);
    expect(await importTableCounts(db.kysely)).toEqual(before);
  });

  it('reports progress while writing', async () => {
    const seen: Array<[number, number]> = [];
    await importRegistrationsFromText(db.kysely, EXCEL, {
      onProgress: (done, total) => seen.push([done, total]),
    });
    expect(seen.at(-1)).toEqual([3, 3]);
  });
});
