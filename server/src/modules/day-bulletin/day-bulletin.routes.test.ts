import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import {
  CATTLE_ON_D,
  createBulletinMarket,
  DAYS,
  getBulletin,
  levels,
  NOW,
  type Row,
  redClassLevels,
} from '../../../test/bulletin-fixture.js';

const noYear = { GecenYilTarih: null, GecenYilOrtFiyat: null, GecenYilDegisimYuzde: null };

describeWithApp('day views', { seed: createBulletinMarket, now: NOW }, (t) => {
  const c = t.data;

  it('GetGunlukBultenDetay gives group → class → product rows with figures and changes', async () => {
    const { status, body } = await getBulletin(t.app, `/GetGunlukBultenDetay/${DAYS.D}`);
    expect(status).toBe(200);
    const detail = body as { Satirlar: Row[] } & Row;
    expect({ ...detail, Satirlar: undefined }).toEqual({
      Tarih: DAYS.D,
      Kesin: false,
      Kanal: 'TUMU',
      OncekiIslemGunu: DAYS.P,
      SonrakiIslemGunu: null,
      Satirlar: undefined,
    });
    expect(levels(detail.Satirlar)).toEqual([
      ['GROUP', c.wheatGroup],
      ...redClassLevels(c),
      ['CLASS', c.whiteClass],
      ['PRODUCT', c.whiteTon],
      ['GROUP', c.barleyGroup],
      ['CLASS', c.barleyClass],
      ['PRODUCT', c.feedBarley],
    ]);
    // Wheat in kg: red 30 000 kg / 338 800 TL + white 1 250 t = 1 250 000 kg / 16 875 000 TL
    // → 17 213 800 / 1 280 000 = 13,4483; P: 185 250 / 17 000 = 10,8971 → +2,5512 (23,41 %); Y: 8 → +68,10 %.
    expect(detail.Satirlar[0]).toEqual({
      Seviye: 'GROUP',
      GrupId: c.wheatGroup,
      GrupKodu: 'BUG',
      GrupAdi: 'BUĞDAY',
      SinifId: null,
      SinifKodu: null,
      SinifAdi: null,
      UrunId: null,
      UrunKodu: null,
      UrunAdi: null,
      Birim: 'KG',
      FiyatBirimi: 'TL/kg',
      MinFiyat: 10.8,
      MaxFiyat: 13.5,
      OrtFiyat: 13.4483,
      IlkFiyat: 11,
      SonFiyat: 13.5,
      Miktar: 1_280_000,
      Tutar: 17_213_800,
      IslemSayisi: 4,
      OncekiTarih: DAYS.P,
      OncekiOrtFiyat: 10.8971,
      Degisim: 2.5512,
      DegisimYuzde: 23.41,
      Yon: 'UP',
      GecenYilTarih: DAYS.Y,
      GecenYilOrtFiyat: 8,
      GecenYilDegisimYuzde: 68.1,
    });
    // White class in tons; its previous trading day (O) lies beyond the two-week look-back.
    expect(detail.Satirlar[4]).toMatchObject({
      Birim: 'TON',
      FiyatBirimi: 'TL/ton',
      MinFiyat: 13_500,
      OrtFiyat: 13_500,
      Miktar: 1250,
      Tutar: 16_875_000,
      IslemSayisi: 1,
      OncekiTarih: DAYS.O,
      OncekiOrtFiyat: 12_000,
      Degisim: 1500,
      DegisimYuzde: 12.5,
      Yon: 'UP',
      ...noYear,
    });
    // Red hard: 263 200 / 24 000 = 10,9667 (first B1 11,00 at 09:45, last B2 10,80); P 161 250 / 15 000 = 10,75.
    expect(detail.Satirlar[2]).toMatchObject({
      UrunKodu: 'BUG1A',
      UrunAdi: 'ANADOLU KIRMIZI SERT',
      MinFiyat: 10.8,
      MaxFiyat: 11,
      OrtFiyat: 10.9667,
      IlkFiyat: 11,
      SonFiyat: 10.8,
      Miktar: 24_000,
      Tutar: 263_200,
      IslemSayisi: 2,
      OncekiOrtFiyat: 10.75,
      Degisim: 0.2167,
      DegisimYuzde: 2.02,
      GecenYilOrtFiyat: 8,
      GecenYilDegisimYuzde: 37.08,
    });
    expect(detail.Satirlar[8]).toMatchObject({
      OrtFiyat: 8.4,
      OncekiOrtFiyat: 8,
      Degisim: 0.4,
      DegisimYuzde: 5,
      Yon: 'UP',
      ...noYear,
    });
  });

  it('filters by channel, changes included', async () => {
    const { body } = await getBulletin(t.app, `/GetGunlukBultenDetay/${DAYS.D}?kanal=SALON`);
    const detail = body as { Satirlar: Row[] } & Row;
    expect(detail.Kanal).toBe('SALON');
    expect(levels(detail.Satirlar)).toEqual([
      ['GROUP', c.wheatGroup],
      ['CLASS', c.redClass],
      ['PRODUCT', c.redHard],
      ['GROUP', c.barleyGroup],
      ['CLASS', c.barleyClass],
      ['PRODUCT', c.feedBarley],
    ]);
    // SALON on P: A1 10 000 × 10,50 + A3 2 000 × 12 = 129 000 / 12 000 = 10,75 for the group; A1 alone for red hard.
    expect(detail.Satirlar[0]).toMatchObject({
      OrtFiyat: 10.9667,
      Miktar: 24_000,
      OncekiOrtFiyat: 10.75,
      DegisimYuzde: 2.02,
    });
    expect(detail.Satirlar[2]).toMatchObject({ OncekiOrtFiyat: 10.5, Degisim: 0.4667, DegisimYuzde: 4.44 });
  });

  it('GetGunlukBultenDetayCH gives live-animal rows with heads and live weight', async () => {
    const { body } = await getBulletin(t.app, `/GetGunlukBultenDetayCH/${DAYS.D}`, 'en');
    const detail = body as { Satirlar: Row[] } & Row;
    expect(levels(detail.Satirlar)).toEqual([
      ['GROUP', c.animalGroup],
      ['CLASS', c.cattleClass],
      ['PRODUCT', c.cattle],
    ]);
    // B6: 2 heads × 100 000 TL, 1 000 kg live → 200 TL/kg; P: 90 000 per head → +10 000 (11,11 %).
    expect(detail.Satirlar[2]).toMatchObject({
      UrunAdi: 'DANA (en)',
      Birim: 'BAS',
      FiyatBirimi: 'TL/head',
      ...CATTLE_ON_D,
      Tutar: 200_000,
    });
  });

  it('answers a day without trading with no rows and the neighbouring trading days', async () => {
    expect((await getBulletin(t.app, '/GetGunlukBultenDetay/2026-03-01')).body).toEqual({
      Tarih: '2026-03-01',
      Kesin: true,
      Kanal: 'TUMU',
      OncekiIslemGunu: DAYS.O,
      SonrakiIslemGunu: DAYS.P,
      Satirlar: [],
    });
    expect((await getBulletin(t.app, '/GetGunlukBultenDetayCH/2026-03-04')).body).toEqual({
      Tarih: '2026-03-04',
      Kesin: false,
      Kanal: 'TUMU',
      OncekiIslemGunu: DAYS.D,
      SonrakiIslemGunu: null,
      Satirlar: [],
    });
    expect((await getBulletin(t.app, `/GetGunlukBultenDetay/${DAYS.P}`)).body).toMatchObject({
      Kesin: true,
      SonrakiIslemGunu: DAYS.D,
    });
  });

  it('GetBultenIslemSinifListesi lists the classes and products of a group that day', async () => {
    const { body } = await getBulletin(t.app, `/GetBultenIslemSinifListesi/${c.wheatGroup}/${DAYS.D}`);
    expect(levels(body as Row[])).toEqual([
      ...redClassLevels(c),
      ['CLASS', c.whiteClass],
      ['PRODUCT', c.whiteTon],
    ]);
    expect((body as Row[])[0]).toMatchObject({
      OrtFiyat: 11.2933,
      Miktar: 30_000,
      IslemSayisi: 3,
      OncekiOrtFiyat: 10.8971,
      DegisimYuzde: 3.64,
    });
    expect(await getBulletin(t.app, `/GetBultenIslemSinifListesi/${c.barleyGroup}/2026-03-04`)).toMatchObject(
      {
        status: 200,
        body: [],
      },
    );
  });

  it('GetOnlineGunlukKartlar lists every class of the latest trading day', async () => {
    const { body } = await getBulletin(t.app, '/GetOnlineGunlukKartlar');
    const rows = body as Row[];
    expect(rows.map((r) => [r.SinifId, r.CanliHayvan, r.IslemTarih])).toEqual([
      [c.redClass, false, DAYS.D],
      [c.whiteClass, false, DAYS.D],
      [c.barleyClass, false, DAYS.D],
      [c.cattleClass, true, DAYS.D],
    ]);
    expect(rows[0]).toMatchObject({
      Kesin: false,
      OrtFiyat: 11.2933,
      OncekiTarih: DAYS.P,
      Degisim: 0.3962,
      Yon: 'UP',
    });
  });

  it('answers bad input with 400 in the request language', async () => {
    const cases: Array<[string, string]> = [
      ['/GetGunlukBultenDetay/2026-13-01', 'BAD_DATE'],
      [`/GetGunlukBultenDetay/${DAYS.D}?kanal=BORSA`, 'BAD_CHANNEL'],
      ['/GetGunlukBultenDetayCH/yesterday', 'BAD_DATE'],
      [`/GetBultenIslemSinifListesi/abc/${DAYS.D}`, 'BAD_ID'],
      [`/GetBultenIslemSinifListesi/${c.redClass}/${DAYS.D}`, 'UNKNOWN_ID'],
      [`/GetBultenIslemSinifListesi/999999/${DAYS.D}`, 'UNKNOWN_ID'],
      [`/GetBultenIslemSinifListesi/${c.wheatGroup}/03.03.2026`, 'BAD_DATE'],
    ];
    for (const [path, code] of cases) {
      const tr = await getBulletin(t.app, path, 'tr');
      const en = await getBulletin(t.app, path, 'en');
      expect([tr.status, en.status]).toEqual([400, 400]);
      expect((tr.body as { error: { code: string } }).error.code).toBe(code);
      expect((en.body as { error: { code: string } }).error.code).toBe(code);
      expect((tr.body as { Message: string }).Message).not.toBe((en.body as { Message: string }).Message);
    }
  });
});
