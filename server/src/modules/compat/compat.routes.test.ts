import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import { createBulletinMarket, DAYS, getBulletin, NOW } from '../../../test/bulletin-fixture.js';

// Day D by hand (cancelled B7 left out):
//   red class: B1 20 000 kg × 11,00 = 220 000; B2 4 000 kg × 10,80 = 43 200; B3 6 000 kg × 12,60 = 75 600
//              → 30 000 kg, 338 800 TL, 11,29333… → 11,2933; min 10,80, max 12,60
//   white class: B4 1 250 t × 13 500 TL/t = 16 875 000 TL → 1 250 000 kg at 13,5000 TL/kg
//   wheat group: 1 280 000 kg, 17 213 800 TL → 13,448281… → 13,4483; min 10,80, max 13,50
//   barley: B5 12 000 kg × 8,40 = 100 800 TL
//   cattle (live animals): B6 2 heads × 100 000 TL
const WHEAT_GROUP = { GrupMinFiyat: 108_000, GrupMaxFiyat: 135_000, GrupOrtFiyat: 134_483 };
const EXPECTED_ROWS = [
  {
    GrupAdi: 'BUĞDAY',
    UrunGrubu: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
    SinifAdi: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
    MinFiyat: '10,8000',
    MaxFiyat: '12,6000',
    AvgFiyat: '11,2933',
    OrtFiyat: '11,2933',
    TopMiktar: 30_000,
    Miktar: '30.000',
    ...WHEAT_GROUP,
  },
  {
    GrupAdi: 'BUĞDAY',
    UrunGrubu: '2.GRUP BEYAZ SERT',
    SinifAdi: '2.GRUP BEYAZ SERT',
    MinFiyat: '13,5000',
    MaxFiyat: '13,5000',
    AvgFiyat: '13,5000',
    OrtFiyat: '13,5000',
    TopMiktar: 1_250_000,
    Miktar: '1.250.000',
    ...WHEAT_GROUP,
  },
  {
    GrupAdi: 'ARPA',
    UrunGrubu: 'ARPA',
    SinifAdi: 'ARPA',
    MinFiyat: '8,4000',
    MaxFiyat: '8,4000',
    AvgFiyat: '8,4000',
    OrtFiyat: '8,4000',
    TopMiktar: 12_000,
    Miktar: '12.000',
    GrupMinFiyat: 84_000,
    GrupMaxFiyat: 84_000,
    GrupOrtFiyat: 84_000,
  },
];
const FIELD_TYPES = {
  GrupAdi: 'string',
  UrunGrubu: 'string',
  SinifAdi: 'string',
  MinFiyat: 'string',
  MaxFiyat: 'string',
  AvgFiyat: 'string',
  OrtFiyat: 'string',
  TopMiktar: 'number',
  Miktar: 'string',
  GrupMinFiyat: 'number',
  GrupMaxFiyat: 'number',
  GrupOrtFiyat: 'number',
};
const DAY_ENDPOINTS = ['GetGunlukBulten', 'GetTescilGunlukBulten', 'GetAnlikBulten'];

describeWithApp('compatibility rows', { seed: createBulletinMarket, now: NOW }, (t) => {
  const cat = t.data;

  it.each(DAY_ENDPOINTS)(
    '%s answers one row per crop class in the exact DESIGN 5.3 shape',
    async (endpoint) => {
      const { status, body } = await getBulletin(t.app, `/${endpoint}/${DAYS.D}`);
      expect(status).toBe(200);
      expect(body).toEqual(EXPECTED_ROWS);
      for (const row of body as Record<string, unknown>[]) {
        expect(Object.keys(row)).toEqual(Object.keys(FIELD_TYPES));
        for (const [field, type] of Object.entries(FIELD_TYPES)) expect(typeof row[field]).toBe(type);
        for (const field of ['MinFiyat', 'MaxFiyat', 'AvgFiyat', 'OrtFiyat'])
          expect(row[field]).toMatch(/^\d+,\d{4}$/);
        for (const field of ['GrupMinFiyat', 'GrupMaxFiyat', 'GrupOrtFiyat'])
          expect(Number.isInteger(row[field])).toBe(true);
      }
    },
  );

  it('answers the previous trading day without the white class and with the earlier figures', async () => {
    // P: red class A1 10 000 × 10,50 + A2 5 000 × 11,25 + A3 2 000 × 12 = 185 250 TL / 17 000 kg = 10,897058… → 10,8971
    const { body } = await getBulletin(t.app, `/GetGunlukBulten/${DAYS.P}`);
    expect(body).toEqual([
      expect.objectContaining({
        SinifAdi: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
        AvgFiyat: '10,8971',
        MinFiyat: '10,5000',
        MaxFiyat: '12,0000',
        TopMiktar: 17_000,
        Miktar: '17.000',
        GrupOrtFiyat: 108_971,
      }),
      expect.objectContaining({
        SinifAdi: 'ARPA',
        AvgFiyat: '8,0000',
        TopMiktar: 8_000,
        Miktar: '8.000',
        GrupOrtFiyat: 80_000,
      }),
    ]);
  });

  it('uses the request language for names', async () => {
    const { body } = await getBulletin(t.app, `/GetGunlukBulten/${DAYS.D}`, 'en');
    expect(
      (body as Array<{ GrupAdi: string; SinifAdi: string }>).map((r) => [r.GrupAdi, r.SinifAdi]),
    ).toEqual([
      ['BUĞDAY (en)', '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR (en)'],
      ['BUĞDAY (en)', '2nd GROUP WHITE HARD'],
      ['ARPA (en)', 'ARPA (en)'],
    ]);
  });

  it.each(DAY_ENDPOINTS)(
    '%s answers 200 [] for a day without trading and 400 for a bad date',
    async (endpoint) => {
      expect(await getBulletin(t.app, `/${endpoint}/2026-03-04`)).toMatchObject({ status: 200, body: [] });
      expect(await getBulletin(t.app, `/${endpoint}/2026-02-30`, 'en')).toMatchObject({
        status: 400,
        body: {
          error: { code: 'BAD_DATE', message: 'Invalid date; expected YYYY-MM-DD.' },
          Message: 'Invalid date; expected YYYY-MM-DD.',
        },
      });
    },
  );

  it('GetOnlineGunlukKartlarGrup answers one row per group of the latest trading day', async () => {
    const { status, body } = await getBulletin(t.app, '/GetOnlineGunlukKartlarGrup');
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        IslemTarih: '2026-03-03T00:00:00',
        GrupAdi: 'BUĞDAY',
        UstUrunGrubu: 'TARIM ÜRÜNLERİ',
        GrupKodu: 'BUG',
        MinFiyat: '10,8000',
        OrtFiyat: '13,4483',
        MaxFiyat: '13,5000',
        SatilanMiktar: 1_280_000,
      },
      {
        IslemTarih: '2026-03-03T00:00:00',
        GrupAdi: 'ARPA',
        UstUrunGrubu: 'TARIM ÜRÜNLERİ',
        GrupKodu: 'ARP',
        MinFiyat: '8,4000',
        OrtFiyat: '8,4000',
        MaxFiyat: '8,4000',
        SatilanMiktar: 12_000,
      },
      // Live animals are priced per head: 2 heads at 100 000 TL.
      {
        IslemTarih: '2026-03-03T00:00:00',
        GrupAdi: 'CANLI HAYVAN',
        UstUrunGrubu: 'CANLI HAYVAN',
        GrupKodu: 'CH',
        MinFiyat: '100000,0000',
        OrtFiyat: '100000,0000',
        MaxFiyat: '100000,0000',
        SatilanMiktar: 2,
      },
    ]);
    const en = await getBulletin(t.app, '/GetOnlineGunlukKartlarGrup', 'en');
    expect((en.body as Array<{ UstUrunGrubu: string }>).map((r) => r.UstUrunGrubu)).toEqual([
      'AGRICULTURAL PRODUCTS',
      'AGRICULTURAL PRODUCTS',
      'LIVE ANIMALS',
    ]);
    expect(cat.animalGroup).toBeGreaterThan(0);
  });
});
