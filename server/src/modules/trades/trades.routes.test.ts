import { parseTradeTime } from '@bulten/core';
import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import {
  bulletinApp,
  createBulletinMarket,
  DAYS,
  expectBadRequests,
  getBulletin,
  NOW,
} from '../../../test/bulletin-fixture.js';
import { applyRegistration } from '../registrations/registrations.service.js';

type Row = Record<string, unknown>;
const numbers = (body: unknown) => (body as Row[]).map((r) => r.TescilNo);
const _code = (body: unknown) => (body as { error: { code: string } }).error.code;

describeWithApp('latest trades, totals and session', { seed: createBulletinMarket, now: NOW }, (t) => {
  const c = t.data;
  const list = async (query: string, ch = false) =>
    numbers((await getBulletin(t.app, `/GetOnlineBultenSonIslemler${ch ? 'CH' : ''}${query}`)).body);

  it('lists active crop trades newest first with their details', async () => {
    const { status, body } = await getBulletin(t.app, '/GetOnlineBultenSonIslemler');
    expect(status).toBe(200);
    expect(numbers(body)).toEqual(['B5', 'B4', 'B3', 'B2', 'B1', 'A2', 'A4', 'A3', 'A1', 'C1', 'Y1']);
    expect((body as Row[])[4]).toEqual({
      Id: expect.any(Number),
      TescilNo: 'B1',
      IslemZamani: '2026-03-03T09:45:00+03:00',
      IslemTarih: DAYS.D,
      UrunId: c.redHard,
      UrunKodu: 'BUG1A',
      UrunAdi: 'ANADOLU KIRMIZI SERT',
      UrunKisaAdi: null,
      SinifId: c.redClass,
      SinifAdi: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
      GrupId: c.wheatGroup,
      GrupAdi: 'BUĞDAY',
      Kanal: 'SALON',
      Miktar: 20_000,
      Birim: 'KG',
      BirimFiyat: 11,
      FiyatBirimi: 'TL/kg',
      Tutar: 220_000,
      Il: 'KONYA',
      Ilce: 'CUMRA',
    });
  });

  it('filters by group, class, channel, date and time window, and limits', async () => {
    expect(await list(`?grupId=${c.barleyGroup}`)).toEqual(['B5', 'A4']);
    expect(await list(`?sinifId=${c.whiteClass}`)).toEqual(['B4', 'C1']);
    expect(await list(`?grupId=${c.wheatGroup}&sinifId=${c.redClass}`)).toEqual([
      'B3',
      'B2',
      'B1',
      'A2',
      'A3',
      'A1',
      'Y1',
    ]);
    expect(await list('?kanal=SERBEST')).toEqual(['B4', 'B3', 'A2', 'C1']);
    expect(await list(`?tarih=${DAYS.P}`)).toEqual(['A2', 'A4', 'A3', 'A1']);
    expect(await list(`?tarih=${DAYS.P}&baslangic=10:00&bitis=10:30`)).toEqual(['A4', 'A3']);
    // A time window without a date applies to the latest trading day.
    expect(await list('?baslangic=11:00')).toEqual(['B5', 'B4', 'B3']);
    expect(await list('?bitis=09:45')).toEqual(['B1']);
    expect(await list('?limit=2')).toEqual(['B5', 'B4']);
    expect(await list(`?grupId=${c.animalGroup}`)).toEqual([]);
    expect(await list('?tarih=2026-03-04')).toEqual([]);
  });

  it('lists live-animal trades with heads, live weight and TL per kg', async () => {
    const { body } = await getBulletin(t.app, '/GetOnlineBultenSonIslemlerCH', 'en');
    expect(numbers(body)).toEqual(['B6', 'A5']);
    // A5: 270 000 TL over 1 350 kg live = 200 TL/kg.
    expect((body as Row[])[1]).toMatchObject({
      UrunAdi: 'DANA (en)',
      Kanal: 'CANLI_HAYVAN',
      Miktar: 3,
      Birim: 'BAS',
      FiyatBirimi: 'TL/head',
      BirimFiyat: 90_000,
      Tutar: 270_000,
      BasSayisi: 3,
      CanliAgirlik: 1350,
      KgFiyat: 200,
    });
    expect(await list('?kanal=SALON', true)).toEqual([]);
  });

  it('GetToplamIslemler sums the day overall, per unit and per channel', async () => {
    // D active: B1 220 000 + B2 43 200 + B3 75 600 + B4 16 875 000 + B5 100 800 + B6 200 000 = 17 514 600 TL.
    const { body } = await getBulletin(t.app, `/GetToplamIslemler/${DAYS.D}`);
    expect(body).toEqual([
      {
        Tarih: DAYS.D,
        Kesin: false,
        UrunSayisi: 5,
        IslemSayisi: 6,
        Tutar: 17_514_600,
        Miktarlar: [
          { Birim: 'KG', Miktar: 42_000 },
          { Birim: 'TON', Miktar: 1250 },
          { Birim: 'BAS', Miktar: 2 },
        ],
        Kanallar: [
          { Kanal: 'SALON', IslemSayisi: 3, Tutar: 364_000, Miktarlar: [{ Birim: 'KG', Miktar: 36_000 }] },
          {
            Kanal: 'SERBEST',
            IslemSayisi: 2,
            Tutar: 16_950_600,
            Miktarlar: [
              { Birim: 'KG', Miktar: 6000 },
              { Birim: 'TON', Miktar: 1250 },
            ],
          },
          {
            Kanal: 'CANLI_HAYVAN',
            IslemSayisi: 1,
            Tutar: 200_000,
            Miktarlar: [{ Birim: 'BAS', Miktar: 2 }],
          },
        ],
      },
    ]);
    expect(await getBulletin(t.app, '/GetToplamIslemler/2026-03-04')).toMatchObject({
      status: 200,
      body: [],
    });
  });

  it('GetSeansDurumu tells whether the session is open and when the last trade was', async () => {
    expect((await getBulletin(t.app, '/GetSeansDurumu')).body).toEqual({
      Tarih: DAYS.D,
      Acik: true,
      Kesin: false,
      SeansBaslangic: '09:30',
      SeansBitis: '17:30',
      SonIslemZamani: '2026-03-03T13:30:00+03:00',
      SonIslemGunu: DAYS.D,
    });
    const evening = (await bulletinApp(t.db, new Date('2026-03-02T17:00:00.000Z'))).app;
    expect((await getBulletin(evening, '/GetSeansDurumu')).body).toMatchObject({
      Tarih: DAYS.P,
      Acik: false,
      Kesin: true,
      SonIslemZamani: '2026-03-02T12:00:00+03:00',
      SonIslemGunu: DAYS.P,
    });
    await evening.close();
    const saturday = (await bulletinApp(t.db, new Date('2026-03-07T08:00:00.000Z'))).app;
    expect((await getBulletin(saturday, '/GetSeansDurumu')).body).toMatchObject({
      Tarih: '2026-03-07',
      Acik: false,
      SonIslemGunu: DAYS.D,
    });
    await saturday.close();
  });

  it('answers bad input with 400 in the request language', async () => {
    const cases: Array<[string, string]> = [
      [`/GetOnlineBultenSonIslemler?grupId=${c.redClass}`, 'UNKNOWN_ID'],
      [`/GetOnlineBultenSonIslemler?sinifId=${c.wheatGroup}`, 'UNKNOWN_ID'],
      ['/GetOnlineBultenSonIslemler?sinifId=abc', 'BAD_ID'],
      ['/GetOnlineBultenSonIslemlerCH?kanal=PAZAR', 'BAD_CHANNEL'],
      ['/GetOnlineBultenSonIslemler?baslangic=25:00', 'BAD_TIME'],
      ['/GetOnlineBultenSonIslemler?bitis=9:30', 'BAD_TIME'],
      ['/GetOnlineBultenSonIslemler?baslangic=12:00&bitis=11:00', 'BAD_RANGE'],
      ['/GetOnlineBultenSonIslemler?tarih=2026-02-30', 'BAD_DATE'],
      ['/GetOnlineBultenSonIslemler?limit=501', 'BAD_LIMIT'],
      ['/GetOnlineBultenSonIslemler?sonraki=-1', 'BAD_ID'],
      ['/GetOnlineBultenSonIslemler?sonraki=2147483648', 'BAD_ID'],
      ['/GetToplamIslemler/today', 'BAD_DATE'],
    ];
    await expectBadRequests(t.app, cases);
  });

  it('polls with sonraki: only trades registered after the given id', async () => {
    const rows = (await getBulletin(t.app, '/GetOnlineBultenSonIslemler')).body as Row[];
    const idOf = (no: string) => rows.find((r) => r.TescilNo === no)!.Id as number;
    expect(await list(`?sonraki=${idOf('B3')}`)).toEqual(['B5', 'B4']);
    expect(await list(`?sonraki=${idOf('B5')}`)).toEqual([]);
    expect(await list('?sonraki=2147483647')).toEqual([]);
    const late = {
      registrationNo: 'N1',
      tradedAt: parseTradeTime('2026-03-03 14:30')!,
      productId: c.feedBarley,
      quantityMilli: 5_000_000,
      unitPriceE4: 85_000,
      channel: 'SALON' as const,
    };
    await applyRegistration(t.db.kysely, late, NOW);
    // As the staff API and the live demo do: the event also empties the answer cache.
    await t.ctx.events.publish({
      type: 'trade',
      registrationNo: 'N1',
      productId: c.feedBarley,
      tradeDate: DAYS.D,
    });
    expect(await list(`?sonraki=${idOf('B5')}`)).toEqual(['N1']);
    expect((await list('?limit=1'))[0]).toBe('N1');
  });
});
