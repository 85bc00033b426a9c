import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BulletinCatalogue,
  bulletinApp,
  createBulletinMarket,
  getBulletin,
} from '../../../test/bulletin-fixture.js';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../../test/databases.js';
import type { Db } from '../../db/database.js';

const code = (body: unknown) => (body as { error: { code: string } }).error.code;

describe.each(testDatabaseFactories())('catalogue reads on $name', (factory: TestDatabaseFactory) => {
  let db: Db;
  let app: FastifyInstance;
  let c: BulletinCatalogue;

  beforeAll(async () => {
    db = await factory.open();
    c = await createBulletinMarket(db);
    ({ app } = await bulletinApp(db));
  });
  afterAll(async () => {
    await app.close();
    await factory.close(db);
  });

  it('GetUrunGruplari lists the groups in the request language', async () => {
    expect((await getBulletin(app, '/GetUrunGruplari')).body).toEqual([
      { GrupId: c.wheatGroup, GrupKodu: 'BUG', GrupAdi: 'BUĞDAY', CanliHayvan: false },
      { GrupId: c.barleyGroup, GrupKodu: 'ARP', GrupAdi: 'ARPA', CanliHayvan: false },
      { GrupId: c.animalGroup, GrupKodu: 'CH', GrupAdi: 'CANLI HAYVAN', CanliHayvan: true },
    ]);
    const en = (await getBulletin(app, '/GetUrunGruplari', 'en')).body as Array<{ GrupAdi: string }>;
    expect(en.map((g) => g.GrupAdi)).toEqual(['BUĞDAY (en)', 'ARPA (en)', 'CANLI HAYVAN (en)']);
  });

  it('GetBultenUrunGruplarGruplar gives each group with its classes', async () => {
    const body = (await getBulletin(app, '/GetBultenUrunGruplarGruplar')).body as Array<{
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
    expect((await getBulletin(app, `/GetBultenGrupSinifUrunSelect/${c.wheatGroup}`, 'en')).body).toEqual([
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
    const body = (await getBulletin(app, `/GetGrupSinifUrunSelectler/${c.animalGroup}`)).body;
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
          await getBulletin(app, `/${endpoint}/${id}`, 'tr'),
          await getBulletin(app, `/${endpoint}/${id}`, 'en'),
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
