import { AUTH_PREFIX } from '@bulten/core';
import { expect, it } from 'vitest';
import { describeWithApp, STAFF_ROLES } from '../../test/app.js';
import { nextTestIp } from '../../test/auth.js';
import { csvText } from '../../test/csv.js';
import { createTinyCatalogue } from '../../test/factories.js';
import { problemLines } from '../../test/problems.js';
import { CATALOGUE_COLUMNS } from '../modules/imports/catalogue-row.js';
import { importCatalogueFromText, importRegistrationsFromText } from '../modules/imports/imports.service.js';
import { REGISTRATION_COLUMNS } from '../modules/imports/registration-row.js';

const NOW = new Date('2026-03-04T07:00:00.000Z');
const P = '/api/v1/CMS/OnlineKullaniciBulten';
const CATALOGUE_HEADER = CATALOGUE_COLUMNS.required;

describeWithApp('control characters refused', { now: NOW, users: STAFF_ROLES }, (t) => {
  const { admin } = t.users;

  const expectRefused = (res: { statusCode: number; json(): unknown }, detail: string, lang = 'tr') => {
    expect(res.statusCode).toBe(400);
    const message =
      lang === 'tr'
        ? 'İstekte izin verilmeyen bir kontrol karakteri var (ör. NUL).'
        : 'The request holds a control character that is not allowed (e.g. NUL).';
    expect(res.json()).toEqual({
      error: { code: 'CONTROL_CHARACTER', message, details: [detail] },
      Message: message,
    });
  };

  it.each([
    ['/api/v1/CMS/GetValues/intro%00/content', 'path: U+0000 at character 28'],
    [`${P}/GetOnlineBultenFiyatArsiv/1%09/2026-03-01/2026-03-06/TUMU`, 'path: U+0009 at character 62'],
    [`${P}/GetSeansDurumu?kanal=SALON%7F`, 'query kanal: U+007F at character 6'],
    ['/api/health?a%0Ab=1', 'query a\u240Ab: U+000A at character 2'],
    ['/no/such/page%00', 'path: U+0000 at character 14'],
  ])('GET %s: 400 CONTROL_CHARACTER', async (url, detail) => {
    expectRefused(await t.app.inject({ method: 'GET', url, headers: { lang: 'tr' } }), detail);
  });

  it('a NUL in a sign-in body: 400 in the request language, not a database error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${AUTH_PREFIX}/KullaniciGirisYap`,
      headers: { lang: 'en' },
      remoteAddress: nextTestIp(),
      payload: {
        KullaniciAdi: 'ad\u0000min',
        Sifre: 'x',
        Source: 'web',
        RequestId: 'nul-1',
        UyeKodu: null,
      },
    });
    expectRefused(res, 'body.KullaniciAdi: U+0000 at character 3', 'en');
  });

  it('nested JSON and keys are walked; tab, LF and CR pass in text, other C0 and DEL do not', async () => {
    const set = (MetinTr: string) =>
      t.post(admin, '/api/v1/KayanYazi/Set', { MetinTr, MetinEn: 'x', RenkKodu: '#112233' });
    expectRefused(await set('zil\u0007'), 'body.MetinTr: U+0007 at character 4');
    expectRefused(await set('\u001b[31m'), 'body.MetinTr: U+001B at character 1');
    expect((await set('satır 1\r\nsatır\t2')).statusCode).toBe(200);
    const ticker = await t.kysely.selectFrom('ticker').select('text_tr').executeTakeFirstOrThrow();
    expect(ticker.text_tr).toBe('satır 1\r\nsatır\t2');
    const gallery = await t.app.inject({
      method: 'POST',
      url: '/api/v1/CMS/Galeri/GetWithFilterInfo',
      payload: { Filter: 'a', Modul: null, Page: 1, PageSize: 12, extra: [{ 'k\u0000': 1 }] },
    });
    expectRefused(gallery, 'body.extra.0.k\u2400: key U+0000 at character 2');
  });

  it('a CSV upload with a NUL: 400 naming the line, nothing written', async () => {
    const file = csvText([
      CATALOGUE_HEADER,
      ['BUG', 'BUĞDAY', 'BUG1', 'EKMEKLİK', 'BUG1A', 'ANA\u0000DOLU', 'KG'],
    ]);
    const res = await t.inject(admin, {
      method: 'POST',
      url: '/api/v1/Katalog/Import',
      headers: { 'content-type': 'text/csv' },
      payload: file,
    });
    expectRefused(res, 'body: line 2: U+0000 at character 35');
    expect(await t.kysely.selectFrom('catalogue_item').select('id').execute()).toEqual([]);
  });

  it('the CLI import (same CSV reader) rejects control characters in a cell with its line and column', async () => {
    const rows = [
      CATALOGUE_HEADER,
      ['BUG', 'BUĞDAY', 'BUG1', 'EKMEKLİK', 'BUG1A', 'ANA\u0000DOLU', 'KG'],
      ['BUG', 'BUĞDAY', 'BUG1', 'EKMEK\tLİK', 'BUG1B', 'KIRMIZI', 'KG'],
    ];
    const result = await importCatalogueFromText(t.kysely, csvText(rows));
    expect(result.ok).toBe(false);
    expect(problemLines(result)).toEqual(
      expect.arrayContaining([
        'line 2: UrunAdi: holds the control character U+0000 at character 4',
        'line 3: SinifAdi: holds the control character U+0009 at character 6',
      ]),
    );
    expect(await t.kysely.selectFrom('catalogue_item').select('id').execute()).toEqual([]);
  });

  it('a registrations file: a line break passes in the cancel reason (free text), not in a province', async () => {
    await createTinyCatalogue(t.kysely);
    const header = [...REGISTRATION_COLUMNS.required, 'Durum', 'IptalNedeni', 'Il'];
    const cancelled = [
      'C1',
      '2026-03-02 10:00',
      'BUG1A',
      '10',
      '10',
      'SALON',
      'IPTAL',
      'yanlış\r\ngiriş',
      'KONYA',
    ];
    const broken = ['C2', '2026-03-02 10:00', 'BUG1A', '10', '10', 'SALON', 'AKTIF', '', 'KON\nYA'];
    const refused = await importRegistrationsFromText(t.kysely, csvText([header, cancelled, broken]));
    expect(problemLines(refused)).toEqual(['line 4: Il: holds the control character U+000A at character 4']);
    expect(await importRegistrationsFromText(t.kysely, csvText([header, cancelled]))).toMatchObject({
      ok: true,
    });
    const row = await t.kysely.selectFrom('registration').select('cancel_reason').executeTakeFirstOrThrow();
    expect(row.cancel_reason).toBe('yanlış\r\ngiriş');
  });
});
