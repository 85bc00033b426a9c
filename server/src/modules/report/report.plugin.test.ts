import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../../test/databases.js';
import { type HistoryData, historyApp, historyContext, seedHistoryData } from '../../../test/history-data.js';
import type { Db } from '../../db/database.js';
import { buildReportApp } from './report.app.js';

const R = '/api/v1/Rapor';

describe.each(testDatabaseFactories())('report service on $name', (factory: TestDatabaseFactory) => {
  let db: Db;
  let app: FastifyInstance;
  let alone: FastifyInstance;
  let d: HistoryData['cat'];
  const get = async (url: string, lang = 'tr', on = app) => {
    const response = await on.inject({ method: 'GET', url: `${R}/${url}`, headers: { lang } });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };

  beforeAll(async () => {
    db = await factory.open();
    d = (await seedHistoryData(db)).cat;
    const ctx = historyContext(db);
    app = await historyApp(ctx);
    alone = await buildReportApp(ctx);
  });
  afterAll(async () => {
    await app.close();
    await alone.close();
    await factory.close(db);
  });

  it('offers the groups, classes and products that trade in the hall', async () => {
    const { body } = await get('SalonSatisSecimler', 'en');
    expect(body).toEqual([
      { Id: d.wheatGroup, Kod: 'BUG', Ad: 'BUĞDAY (en)', Seviye: 'GROUP', UstId: null },
      {
        Id: d.redClass,
        Kod: 'BUG1',
        Ad: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR (en)',
        Seviye: 'CLASS',
        UstId: d.wheatGroup,
      },
      { Id: d.redHard, Kod: 'BUG1A', Ad: 'ANADOLU KIRMIZI SERT (en)', Seviye: 'PRODUCT', UstId: d.redClass },
      { Id: d.redSoft, Kod: 'BUG1B', Ad: 'KIRMIZI SERT 2 (en)', Seviye: 'PRODUCT', UstId: d.redClass },
    ]);
  });

  it("sums a day's hall lots per class with the change vs the class's previous hall day", async () => {
    const { body } = await get('SalonSatisSiniflar/2026-03-02');
    // H4 10 000 @ 12, H7 5 000 @ 11, H5 30 000 @ 12.5 → 550 000 TL / 45 000 kg; previous hall day H2 @ 10.
    expect(body).toEqual([
      expect.objectContaining({
        IslemTarih: '2026-03-02',
        Kesin: true,
        Seviye: 'CLASS',
        SinifId: d.redClass,
        MinFiyat: 11,
        MaxFiyat: 12.5,
        OrtFiyat: 12.2222,
        IlkFiyat: 12,
        SonFiyat: 12.5,
        Miktar: 45_000,
        Tutar: 550_000,
        IslemSayisi: 3,
        OncekiTarih: '2025-03-03',
        OncekiOrtFiyat: 10,
        Degisim: 2.2222,
        DegisimYuzde: 22.22,
        Yon: 'UP',
      }),
    ]);
    const next = await get('SalonSatisSiniflar/2026-03-03');
    expect(next.body[0]).toMatchObject({ OrtFiyat: 12.8, OncekiTarih: '2026-03-02', DegisimYuzde: 4.73 });
  });

  it("gives a day's hall cards per product with the lots' average analyses", async () => {
    const { body } = await get('SalonSatisGunluk/2026-03-02');
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({
      UrunId: d.redHard,
      OrtFiyat: 12.375,
      Miktar: 40_000,
      OncekiOrtFiyat: 10,
      DegisimYuzde: 23.75,
      Protein: 13.25,
      Rutubet: 10.63,
      Hektolitre: 80.13,
      Sedimantasyon: null,
      Sune: null,
    });
    expect(body[1]).toMatchObject({
      UrunId: d.redSoft,
      OrtFiyat: 11,
      OncekiTarih: null,
      Degisim: null,
      Protein: 11,
      Hektolitre: null,
    });
  });

  it('lists hall sessions by date, newest first, with totals per unit', async () => {
    const { body } = await get('SalonSatisListesi/2024-01-01/2026-03-06');
    expect(body.map((r: { Tarih: string }) => r.Tarih)).toEqual([
      '2026-03-03',
      '2026-03-02',
      '2025-03-03',
      '2024-03-04',
      '2024-02-29',
      '2024-02-28',
    ]);
    expect(body[1]).toEqual({
      Tarih: '2026-03-02',
      Kesin: true,
      UrunSayisi: 2,
      IslemSayisi: 3,
      Tutar: 550_000,
      Miktarlar: [{ Birim: 'KG', Miktar: 45_000 }],
    });
  });

  it('gives the latest card trades', async () => {
    const { body } = await get('OnlineKartIslem?limit=2');
    expect(body.map((r: { TescilNo: string }) => r.TescilNo)).toEqual(['H11', 'H10']);
  });

  it('answers [] without a session and 400 for bad input, in the request language', async () => {
    expect((await get('SalonSatisSiniflar/2026-03-04')).body).toEqual([]);
    expect((await get('SalonSatisGunluk/2026-03-04')).body).toEqual([]);
    expect((await get('SalonSatisListesi/2023-01-01/2023-12-31')).body).toEqual([]);
    const bad = await get('SalonSatisSiniflar/2026-02-30', 'en');
    expect([bad.status, bad.body.error.code, bad.body.Message]).toEqual([
      400,
      'BAD_DATE',
      'Invalid date; expected YYYY-MM-DD.',
    ]);
    expect((await get('SalonSatisListesi/2026-03-06/2026-03-01')).body.error.code).toBe('BAD_RANGE');
    expect((await get('OnlineKartIslem?limit=0')).body.error.code).toBe('BAD_LIMIT');
  });

  it('answers the same from its own app, with CORS and JSON errors', async () => {
    for (const url of [
      'SalonSatisSecimler',
      'SalonSatisSiniflar/2026-03-02',
      'SalonSatisGunluk/2026-03-02',
      'SalonSatisListesi/2026-03-01/2026-03-06',
    ]) {
      expect((await get(url, 'tr', alone)).body).toEqual((await get(url)).body);
    }
    const cors = await alone.inject({
      method: 'GET',
      url: `${R}/SalonSatisSecimler`,
      headers: { origin: 'https://example.org' },
    });
    expect(cors.headers['access-control-allow-origin']).toBe('*');
    const missing = await get('Yok', 'en', alone);
    expect([missing.status, missing.body.error.code]).toEqual([404, 'NOT_FOUND']);
    expect((await get('SalonSatisSiniflar/x', 'en', alone)).body.error.code).toBe('BAD_DATE');
    const bulletin = await alone.inject({
      method: 'GET',
      url: '/api/v1/CMS/OnlineKullaniciBulten/GetUrunGruplari',
    });
    expect(bulletin.statusCode).toBe(404);
  });
});
