import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import {
  CATTLE_ON_D,
  createBulletinMarket,
  DAYS,
  expectBadRequests,
  getBulletin,
  levels,
  NOW,
  type Row,
  redClassLevels,
} from '../../../test/bulletin-fixture.js';

const series = (row: Row | undefined) =>
  ((row?.Seri ?? []) as Array<{ Tarih: string; OrtFiyat: number }>).map((p) => [p.Tarih, p.OrtFiyat]);
const _code = (body: unknown) => (body as { error: { code: string } }).error.code;

describeWithApp('cards', { seed: createBulletinMarket, now: NOW }, (t) => {
  const c = t.data;
  let evening: FastifyInstance;
  beforeAll(async () => {
    // 20:00 Istanbul on P: D's trades lie in the future and must not show.
    evening = await t.openApp({ now: new Date('2026-03-02T17:00:00.000Z') });
  });

  it('GetOnlineBultenAnaKart gives a card per crop group and class with change and sparkline', async () => {
    const { status, body } = await getBulletin(t.app, '/GetOnlineBultenAnaKart');
    expect(status).toBe(200);
    const cards = body as Row[];
    expect(levels(cards)).toEqual([
      ['GROUP', c.wheatGroup],
      ['CLASS', c.redClass],
      ['CLASS', c.whiteClass],
      ['GROUP', c.barleyGroup],
      ['CLASS', c.barleyClass],
    ]);
    expect(cards[0]).toMatchObject({
      IslemTarih: DAYS.D,
      Kesin: false,
      OrtFiyat: 13.4483,
      MinFiyat: 10.8,
      MaxFiyat: 13.5,
      Miktar: 1_280_000,
      IslemSayisi: 4,
      Tutar: 17_213_800,
      OncekiTarih: DAYS.P,
      OncekiOrtFiyat: 10.8971,
      Degisim: 2.5512,
      DegisimYuzde: 23.41,
      Yon: 'UP',
    });
    // Wheat in kg per day: Y 8; O white 12 000 TL/t = 12 TL/kg; P 10,8971; D 13,4483.
    expect(series(cards[0])).toEqual([
      [DAYS.Y, 8],
      [DAYS.O, 12],
      [DAYS.P, 10.8971],
      [DAYS.D, 13.4483],
    ]);
    expect(series(cards[1])).toEqual([
      [DAYS.Y, 8],
      [DAYS.P, 10.8971],
      [DAYS.D, 11.2933],
    ]);
    expect(series(cards[2])).toEqual([
      [DAYS.O, 12_000],
      [DAYS.D, 13_500],
    ]);
    expect(cards[2]).toMatchObject({ Birim: 'TON', OncekiTarih: DAYS.O, Degisim: 1500, DegisimYuzde: 12.5 });
    expect(series(cards[3])).toEqual([
      [DAYS.P, 8],
      [DAYS.D, 8.4],
    ]);
  });

  it('shows each card at its own latest trading day up to today', async () => {
    const { body } = await getBulletin(evening, '/GetOnlineBultenAnaKart');
    const cards = body as Row[];
    expect(cards.map((r) => [r.SinifId ?? r.GrupId, r.IslemTarih, r.Kesin])).toEqual([
      [c.wheatGroup, DAYS.P, true],
      [c.redClass, DAYS.P, true],
      [c.whiteClass, DAYS.O, true],
      [c.barleyGroup, DAYS.P, true],
      [c.barleyClass, DAYS.P, true],
    ]);
    // The white class never traded before O: no change, a one-point sparkline.
    expect(cards[2]).toMatchObject({
      OrtFiyat: 12_000,
      OncekiTarih: null,
      OncekiOrtFiyat: null,
      Degisim: null,
      DegisimYuzde: null,
      Yon: null,
    });
    expect(series(cards[2])).toEqual([[DAYS.O, 12_000]]);
    // Wheat on P vs O (white only, 12 TL/kg): 10,8971 − 12 = −1,1029 (−9,19 %).
    expect(cards[0]).toMatchObject({
      OrtFiyat: 10.8971,
      OncekiTarih: DAYS.O,
      Degisim: -1.1029,
      DegisimYuzde: -9.19,
      Yon: 'DOWN',
    });
  });

  it('GetOnlineBultenAnaKartCH gives live-animal cards with heads and TL per kg live weight', async () => {
    const { body } = await getBulletin(t.app, '/GetOnlineBultenAnaKartCH');
    expect(levels(body)).toEqual([
      ['GROUP', c.animalGroup],
      ['CLASS', c.cattleClass],
    ]);
    const card = (body as Row[])[1];
    expect(card).toMatchObject({
      Birim: 'BAS',
      FiyatBirimi: 'TL/baş',
      ...CATTLE_ON_D,
      Yon: 'UP',
    });
    expect(series(card)).toEqual([
      [DAYS.P, 90_000],
      [DAYS.D, 100_000],
    ]);
  });

  it('GetBultenKartModel gives the class card and its products of a day', async () => {
    const { body } = await getBulletin(t.app, `/GetBultenKartModel/${c.wheatGroup}/${c.redClass}/${DAYS.D}`);
    expect(levels(body)).toEqual(redClassLevels(c));
    expect((body as Row[])[2]).toMatchObject({
      OrtFiyat: 12.6,
      OncekiOrtFiyat: 12,
      Degisim: 0.6,
      DegisimYuzde: 5,
    });
    expect(series((body as Row[])[2])).toEqual([
      [DAYS.P, 12],
      [DAYS.D, 12.6],
    ]);
    // On P the sparkline stops at P.
    const onP = await getBulletin(t.app, `/GetBultenKartModel/${c.wheatGroup}/${c.redClass}/${DAYS.P}`);
    expect(series((onP.body as Row[])[0])).toEqual([
      [DAYS.Y, 8],
      [DAYS.P, 10.8971],
    ]);
    expect(
      await getBulletin(t.app, `/GetBultenKartModel/${c.wheatGroup}/${c.redClass}/2026-03-04`),
    ).toMatchObject({ status: 200, body: [] });
  });

  it('GetBultenKartModelCH and GetCanliHayvanGrup give the live-animal group', async () => {
    const model = await getBulletin(t.app, `/GetBultenKartModelCH/${c.animalGroup}/${DAYS.D}`);
    expect(levels(model.body)).toEqual([
      ['GROUP', c.animalGroup],
      ['CLASS', c.cattleClass],
      ['PRODUCT', c.cattle],
    ]);
    expect((await getBulletin(t.app, `/GetBultenKartModelCH/${c.animalGroup}/2026-03-04`)).body).toEqual([]);
    const group = await getBulletin(t.app, `/GetCanliHayvanGrup/${c.animalGroup}`);
    expect(levels(group.body)).toEqual([
      ['CLASS', c.cattleClass],
      ['PRODUCT', c.cattle],
    ]);
    expect((group.body as Row[])[1]).toMatchObject({
      IslemTarih: DAYS.D,
      Kesin: false,
      OrtFiyat: 100_000,
      OncekiOrtFiyat: 90_000,
      KgFiyat: 200,
      BasSayisi: 2,
    });
    const before = await getBulletin(evening, `/GetCanliHayvanGrup/${c.animalGroup}`);
    // 3 heads × 90 000 TL = 270 000 TL over 1 350 kg live = 200 TL/kg.
    expect((before.body as Row[])[1]).toMatchObject({
      IslemTarih: DAYS.P,
      Kesin: true,
      OrtFiyat: 90_000,
      BasSayisi: 3,
      CanliAgirlik: 1350,
      KgFiyat: 200,
      Yon: null,
    });
  });

  it('GetOnlineKartIslem gives the latest active crop trades, newest first', async () => {
    const all = await getBulletin(t.app, '/GetOnlineKartIslem');
    expect((all.body as Row[]).map((r) => r.TescilNo)).toEqual([
      'B5',
      'B4',
      'B3',
      'B2',
      'B1',
      'A2',
      'A4',
      'A3',
      'A1',
      'C1',
      'Y1',
    ]);
    const three = await getBulletin(t.app, '/GetOnlineKartIslem?limit=3');
    expect((three.body as Row[]).map((r) => r.TescilNo)).toEqual(['B5', 'B4', 'B3']);
    expect((three.body as Row[])[1]).toMatchObject({
      IslemZamani: '2026-03-03T12:00:00+03:00',
      UrunId: c.whiteTon,
      Kanal: 'SERBEST',
      Miktar: 1250,
      Birim: 'TON',
      BirimFiyat: 13_500,
      Tutar: 16_875_000,
    });
  });

  it('answers bad input with 400 in the request language', async () => {
    const cases: Array<[string, string]> = [
      [`/GetBultenKartModel/${c.barleyGroup}/${c.redClass}/${DAYS.D}`, 'UNKNOWN_ID'],
      [`/GetBultenKartModel/${c.wheatGroup}/${c.redHard}/${DAYS.D}`, 'UNKNOWN_ID'],
      [`/GetBultenKartModel/${c.wheatGroup}/x/${DAYS.D}`, 'BAD_ID'],
      [`/GetBultenKartModel/${c.wheatGroup}/${c.redClass}/2026-3-3`, 'BAD_DATE'],
      [`/GetBultenKartModelCH/${c.wheatGroup}/${DAYS.D}`, 'UNKNOWN_ID'],
      [`/GetBultenKartModelCH/-1/${DAYS.D}`, 'BAD_ID'],
      [`/GetCanliHayvanGrup/${c.barleyGroup}`, 'UNKNOWN_ID'],
      ['/GetCanliHayvanGrup/1.5', 'BAD_ID'],
      ['/GetOnlineKartIslem?limit=0', 'BAD_LIMIT'],
      ['/GetOnlineKartIslem?limit=201', 'BAD_LIMIT'],
      ['/GetOnlineKartIslem?limit=ten', 'BAD_LIMIT'],
    ];
    await expectBadRequests(t.app, cases);
  });
});
