import { Readable } from 'node:stream';
import { beforeAll, expect, it } from 'vitest';
import { type AppTest, describeWithApp } from '../../../test/app.js';
import { createMembers, csvText, importTableCounts, REGISTRATION_COLUMNS } from '../../../test/csv.js';
import { createTinyCatalogue } from '../../../test/factories.js';
import { type StaffUsers, signInStaff } from '../../../test/staff.js';
import { rowCount } from '../../../test/tables.js';

const NOW = new Date('2026-03-04T07:00:00.000Z');
const HEADER = [...REGISTRATION_COLUMNS, 'AliciUyeKodu'];
const ROWS = 50_000;

function bigFile(rows: number, prefix: string): string {
  return csvText([
    HEADER,
    ...Array.from({ length: rows }, (_, i) => [
      `${prefix}-${i}`,
      `2026-03-0${2 + (i % 2)} 10:${String(i % 60).padStart(2, '0')}`,
      i % 3 ? 'BUG1A' : 'BUG1B',
      String(1000 + (i % 97)),
      `${20 + (i % 13)}.5`,
      'SALON',
      'A1',
    ]),
  ]);
}

const registrationCount = (t: AppTest): Promise<number> => rowCount(t.kysely, 'registration');

describeWithApp('streamed CSV uploads', { now: NOW }, (t) => {
  let users: StaffUsers;

  beforeAll(async () => {
    await createTinyCatalogue(t.kysely);
    await createMembers(t.kysely, ['A1']);
    users = await signInStaff(t);
  });

  const upload = (payload: string | Readable, lang?: 'tr' | 'en') =>
    t.inject(users.operator, {
      method: 'POST',
      url: '/api/v1/Tescil/Import',
      payload,
      headers: { 'content-type': 'text/csv' },
      lang,
    });

  it('refuses a file over UPLOAD_MAX_MB with 413 UPLOAD_TOO_LARGE in tr and en, declared or streamed, writing nothing', async () => {
    const before = await importTableCounts(t.kysely);
    const file = bigFile(300, 'L');
    t.ctx.config.uploadMaxMb = (Buffer.byteLength(file) - 1) / (1024 * 1024);
    try {
      const tr = await upload(file);
      expect(tr.statusCode).toBe(413);
      expect(tr.json().error).toEqual({
        code: 'UPLOAD_TOO_LARGE',
        message: 'Dosya izin verilen boyuttan büyük; hiçbir satır yazılmadı.',
      });
      // Without a Content-Length the body is counted while it is streamed to disk.
      const streamed = await upload(Readable.from([file.slice(0, 5000), file.slice(5000)]), 'en');
      expect(streamed.statusCode).toBe(413);
      expect(streamed.json().error.message).toBe('The file is larger than allowed; no row was written.');
      t.ctx.config.uploadMaxMb = Buffer.byteLength(file) / (1024 * 1024);
      expect(await importTableCounts(t.kysely)).toEqual(before);
      expect((await upload(file)).json()).toMatchObject({ rows: 300 });
    } finally {
      t.ctx.config.uploadMaxMb = 100;
    }
  });

  it(`keeps answering other requests while a ${ROWS.toLocaleString('en')}-row upload is checked and committed`, async () => {
    const start = await registrationCount(t);
    let finished = false;
    const pending = upload(bigFile(ROWS, 'U')).finally(() => {
      finished = true;
    });
    let answered = 0;
    const seen = new Set<number>();
    // A reader every 5 ms, as clients would (a tight loop of injected requests would starve the upload);
    // bounded: each turn is one bulletin read and one count between chunk commits.
    for (let turn = 0; !finished && turn < 12_000; turn += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const read = await t.app.inject({ url: '/api/v1/CMS/OnlineKullaniciBulten/GetUrunGruplari' });
      expect(read.statusCode).toBe(200);
      answered += 1;
      seen.add((await registrationCount(t)) - start);
    }
    const res = await pending;
    expect(res.statusCode).toBe(200);
    expect(res.json().summary.inserted).toBe(ROWS);
    expect(answered).toBeGreaterThan(1);
    // Some read ran between two chunks: the database was not held for the whole import.
    expect([...seen].some((n) => n > 0 && n < ROWS)).toBe(true);
    // A few seconds on a quiet machine; generous for a loaded one.
  }, 180_000);
});
