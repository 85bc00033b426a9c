import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletinApp, createBulletinMarket, DAYS, getBulletin } from '../../../test/bulletin-fixture.js';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../../test/databases.js';
import { readCsvDownload } from '../../../test/download.js';
import type { Db } from '../../db/database.js';

type Row = Record<string, unknown>;

describe.each(testDatabaseFactories())('open data downloads on $name', (factory: TestDatabaseFactory) => {
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await factory.open();
    await createBulletinMarket(db);
    ({ app } = await bulletinApp(db));
  });
  afterAll(async () => {
    await app.close();
    await factory.close(db);
  });

  const get = (url: string, lang = 'tr') => app.inject({ method: 'GET', url, headers: { lang } });

  it('gives a public read’s JSON as a file, its path parameters in the query', async () => {
    const res = await get(`/api/v1/AcikVeri/GetGunlukBultenDetay.json?date=${DAYS.D}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="GetGunlukBultenDetay_${DAYS.D}.json"`,
    );
    expect(res.json()).toEqual((await getBulletin(app, `/GetGunlukBultenDetay/${DAYS.D}`)).body);
  });

  it('writes the rows of a day as CSV with the API field names, in the language’s number format', async () => {
    const detail = (await getBulletin(app, `/GetGunlukBultenDetay/${DAYS.D}`)).body as { Satirlar: Row[] };
    const tr = await get(`/api/v1/AcikVeri/GetGunlukBultenDetay.csv?date=${DAYS.D}`);
    expect(tr.statusCode).toBe(200);
    expect(tr.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = tr.body.replace('\uFEFF', '').trimEnd().split('\r\n');
    const header = lines[0]!.split(';');
    expect(header.slice(0, 3)).toEqual(['Seviye', 'GrupId', 'GrupKodu']);
    expect(lines).toHaveLength(detail.Satirlar.length + 1);
    // The wheat group: weighted average 13,4483 TL/kg (worked out in the day-bulletin tests).
    const wheat = lines[1]!.split(';');
    expect(wheat[header.indexOf('OrtFiyat')]).toBe('13,4483');
    expect(wheat[header.indexOf('GrupAdi')]).toBe('BUĞDAY');
    const en = await get(`/api/v1/AcikVeri/GetGunlukBultenDetay.csv?date=${DAYS.D}&lang=en`);
    expect(en.headers['content-disposition']).toBe(
      `attachment; filename="GetGunlukBultenDetay_${DAYS.D}.csv"`,
    );
    const enLines = en.body.replace('\uFEFF', '').split('\r\n');
    const enHeader = enLines[0]!.split(',');
    expect(enLines[1]!.split(',')[enHeader.indexOf('OrtFiyat')]).toBe('13.4483');
  });

  it('gives people (?baslik=dil) headings in the language, the selection in the first lines and the name', async () => {
    const tr = await get(`/api/v1/AcikVeri/GetGunlukBultenDetay.csv?date=${DAYS.D}&baslik=dil`);
    expect(tr.headers['content-disposition']).toBe(`attachment; filename="gunluk-bulten_${DAYS.D}.csv"`);
    const day = readCsvDownload(tr.rawPayload, ';');
    expect(day.about).toEqual([['Günlük bülten'], ['Tarih', '03.03.2026']]);
    expect(day.table[0]!.slice(0, 3)).toEqual(['Düzey', 'Grup no', 'Grup kodu']);
    expect(day.table[0]).toContain('Ağırlıklı ortalama');
    expect(day.table[1]![day.table[0]!.indexOf('Ağırlıklı ortalama')]).toBe('13,4483');
    // The same rows as the programs' file, under other headings.
    const programs = readCsvDownload(
      (await get(`/api/v1/AcikVeri/GetGunlukBultenDetay.csv?date=${DAYS.D}`)).rawPayload,
      ';',
    );
    expect(programs.about).toEqual([]);
    expect(programs.table.slice(1)).toEqual(day.table.slice(1));

    const item = (await getBulletin(app, `/GetGunlukBultenDetay/${DAYS.D}`)).body as { Satirlar: Row[] };
    const product = item.Satirlar.find((r) => r.Seviye === 'PRODUCT')!;
    const en = await get(
      `/api/v1/AcikVeri/GetBultenIslemUrunListesiTarihli.csv?itemId=${product.UrunId}&from=${DAYS.P}&to=${DAYS.D}&kanal=SALON&baslik=dil&lang=en`,
    );
    expect(en.statusCode).toBe(200);
    const range = readCsvDownload(en.rawPayload);
    expect(range.about).toEqual([
      ['Prices per day'],
      ['Group', `${product.GrupAdi} (en)`],
      ['Class', `${product.SinifAdi} (en)`],
      ['Product', `${product.UrunAdi} (en)`],
      ['Date range', '02/03/2026 – 03/03/2026'],
      ['Channel', 'Hall'],
    ]);
    expect(en.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="prices-per-day_[^"]*-en-_${DAYS.P}_${DAYS.D}_SALON\\.csv"$`),
    );
    expect(range.table[0]).toContain('Weighted average');
    const bad = await get(`/api/v1/AcikVeri/GetGunlukBultenDetay.csv?date=${DAYS.D}&baslik=x`);
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'VALIDATION']);
  });

  it('offers the corrections and an item’s range reads too', async () => {
    const res = await get(`/api/v1/AcikVeri/GetDuzeltmeler.csv?date=${DAYS.D}`);
    const lines = res.body.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines[0]).toContain('Alan;Onceki;Sonraki;Tur;Zaman');
    expect(lines).toHaveLength(6);
  });

  it('refuses other formats, unknown or non-public methods and missing parameters; the read’s own 400s pass', async () => {
    const code = async (url: string) => {
      const res = await get(url);
      return [res.statusCode, (res.json() as { error: { code: string } }).error.code];
    };
    expect(await code(`/api/v1/AcikVeri/GetGunlukBultenDetay.xml?date=${DAYS.D}`)).toEqual([
      400,
      'BAD_FORMAT',
    ]);
    expect(await code('/api/v1/AcikVeri/GetNothing.csv')).toEqual([404, 'NOT_FOUND']);
    expect(await code('/api/v1/AcikVeri/GetOwnUser.json')).toEqual([404, 'NOT_FOUND']);
    expect(await code('/api/v1/AcikVeri/GetGunlukBultenDetay.csv')).toEqual([400, 'VALIDATION']);
    expect(await code('/api/v1/AcikVeri/GetGunlukBultenDetay.csv?date=2026-02-30')).toEqual([
      400,
      'BAD_DATE',
    ]);
  });
});
