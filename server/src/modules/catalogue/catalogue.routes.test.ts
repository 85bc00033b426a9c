import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import { createBulletinMarket, getBulletin, NOW } from '../../../test/bulletin-fixture.js';

const code = (body: unknown) => (body as { error: { code: string } }).error.code;

describeWithApp('catalogue reads', { seed: createBulletinMarket, now: NOW }, (t) => {
  const c = t.data;

  it('GetUrunGruplari lists the groups in the request language', async () => {
    expect((await getBulletin(t.app, '/GetUrunGruplari')).body).toEqual([
      { GrupId: c.wheatGroup, GrupKodu: 'BUG', GrupAdi: 'BUĞDAY', CanliHayvan: false },
      { GrupId: c.barleyGroup, GrupKodu: 'ARP', GrupAdi: 'ARPA', CanliHayvan: false },
      { GrupId: c.animalGroup, GrupKodu: 'CH', GrupAdi: 'CANLI HAYVAN', CanliHayvan: true },
    ]);
    const en = (await getBulletin(t.app, '/GetUrunGruplari', 'en')).body as Array<{ GrupAdi: string }>;
    expect(en.map((g) => g.GrupAdi)).toEqual(['BUĞDAY (en)', 'ARPA (en)', 'CANLI HAYVAN (en)']);
  });

  it('GetBultenUrunGruplarGruplar gives each group with its classes', async () => {
    const body = (await getBulletin(t.app, '/GetBultenUrunGruplarGruplar')).body as Array<{
      GrupId: number;
      Siniflar: Array<{ SinifId: number; SinifKodu: string }>;
    }>;
    expect(body.map((g) => [g.GrupId, g.Siniflar.map((s) => [s.SinifId, s.SinifKodu])])).toEqual([
      [
        c.wheatGroup,
        [
          [c.redClass, 'BUG1'],
          [c.whiteClass, 'BUG2'],
        ],
      ],
      [c.barleyGroup, [[c.barleyClass, 'ARP1']]],
      [c.animalGroup, [[c.cattleClass, 'CHB']]],
    ]);
  });

  it('GetBultenGrupSinifUrunSelect gives the classes of a group with products and units', async () => {
    expect((await getBulletin(t.app, `/GetBultenGrupSinifUrunSelect/${c.wheatGroup}`, 'en')).body).toEqual([
      {
        SinifId: c.redClass,
        SinifKodu: 'BUG1',
        SinifAdi: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR (en)',
        Urunler: [
          {
            UrunId: c.redHard,
            UrunKodu: 'BUG1A',
            UrunAdi: 'ANADOLU KIRMIZI SERT (en)',
            Birim: 'KG',
            FiyatBirimi: 'TL/kg',
          },
          {
            UrunId: c.redSoft,
            UrunKodu: 'BUG1B',
            UrunAdi: 'KIRMIZI SERT 2 (en)',
            Birim: 'KG',
            FiyatBirimi: 'TL/kg',
          },
        ],
      },
      {
        SinifId: c.whiteClass,
        SinifKodu: 'BUG2',
        SinifAdi: '2nd GROUP WHITE HARD',
        Urunler: [
          { UrunId: c.whiteTon, UrunKodu: 'BUG2A', UrunAdi: 'WHITE HARD', Birim: 'TON', FiyatBirimi: 'TL/t' },
        ],
      },
    ]);
  });

  it('GetGrupSinifUrunSelectler gives a flat tree-ordered list with parents', async () => {
    const body = (await getBulletin(t.app, `/GetGrupSinifUrunSelectler/${c.animalGroup}`)).body;
    expect(body).toEqual([
      { Id: c.animalGroup, Kod: 'CH', Ad: 'CANLI HAYVAN', Seviye: 'GROUP', UstId: null },
      { Id: c.cattleClass, Kod: 'CHB', Ad: 'BÜYÜKBAŞ', Seviye: 'CLASS', UstId: c.animalGroup },
      { Id: c.cattle, Kod: 'CHB1', Ad: 'DANA', Seviye: 'PRODUCT', UstId: c.cattleClass },
    ]);
  });

  it('answers bad or unknown group ids with 400 in the request language', async () => {
    for (const endpoint of ['GetBultenGrupSinifUrunSelect', 'GetGrupSinifUrunSelectler']) {
      for (const [id, expected] of [
        ['abc', 'BAD_ID'],
        ['0', 'BAD_ID'],
        ['1234567890', 'BAD_ID'],
        [String(c.redClass), 'UNKNOWN_ID'],
        ['999999', 'UNKNOWN_ID'],
      ]) {
        const [tr, en] = [
          await getBulletin(t.app, `/${endpoint}/${id}`, 'tr'),
          await getBulletin(t.app, `/${endpoint}/${id}`, 'en'),
        ];
        expect([endpoint, id, tr.status, en.status, code(tr.body), code(en.body)]).toEqual([
          endpoint,
          id,
          400,
          400,
          expected,
          expected,
        ]);
        expect((tr.body as { Message: string }).Message).not.toBe((en.body as { Message: string }).Message);
      }
    }
  });
});
