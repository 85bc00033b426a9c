import { describe, expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import { HISTORY_NOW, seedHistoryCatalogue } from '../../../test/history-data.js';

const P = '/api/v1/CMS/OnlineKullaniciBulten';
const ALT = '/api/v1/Alpha.WebPanel/OnlineKullaniciBulten';

describeWithApp('product history routes', { seed: seedHistoryCatalogue, now: HISTORY_NOW }, (t) => {
  const d = t.data;

  const get = async (url: string, lang = 'tr') => {
    const response = await t.app.inject({ method: 'GET', url: `${P}/${url}`, headers: { lang } });
    return { status: response.statusCode, body: response.json() };
  };

  describe('trade lists', () => {
    it('lists the active trades of a class newest first, without the cancelled one', async () => {
      const { status, body } = await get(`GetBultenIslemUrunListesi/${d.redClass}/2026-03-01/2026-03-06`);
      expect(status).toBe(200);
      expect(body.map((r: { TescilNo: string }) => r.TescilNo)).toEqual([
        'H11',
        'H9',
        'H6',
        'H5',
        'H7',
        'H4',
      ]);
      expect(body[3]).toEqual({
        Id: expect.any(Number),
        TescilNo: 'H5',
        IslemZamani: '2026-03-02T11:00:00+03:00',
        IslemTarih: '2026-03-02',
        UrunId: d.redHard,
        UrunKodu: 'BUG1A',
        UrunAdi: 'ANADOLU KIRMIZI SERT',
        UrunKisaAdi: null,
        SinifId: d.redClass,
        SinifAdi: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
        GrupId: d.wheatGroup,
        GrupAdi: 'BUĞDAY',
        Kanal: 'SALON',
        Miktar: 30_000,
        Birim: 'KG',
        BirimFiyat: 12.5,
        FiyatBirimi: 'TL/kg',
        Tutar: 375_000,
        Il: 'KONYA',
        Ilce: 'KARATAY',
      });
    });

    it('caps the list with limit and filters by channel; names follow the language', async () => {
      const { body } = await get(`GetBultenIslemUrunListesi/${d.redClass}/2026-03-01/2026-03-06?limit=2`);
      expect(body.map((r: { TescilNo: string }) => r.TescilNo)).toEqual(['H11', 'H9']);
      const salon = await get(
        `GetBultenIslemUrunListesi/${d.wheatGroup}/2026-03-01/2026-03-06?kanal=SALON`,
        'en',
      );
      expect(salon.body.map((r: { TescilNo: string }) => r.TescilNo)).toEqual(['H9', 'H5', 'H7', 'H4']);
      expect(salon.body[0].UrunAdi).toBe('ANADOLU KIRMIZI SERT (en)');
      const bad = await get(`GetBultenIslemUrunListesi/${d.redClass}/2026-03-01/2026-03-06?limit=1001`);
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('BAD_LIMIT');
    });

    it('gives one row per day and product, newest day first, products in catalogue order', async () => {
      const { body } = await get(`GetBultenIslemUrunListesiTarihli/${d.redClass}/2026-03-01/2026-03-06`);
      expect(body.map((r: { IslemTarih: string; UrunId: number }) => [r.IslemTarih, r.UrunId])).toEqual([
        ['2026-03-05', d.redSoft],
        ['2026-03-03', d.redHard],
        ['2026-03-02', d.redHard],
        ['2026-03-02', d.redSoft],
      ]);
      // redHard on 2 March: H4 10 000 @ 12, H5 30 000 @ 12.5, H6 100 000 @ 12.2 → 1 715 000 TL / 140 000 kg.
      expect(body[2]).toMatchObject({
        Seviye: 'PRODUCT',
        UrunAdi: 'ANADOLU KIRMIZI SERT',
        MinFiyat: 12,
        MaxFiyat: 12.5,
        OrtFiyat: 12.25,
        IlkFiyat: 12,
        SonFiyat: 12.2,
        Miktar: 140_000,
        Tutar: 1_715_000,
        IslemSayisi: 3,
      });
    });

    it('lists live-animal trades with heads, live weight, TL per head and per kg', async () => {
      const { body } = await get(`GetBultenIslemUrunListesiCH/${d.animalGroup}/2026-03-01/2026-03-06`);
      expect(body).toHaveLength(2);
      expect(body[1]).toMatchObject({
        TescilNo: 'C1',
        Kanal: 'CANLI_HAYVAN',
        Miktar: 3,
        Birim: 'BAS',
        BirimFiyat: 90_000,
        FiyatBirimi: 'TL/baş',
        Tutar: 270_000,
        BasSayisi: 3,
        CanliAgirlik: 1_350,
        BasFiyat: 90_000,
        KgFiyat: 200,
      });
    });

    it('refuses a crop item in a live-animal call', async () => {
      const { status, body } = await get(
        `GetBultenIslemUrunListesiCH/${d.redClass}/2026-03-01/2026-03-06`,
        'en',
      );
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: 'UNKNOWN_ID', message: 'No such record.' });
    });
  });

  describe('chart series', () => {
    it('gives the class per trading day, oldest first, rolled up over its products', async () => {
      const { body } = await get(`GetBultenGrafikFiyatTarihli/${d.redClass}/2026-03-01/2026-03-06`);
      // 2 March: redHard 140 000 kg / 1 715 000 TL + H7 5 000 kg / 55 000 TL → 1 770 000 / 145 000 = 12.2069.
      expect(body).toEqual([
        {
          Tarih: '2026-03-02',
          MinFiyat: 11,
          MaxFiyat: 12.5,
          OrtFiyat: 12.2069,
          Miktar: 145_000,
          Tutar: 1_770_000,
          IslemSayisi: 4,
        },
        {
          Tarih: '2026-03-03',
          MinFiyat: 12.8,
          MaxFiyat: 12.8,
          OrtFiyat: 12.8,
          Miktar: 8_000,
          Tutar: 102_400,
          IslemSayisi: 1,
        },
        {
          Tarih: '2026-03-05',
          MinFiyat: 11.5,
          MaxFiyat: 11.5,
          OrtFiyat: 11.5,
          Miktar: 2_000,
          Tutar: 23_000,
          IslemSayisi: 1,
        },
      ]);
    });

    it('filters the series by channel', async () => {
      const { body } = await get(
        `GetBultenGrafikFiyatTarihli/${d.redClass}/2026-03-01/2026-03-06?kanal=SALON`,
      );
      // 2 March hall: 10 000 @ 12 + 5 000 @ 11 + 30 000 @ 12.5 = 550 000 TL / 45 000 kg = 12.2222.
      expect(body.map((p: { OrtFiyat: number; Miktar: number }) => [p.OrtFiyat, p.Miktar])).toEqual([
        [12.2222, 45_000],
        [12.8, 8_000],
      ]);
    });

    it('adds live-animal figures to the live-animal series', async () => {
      const { body } = await get(`GetBultenGrafikFiyatTarihliCH/${d.cattle}/2026-03-01/2026-03-06`);
      expect(body).toEqual([
        {
          Tarih: '2026-03-02',
          MinFiyat: 90_000,
          MaxFiyat: 90_000,
          OrtFiyat: 90_000,
          Miktar: 3,
          Tutar: 270_000,
          IslemSayisi: 1,
          BasSayisi: 3,
          CanliAgirlik: 1_350,
          BasFiyat: 90_000,
          KgFiyat: 200,
        },
        {
          Tarih: '2026-03-03',
          MinFiyat: 100_000,
          MaxFiyat: 100_000,
          OrtFiyat: 100_000,
          Miktar: 2,
          Tutar: 200_000,
          IslemSayisi: 1,
          BasSayisi: 2,
          CanliAgirlik: 1_000,
          BasFiyat: 100_000,
          KgFiyat: 200,
        },
      ]);
    });

    it('overlays earlier years on the asked window, merging 29 February into the 28th', async () => {
      const { body } = await get(
        `GetBultenGrafikFiyatTarihliGecmisYillar/${d.redHard}/2026-02-20/2026-03-05`,
      );
      expect(body).toEqual([
        {
          Yil: 2025,
          Baslangic: '2025-02-20',
          Bitis: '2025-03-05',
          Seri: [
            {
              Tarih: '2026-03-03',
              MinFiyat: 10,
              MaxFiyat: 10,
              OrtFiyat: 10,
              Miktar: 20_000,
              Tutar: 200_000,
              IslemSayisi: 1,
            },
            {
              Tarih: '2026-03-04',
              MinFiyat: 11,
              MaxFiyat: 11,
              OrtFiyat: 11,
              Miktar: 5_000,
              Tutar: 55_000,
              IslemSayisi: 1,
            },
          ],
        },
        {
          Yil: 2024,
          Baslangic: '2024-02-20',
          Bitis: '2024-03-05',
          Seri: [
            // 28 Feb 1 000 @ 6 and 29 Feb 1 000 @ 7 → 13 000 TL / 2 000 kg = 6.5.
            {
              Tarih: '2026-02-28',
              MinFiyat: 6,
              MaxFiyat: 7,
              OrtFiyat: 6.5,
              Miktar: 2_000,
              Tutar: 13_000,
              IslemSayisi: 2,
            },
            {
              Tarih: '2026-03-04',
              MinFiyat: 8,
              MaxFiyat: 8,
              OrtFiyat: 8,
              Miktar: 10_000,
              Tutar: 80_000,
              IslemSayisi: 1,
            },
          ],
        },
      ]);
    });

    it('gives earlier years of a live-animal series', async () => {
      const { body } = await get(
        `GetBultenGrafikFiyatTarihliGecmisYillarCH/${d.cattleClass}/2026-03-01/2026-03-06`,
      );
      expect(body).toHaveLength(1);
      expect(body[0]).toMatchObject({
        Yil: 2025,
        Seri: [{ Tarih: '2026-03-04', OrtFiyat: 70_000, KgFiyat: 145.8333 }],
      });
    });

    it('answers [] before the first trade', async () => {
      expect(
        (await get(`GetBultenGrafikFiyatTarihliGecmisYillar/${d.redHard}/2024-03-01/2024-03-10`)).body,
      ).toEqual([]);
    });
  });

  describe('period summaries', () => {
    it('sums up a period and gives the change from its first to its last trading day', async () => {
      const { body } = await get(`GetBultenGecmisIslemFiyatTarihli/${d.redClass}/2026-03-01/2026-03-06`);
      // 1 770 000 + 102 400 + 23 000 = 1 895 400 TL over 145 000 + 8 000 + 2 000 = 155 000 kg → 12.2284.
      expect(body).toEqual([
        expect.objectContaining({
          Seviye: 'CLASS',
          SinifId: d.redClass,
          UrunId: null,
          Kanal: 'TUMU',
          Baslangic: '2026-03-01',
          Bitis: '2026-03-06',
          IlkTarih: '2026-03-02',
          SonTarih: '2026-03-05',
          IslemGunu: 3,
          MinFiyat: 11,
          MaxFiyat: 12.8,
          OrtFiyat: 12.2284,
          IlkFiyat: 12,
          SonFiyat: 11.5,
          Miktar: 155_000,
          Tutar: 1_895_400,
          IslemSayisi: 6,
          IlkGunOrtFiyat: 12.2069,
          SonGunOrtFiyat: 11.5,
          Degisim: -0.7069,
          DegisimYuzde: -5.79,
          Yon: 'DOWN',
        }),
      ]);
    });

    it('totals each product of a class in a channel', async () => {
      const all = await get(`GetBultenGecmisIslemUrunListesi/${d.redClass}/2026-03-01/2026-03-06/TUMU`);
      expect(
        all.body.map(
          (r: {
            UrunId: number;
            Miktar: number;
            Tutar: number;
            OrtFiyat: number;
            IslemSayisi: number;
            IslemGunu: number;
          }) => [r.UrunId, r.Miktar, r.Tutar, r.OrtFiyat, r.IslemSayisi, r.IslemGunu],
        ),
      ).toEqual([
        [d.redHard, 148_000, 1_817_400, 12.2797, 4, 2],
        [d.redSoft, 7_000, 78_000, 11.1429, 2, 2],
      ]);
      const salon = await get(`GetBultenGecmisIslemUrunListesi/${d.redClass}/2026-03-01/2026-03-06/SALON`);
      expect(
        salon.body.map((r: { Kanal: string; Miktar: number; Tutar: number; OrtFiyat: number }) => [
          r.Kanal,
          r.Miktar,
          r.Tutar,
          r.OrtFiyat,
        ]),
      ).toEqual([
        ['SALON', 48_000, 597_400, 12.4458],
        ['SALON', 5_000, 55_000, 11],
      ]);
    });
  });

  describe('hall lots and analyses', () => {
    it('lists hall lots only, newest first', async () => {
      const { body } = await get(`GetUrunFiyatDetay/${d.redHard}/2026-03-01/2026-03-06`);
      expect(body.map((r: { TescilNo: string; Kanal: string }) => [r.TescilNo, r.Kanal])).toEqual([
        ['H9', 'SALON'],
        ['H5', 'SALON'],
        ['H4', 'SALON'],
      ]);
    });

    it('gives lots with their analyses as numbers, null where not measured', async () => {
      const { body } = await get(`GetUrunFiyatDetayWithAnalizler/${d.redHard}/2026-03-02/2026-03-03`);
      expect(body[2]).toMatchObject({
        TescilNo: 'H4',
        BirimFiyat: 12,
        Protein: 12.5,
        Rutubet: 11,
        Hektolitre: 79,
        Sedimantasyon: null,
        Gluten: null,
        Sune: null,
        YabanciMadde: null,
      });
      expect(body[0]).toMatchObject({ TescilNo: 'H9', Protein: null, Hektolitre: null });
    });

    it("averages a day's analyses weighted by lot quantity, per product", async () => {
      const { body } = await get(`GetUrunAnalizDetay/${d.redClass}/2026-03-02`, 'en');
      expect(body.map((r: { UrunId: number }) => r.UrunId)).toEqual([d.redHard, d.redSoft]);
      // protein (12.50 × 10 000 + 13.50 × 30 000) / 40 000 = 13.25; moisture 10.625 → 10.63; hectolitre 80.125 → 80.13.
      expect(body[0]).toMatchObject({
        IslemTarih: '2026-03-02',
        LotSayisi: 2,
        Miktar: 40_000,
        OrtFiyat: 12.375,
      });
      expect(body[0].Analizler).toEqual([
        { Kod: 'Protein', Ad: 'Protein', Birim: '%', Ortalama: 13.25, Min: 12.5, Max: 13.5, LotSayisi: 2 },
        { Kod: 'Rutubet', Ad: 'Moisture', Birim: '%', Ortalama: 10.63, Min: 10.5, Max: 11, LotSayisi: 2 },
        {
          Kod: 'Hektolitre',
          Ad: 'Hectolitre weight',
          Birim: 'kg/hl',
          Ortalama: 80.13,
          Min: 79,
          Max: 80.5,
          LotSayisi: 2,
        },
      ]);
      expect(body[1].Analizler).toEqual([
        { Kod: 'Protein', Ad: 'Protein', Birim: '%', Ortalama: 11, Min: 11, Max: 11, LotSayisi: 1 },
      ]);
    });
  });

  describe('empty ranges and bad input', () => {
    const ENDPOINTS = [
      'GetBultenIslemUrunListesi/{id}/{from}/{to}',
      'GetBultenIslemUrunListesiTarihli/{id}/{from}/{to}',
      'GetBultenGrafikFiyatTarihli/{id}/{from}/{to}',
      'GetBultenGrafikFiyatTarihliGecmisYillar/{id}/{from}/{to}',
      'GetBultenGecmisIslemFiyatTarihli/{id}/{from}/{to}',
      'GetBultenGecmisIslemUrunListesi/{id}/{from}/{to}/TUMU',
      'GetUrunFiyatDetay/{id}/{from}/{to}',
      'GetUrunFiyatDetayWithAnalizler/{id}/{from}/{to}',
    ];
    const url = (template: string, id: string, from: string, to: string) =>
      template.replace('{id}', id).replace('{from}', from).replace('{to}', to);

    it('answers [] for a range without trading', async () => {
      for (const template of ENDPOINTS) {
        const { status, body } = await get(url(template, String(d.wheatGroup), '2026-04-01', '2026-04-30'));
        expect([template, status, body]).toEqual([template, 200, []]);
      }
      expect((await get(`GetUrunAnalizDetay/${d.redHard}/2026-03-04`)).body).toEqual([]);
      for (const ch of [
        'GetBultenIslemUrunListesiCH',
        'GetBultenGrafikFiyatTarihliCH',
        'GetBultenGrafikFiyatTarihliGecmisYillarCH',
      ]) {
        expect((await get(`${ch}/${d.cattle}/2020-01-01/2020-01-31`)).body).toEqual([]);
      }
    });

    it('answers 400 with the error in the request language for every kind of bad input', async () => {
      const cases: Array<[string, string, string, string]> = [
        ['abc', '2026-03-01', '2026-03-06', 'BAD_ID'],
        ['0', '2026-03-01', '2026-03-06', 'BAD_ID'],
        ['99999', '2026-03-01', '2026-03-06', 'UNKNOWN_ID'],
        [String(d.redHard), '2026-02-30', '2026-03-06', 'BAD_DATE'],
        [String(d.redHard), '06.03.2026', '2026-03-06', 'BAD_DATE'],
        [String(d.redHard), '2026-03-06', '2026-03-01', 'BAD_RANGE'],
        [String(d.redHard), '2000-01-01', '2026-03-06', 'RANGE_TOO_LONG'],
      ];
      for (const template of ENDPOINTS) {
        for (const [id, from, to, code] of cases) {
          const { status, body } = await get(url(template, id, from, to), 'en');
          expect([template, id, from, to, status, body.error.code]).toEqual([
            template,
            id,
            from,
            to,
            400,
            code,
          ]);
        }
      }
      const tr = await get(`GetBultenGrafikFiyatTarihli/${d.redHard}/2026-03-06/2026-03-01`);
      expect(tr.body).toEqual({
        error: { code: 'BAD_RANGE', message: 'Bitiş tarihi başlangıçtan önce olamaz.' },
        Message: 'Bitiş tarihi başlangıçtan önce olamaz.',
      });
      const channel = await get(
        `GetBultenGecmisIslemUrunListesi/${d.redHard}/2026-03-01/2026-03-06/BORSA`,
        'en',
      );
      expect([channel.status, channel.body.error.code, channel.body.Message]).toEqual([
        400,
        'BAD_CHANNEL',
        'Invalid channel.',
      ]);
      expect((await get(`GetUrunAnalizDetay/${d.redHard}/2026-13-01`)).body.error.code).toBe('BAD_DATE');
      expect(
        (await get(`GetBultenGrafikFiyatTarihli/${d.redHard}/2026-03-01/2026-03-06?kanal=X`)).body.error.code,
      ).toBe('BAD_CHANNEL');
    });

    it('answers the same under the second prefix', async () => {
      const path = `GetBultenGrafikFiyatTarihli/${d.redClass}/2026-03-01/2026-03-06`;
      const alt = await t.app.inject({ method: 'GET', url: `${ALT}/${path}` });
      expect(alt.statusCode).toBe(200);
      expect(alt.json()).toEqual((await get(path)).body);
    });
  });
});
