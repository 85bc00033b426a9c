import { beforeAll, expect, it } from 'vitest';
import { describeWithApp, STAFF_ROLES } from '../../../test/app.js';
import {
  CATALOGUE_COLUMNS,
  createMembers,
  csvText,
  csvUploader,
  importTableCounts,
  REGISTRATION_HEADER,
} from '../../../test/csv.js';
import { createTinyCatalogue, type TinyCatalogue } from '../../../test/factories.js';
import { rowsWhere } from '../../db/rows.js';

const NOW = new Date('2026-03-04T07:00:00.000Z');
const GOOD = csvText([
  REGISTRATION_HEADER,
  ['C-1', '2026-03-02 10:00', 'BUG1A', '10000', '20.5', 'SALON', 'A1', 'S1'],
  ['C-2', '2026-03-02 11:00', 'BUG1A', '5000', '21.1', 'SALON', 'A1', 'S1'],
]);

describeWithApp('CSV uploads', { now: NOW, users: [...STAFF_ROLES, 'member'] }, (t) => {
  const users = t.users;
  const { member } = t.users;
  let cat: TinyCatalogue;

  const upload = csvUploader(t);

  beforeAll(async () => {
    cat = await createTinyCatalogue(t.kysely);
    await createMembers(t.kysely, ['A1', 'S1']);
  });

  it('rejects a file with a bad row: 400 IMPORT_REJECTED with its problems as codes (and English details), nothing written', async () => {
    const before = await importTableCounts(t.kysely);
    const bad = csvText([
      REGISTRATION_HEADER,
      ['B-1', '2026-03-02 10:00', 'BUG1A', '10000', '20.5', 'SALON', 'A1', 'S1'],
      ['B-2', '2026-03-02 10:00', 'YOK', '1,5', '20.5', 'SALON', 'A1', 'S1'],
    ]);
    const tr = await upload(users.operator, 'Tescil/Import', bad);
    expect(tr.statusCode).toBe(400);
    expect(tr.json()).toEqual({
      error: {
        code: 'IMPORT_REJECTED',
        message: 'Dosya reddedildi; hiçbir satır yazılmadı.',
        details: [
          'line 3: UrunKodu: unknown product code "YOK"',
          'line 3: Miktar: "1,5" is not a number with at most 3 decimals (decimal mark ".")',
        ],
        problems: [
          { line: 3, column: 'UrunKodu', code: 'UNKNOWN_PRODUCT', params: { code: 'YOK' } },
          {
            line: 3,
            column: 'Miktar',
            code: 'NOT_DECIMAL',
            params: { value: '1,5', decimals: 3, mark: '.' },
          },
        ],
        problemCount: 2,
      },
      Message: 'Dosya reddedildi; hiçbir satır yazılmadı.',
    });
    const en = await upload(users.operator, 'Tescil/Import', bad, 'en');
    expect(en.json().error.message).toBe('The file was rejected; no row was written.');
    expect(await importTableCounts(t.kysely)).toEqual(before);
    const audit = await rowsWhere(t.kysely, 'audit_log', { action: 'registrations.import.rejected' }, ['id']);
    expect(audit.map((a) => JSON.parse(a.detail).problems)).toEqual([2, 2]);
  });

  it('imports a good file for an operator, answers the summary, updates figures, audits and announces', async () => {
    t.events.length = 0;
    const res = await upload(users.operator, 'Tescil/Import', GOOD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rows: 2, summary: { inserted: 2, skipped: 0, corrected: 0, cancelled: 0 } });
    const stat = await rowsWhere(t.kysely, 'daily_stat', { product_id: cat.redHard }, []);
    // 10 000 × 20.5 + 5 000 × 21.1 = 310 500 TL.
    expect(stat).toEqual([
      expect.objectContaining({
        trade_date: '2026-03-02',
        trade_count: 2,
        quantity_milli: 15_000_000,
        amount_e4: 3_105_000_000,
      }),
    ]);
    expect(t.events).toEqual([{ type: 'figures', dates: [] }]);
    const audit = await rowsWhere(t.kysely, 'audit_log', { action: 'registrations.import' }, []);
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.detail)).toEqual({
      bytes: Buffer.byteLength(GOOD),
      rows: 2,
      summary: { inserted: 2, skipped: 0, corrected: 0, cancelled: 0 },
    });
    const again = await upload(users.admin, 'Tescil/Import', GOOD);
    expect(again.json()).toEqual({
      rows: 2,
      summary: { inserted: 0, skipped: 2, corrected: 0, cancelled: 0 },
    });
  });

  it('accepts files beyond the JSON body limit and caps the problem list at 1000 lines', async () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => [
      `X-${i}`,
      '2026-03-02 10:00',
      'YOK',
      '1',
      '1',
      'SALON',
      '',
      '',
    ]);
    const big = csvText([REGISTRATION_HEADER, ...rows]);
    expect(Buffer.byteLength(big)).toBeGreaterThan(1024 * 1024);
    const res = await upload(users.operator, 'Tescil/Import', big);
    expect(res.statusCode).toBe(400);
    const details: string[] = res.json().error.details;
    expect(details).toHaveLength(1001);
    expect(details[0]).toBe('line 2: UrunKodu: unknown product code "YOK"');
    expect(details[1000]).toBe('… and 29000 more problems');
    const { problems, problemCount } = res.json().error;
    expect([problems.length, problemCount, problems[999].line]).toEqual([1000, 30000, 1001]);
  });

  it('imports a catalogue file and renames on re-import', async () => {
    const header = CATALOGUE_COLUMNS;
    const file = (name: string) =>
      csvText([
        header,
        ['MIS', 'MISIR', 'CORN', 'MIS1', 'MISIR (SARI)', 'CORN (YELLOW)', 'MIS1A', name, 'YELLOW CORN', 'KG'],
      ]);
    const first = await upload(users.operator, 'Katalog/Import', file('SARI MISIR'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      rows: 1,
      summary: { inserted: 3, skipped: 0, corrected: 0, cancelled: 0 },
    });
    const second = await upload(users.operator, 'Katalog/Import', file('MISIR SARI'));
    expect(second.json().summary).toMatchObject({ inserted: 0, corrected: 1, skipped: 2 });
    const product = await rowsWhere(t.kysely, 'catalogue_item', { code: 'MIS1A' }, []);
    expect(product.map((p) => p.name_tr)).toEqual(['MISIR SARI']);
    const bad = await upload(
      users.operator,
      'Katalog/Import',
      csvText([header, ['MIS', 'MISIR', 'CORN', 'MIS1', 'X', 'X', 'MIS1B', 'Y', 'Y', 'LITRE']]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('IMPORT_REJECTED');
    expect(bad.json().error.details[0]).toMatch(/^line 2: Birim: /);
  });

  it('answers 400 for a body that is not text/csv', async () => {
    const json = await t.post(users.operator, '/api/v1/Tescil/Import', { rows: [] });
    expect(json.statusCode).toBe(400);
    const jsonString = await upload(
      users.operator,
      'Tescil/Import',
      JSON.stringify('a,b'),
      undefined,
      'application/json',
    );
    expect(jsonString.statusCode).toBe(400);
    expect(jsonString.json().error.code).toBe('BAD_REQUEST');
  });

  it('refuses uploads without a token (401) and from the service account and members (403)', async () => {
    const before = await importTableCounts(t.kysely);
    expect((await upload(null, 'Tescil/Import', GOOD)).statusCode).toBe(401);
    expect((await upload(users.service, 'Tescil/Import', GOOD)).statusCode).toBe(403);
    expect((await upload(member, 'Katalog/Import', GOOD)).statusCode).toBe(403);
    expect(await importTableCounts(t.kysely)).toEqual(before);
  });
});
