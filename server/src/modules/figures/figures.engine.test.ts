import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletinApp, getBulletin } from '../../../test/bulletin-fixture.js';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../../test/databases.js';
import { seedEngineMarket } from '../../../test/engine-market.js';
import type { TinyCatalogue } from '../../../test/factories.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { type Catalogue, getCatalogue } from '../catalogue/catalogue.cache.js';
import { nodeDaysOn } from './figures.service.js';

// Friday 6 March 2026, 12:00 Istanbul: every day of the market is final.
const NOW = new Date('2026-03-06T09:00:00.000Z');

type Row = Record<string, unknown>;

/**
 * The bulletin engine on the market of `test/engine-market.ts`, through the figures module's node days
 * and through the HTTP answers built on them.
 */
describe.each(testDatabaseFactories())('bulletin engine figures on $name', (factory: TestDatabaseFactory) => {
  let db: Db;
  let ctx: AppContext;
  let app: FastifyInstance;
  let cat: TinyCatalogue;
  let catalogue: Catalogue;

  const dayOf = async (id: number, date: string, channels?: Array<'SALON' | 'SERBEST'>) => {
    const days = await nodeDaysOn(db.kysely, catalogue, [catalogue.nodes.get(id)!], date, {
      channels,
      yearAgo: true,
    });
    return days[0] ?? null;
  };
  const detailRow = async (date: string, id: number, query = '') => {
    const { body } = await getBulletin(app, `/GetGunlukBultenDetay/${date}${query}`);
    return (body as { Satirlar: Row[] }).Satirlar.find((r) => (r.UrunId ?? r.SinifId) === id);
  };

  beforeAll(async () => {
    db = await factory.open();
    cat = await seedEngineMarket(db.kysely);
    ({ ctx, app } = await bulletinApp(db, NOW));
    catalogue = await getCatalogue(ctx);
  });
  afterAll(async () => {
    await app.close();
    await factory.close(db);
  });

  it('computes one product and channel exactly, without the cancelled trade and with the corrected one', async () => {
    // SALON on 2 March: T1 10 000 kg × 10.5 = 105 000 TL (09:00) and T5 as corrected, 6 000 kg × 10.25 =
    // 61 500 TL (11:00); T4 is cancelled. 2 trades, 16 000 kg, 166 500 TL, min 10.25, max 10.5, first T1,
    // last T5; average 166 500 / 16 000 = 10.40625 → 10.4063 (half away from zero).
    const salon = await dayOf(cat.redHard, '2026-03-02', ['SALON']);
    expect(salon).toMatchObject({
      averageE4: 104_063,
      figures: {
        count: 2,
        quantityMilli: 16_000_000,
        amountE4: 1_665_000_000,
        minPriceE4: 102_500,
        maxPriceE4: 105_000,
        firstPriceE4: 105_000,
        lastPriceE4: 102_500,
      },
    });
    expect(await detailRow('2026-03-02', cat.redHard, '?kanal=SALON')).toMatchObject({
      MinFiyat: 10.25,
      MaxFiyat: 10.5,
      OrtFiyat: 10.4063,
      IlkFiyat: 10.5,
      SonFiyat: 10.25,
      Miktar: 16_000,
      Tutar: 166_500,
      IslemSayisi: 2,
    });
  });

  it('merges channels and keeps the 23:59 trade as the last of the day', async () => {
    // Both channels: + T2 SERBEST 5 000 kg × 11.25 = 56 250 TL at 23:59 → 3 trades, 21 000 kg, 222 750 TL,
    // max and last 11.25; average 222 750 / 21 000 = 10.607142… → 10.6071. The previous trading day is
    // a year back (T7, 8 TL), found beyond the two-week window.
    const all = await dayOf(cat.redHard, '2026-03-02');
    expect(all?.averageE4).toBe(106_071);
    expect(all?.figures).toMatchObject({
      count: 3,
      quantityMilli: 21_000_000,
      amountE4: 2_227_500_000,
      minPriceE4: 102_500,
      maxPriceE4: 112_500,
      firstPriceE4: 105_000,
      lastPriceE4: 112_500,
    });
    expect(all?.previous).toEqual({ date: '2025-03-03', averageE4: 80_000 });
    expect(await detailRow('2026-03-02', cat.redHard)).toMatchObject({
      OrtFiyat: 10.6071,
      SonFiyat: 11.25,
      Miktar: 21_000,
      Tutar: 222_750,
      IslemSayisi: 3,
      OncekiTarih: '2025-03-03',
      OncekiOrtFiyat: 8,
    });
  });

  it('rolls products up into their class with the weighted average, not the mean of prices', async () => {
    // + T6 redSoft 1 234 kg × 20.6843 = 25 524.4262 TL → 4 trades, 22 234 kg, 248 274.4262 TL;
    // average 248 274.4262 / 22 234 = 11.16643… → 11.1664 (the mean of the two products' averages would
    // be 15.6457).
    const klass = await dayOf(cat.redClass, '2026-03-02');
    expect(klass?.figures).toMatchObject({ count: 4, quantityMilli: 22_234_000, amountE4: 2_482_744_262 });
    expect(klass?.averageE4).toBe(111_664);
    expect(await detailRow('2026-03-02', cat.redClass)).toMatchObject({
      OrtFiyat: 11.1664,
      Miktar: 22_234,
      // Amounts are shown in kuruş.
      Tutar: 248_274.43,
      IslemSayisi: 4,
    });
  });

  it('gives the change vs the previous trading day and vs the same day a year earlier', async () => {
    // 3 March: T3 3 000 kg × 12 → 12. Previous trading day 2 March, 10.6071: +1.3929, 1.3929 / 10.6071 =
    // 13.1317… % → 13.13. A year earlier, 3 March 2025 (T7): 8 → +4, 50 %.
    const next = await dayOf(cat.redHard, '2026-03-03');
    expect(next?.averageE4).toBe(120_000);
    expect(next?.previous).toEqual({ date: '2026-03-02', averageE4: 106_071 });
    expect(next?.yearAgo).toEqual({ date: '2025-03-03', averageE4: 80_000 });
    expect(await detailRow('2026-03-03', cat.redHard)).toMatchObject({
      OrtFiyat: 12,
      OncekiTarih: '2026-03-02',
      OncekiOrtFiyat: 10.6071,
      Degisim: 1.3929,
      DegisimYuzde: 13.13,
      Yon: 'UP',
      GecenYilTarih: '2025-03-03',
      GecenYilOrtFiyat: 8,
      GecenYilDegisimYuzde: 50,
    });
  });

  it('answers nothing for a day without trading', async () => {
    expect(await dayOf(cat.redHard, '2026-03-04')).toBeNull();
    const { status, body } = await getBulletin(app, '/GetGunlukBultenDetay/2026-03-04');
    expect(status).toBe(200);
    expect(body).toMatchObject({ Tarih: '2026-03-04', OncekiIslemGunu: '2026-03-03', Satirlar: [] });
  });
});
