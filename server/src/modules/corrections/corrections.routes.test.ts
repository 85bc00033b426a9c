import { parseTradeTime } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BulletinCatalogue,
  bulletinApp,
  createBulletinMarket,
  DAYS,
  getBulletin,
  NOW,
  type Row,
} from '../../../test/bulletin-fixture.js';
import { classChanges, correctionChange } from '../../../test/corrections.js';
import { csvText } from '../../../test/csv.js';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../../test/databases.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { importRegistrationsFromText } from '../imports/imports.service.js';
import {
  applyRegistration,
  applyRegistrationBatch,
  type RegistrationInput,
} from '../registrations/registrations.service.js';

const LATER = new Date('2026-03-03T15:30:00.000Z');

describe.each(testDatabaseFactories())('corrections in the open on $name', (factory: TestDatabaseFactory) => {
  let db: Db;
  let app: FastifyInstance;
  let ctx: AppContext;
  let c: BulletinCatalogue;
  // A4 on P: 8 000 kg of feed barley at 8,00 TL.
  const a4 = (): RegistrationInput => ({
    registrationNo: 'A4',
    tradedAt: parseTradeTime('2026-03-02 10:30')!,
    productId: c.feedBarley,
    quantityMilli: 8_000_000,
    unitPriceE4: 80_000,
    channel: 'SALON',
  });

  // As the registration desk does after a change: the event empties the answer cache before the read.
  const dayCorrections = async (date: string) => {
    await ctx.events.publish({ type: 'figures', dates: [date] });
    return (await getBulletin(app, `/GetDuzeltmeler/${date}`)).body as Row[];
  };
  const madeAt = (at: Date) => (r: Row) => r.Zaman === at.toISOString();

  beforeAll(async () => {
    db = await factory.open();
    c = await createBulletinMarket(db);
    ({ app, ctx } = await bulletinApp(db));
  });
  afterAll(async () => {
    await app.close();
    await factory.close(db);
  });

  it("lists the class figures B7's cancellation changed, under both prefixes, without the registration", async () => {
    // Red class on D before: B1 20 000 kg × 11,00, B2 4 000 × 10,80, B7 1 000 × 9,00, B3 6 000 × 12,60
    // = 31 000 kg, 347 800 TL, avg 11,2194; after B7 left: 30 000 kg, 338 800 TL, avg 11,2933; max stays.
    const at = NOW.toISOString();
    const expected = classChanges(c.redClass, 'IPTAL', at, [
      ['min', 9, 10.8],
      ['average', 11.2194, 11.2933],
      ['quantity', 31_000, 30_000],
      ['amount', 347_800, 338_800],
      ['count', 4, 3],
    ]);
    for (const prefix of [
      '/api/v1/CMS/OnlineKullaniciBulten',
      '/api/v1/Alpha.WebPanel/OnlineKullaniciBulten',
    ]) {
      const { status, body, raw } = await getBulletin(app, `/GetDuzeltmeler/${DAYS.D}`, 'tr', prefix);
      expect(status).toBe(200);
      expect((body as Row[]).map(correctionChange)).toEqual(expected);
      expect(raw).not.toMatch(/B7|Tescil/);
    }
    const { body } = await getBulletin(app, `/GetDuzeltmeler/${DAYS.D}`, 'en');
    expect((body as Row[])[0]).toMatchObject({
      Tarih: DAYS.D,
      SinifAdi: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR (en)',
      Birim: 'KG',
      FiyatBirimi: 'TL/kg',
    });
  });

  it('logs a later correction of a past day with before → after; a day without corrections is []', async () => {
    expect((await getBulletin(app, `/GetDuzeltmeler/${DAYS.P}`)).body).toEqual([]);
    // 8,00 → 8,20 TL: the amount 64 000 → 65 600 TL; quantity and count stay.
    await applyRegistration(db.kysely, { ...a4(), unitPriceE4: 82_000 }, LATER);
    const at = LATER.toISOString();
    expect((await dayCorrections(DAYS.P)).map(correctionChange)).toEqual(
      classChanges(c.barleyClass, 'DUZELTME', at, [
        ['min', 8, 8.2],
        ['max', 8, 8.2],
        ['average', 8, 8.2],
        ['amount', 64_000, 65_600],
      ]),
    );
  });

  it('logs nothing for a correction that leaves every published figure as it was', async () => {
    const before = await db.kysely.selectFrom('figure_change').select('id').execute();
    await applyRegistration(db.kysely, { ...a4(), unitPriceE4: 82_000, city: 'KONYA' }, LATER);
    expect(await db.kysely.selectFrom('figure_change').select('id').execute()).toEqual(before);
  });

  it('logs the corrections an import batch makes, then its new registrations on the final day', async () => {
    const at = new Date('2026-03-03T16:00:00.000Z');
    const fresh: RegistrationInput = { ...a4(), registrationNo: 'N1', unitPriceE4: 50_000 };
    await applyRegistrationBatch(db.kysely, [{ ...a4(), unitPriceE4: 80_000 }, fresh], at);
    const batch = (await dayCorrections(DAYS.P)).filter(madeAt(at)).map(correctionChange);
    // A4 back to 8,00 first; then N1 (8 000 kg × 5,00) joins P, final since 17:30 the day before and
    // shown: 16 000 kg, 104 000 TL, avg 6,50, min 5,00.
    const when = at.toISOString();
    expect(batch).toEqual([
      ...classChanges(c.barleyClass, 'DUZELTME', when, [
        ['min', 8.2, 8],
        ['max', 8.2, 8],
        ['average', 8.2, 8],
        ['amount', 65_600, 64_000],
      ]),
      ...classChanges(c.barleyClass, 'ICE_AKTARMA', when, [
        ['min', 8, 5],
        ['average', 8, 6.5],
        ['quantity', 8_000, 16_000],
        ['amount', 64_000, 104_000],
        ['count', 1, 2],
      ]),
    ]);
  });

  it("GetKalemDuzeltmeleri gives a product's own rows, a group's class rows, over a range", async () => {
    const product = await getBulletin(app, `/GetKalemDuzeltmeleri/${c.redHard}/${DAYS.P}/${DAYS.D}`);
    expect(product.status).toBe(200);
    // Red hard on D: 25 000 kg, 272 200 TL (avg 10,888) → 24 000 kg, 263 200 TL (avg 10,9667).
    expect((product.body as Row[]).map((r) => [r.Seviye, r.UrunId, r.Alan, r.Onceki, r.Sonraki])).toEqual([
      ['PRODUCT', c.redHard, 'min', 9, 10.8],
      ['PRODUCT', c.redHard, 'average', 10.888, 10.9667],
      ['PRODUCT', c.redHard, 'quantity', 25_000, 24_000],
      ['PRODUCT', c.redHard, 'amount', 272_200, 263_200],
      ['PRODUCT', c.redHard, 'count', 3, 2],
    ]);
    const group = await getBulletin(app, `/GetKalemDuzeltmeleri/${c.barleyGroup}/${DAYS.P}/${DAYS.D}`);
    const rows = group.body as Row[];
    expect(rows.map((r) => [r.Seviye, r.SinifId, r.Tarih])).toEqual(
      Array(13).fill(['CLASS', c.barleyClass, DAYS.P]),
    );
    const none = await getBulletin(app, `/GetKalemDuzeltmeleri/${c.redHard}/${DAYS.O}/${DAYS.P}`);
    expect(none.body).toEqual([]);
  });

  it('answers 400 with a code for a bad date, a bad or unknown id and a reversed range', async () => {
    const code = async (path: string) => {
      const { status, body } = await getBulletin(app, path);
      return [status, (body as { error: { code: string } }).error.code];
    };
    expect(await code('/GetDuzeltmeler/2026-02-30')).toEqual([400, 'BAD_DATE']);
    expect(await code(`/GetKalemDuzeltmeleri/x/${DAYS.P}/${DAYS.D}`)).toEqual([400, 'BAD_ID']);
    expect(await code(`/GetKalemDuzeltmeleri/999999/${DAYS.P}/${DAYS.D}`)).toEqual([400, 'UNKNOWN_ID']);
    expect(await code(`/GetKalemDuzeltmeleri/${c.redHard}/${DAYS.D}/${DAYS.P}`)).toEqual([400, 'BAD_RANGE']);
  });

  it('logs the corrections a CSV import makes (the staff upload and CLI path), then its new lines', async () => {
    const at = new Date('2026-03-03T16:30:00.000Z');
    const header = ['TescilNo', 'IslemZamani', 'UrunKodu', 'Miktar', 'BirimFiyat', 'Kanal', 'Durum'];
    const file = csvText([
      header,
      // A4 from 8,00 to 7,50 TL: the class's highest price on P was A4's 8,00 (N1 sold at 5,00).
      ['A4', '2026-03-02 10:30', 'ARP1A', '8000', '7.5', 'SALON', 'AKTIF'],
      ['N2', '2026-03-02 11:00', 'ARP1A', '1000', '6', 'SALON', 'AKTIF'],
    ]);
    const result = await importRegistrationsFromText(db.kysely, file, { now: at });
    expect(result).toMatchObject({ ok: true, summary: { inserted: 1, corrected: 1 } });
    const rows = (await dayCorrections(DAYS.P)).filter(madeAt(at)).map(correctionChange);
    // A4 at 7,50: 16 000 kg, 100 000 TL (avg 6,25); then N2 joins: 17 000 kg, 106 000 TL (avg 6,2353).
    const when = at.toISOString();
    expect(rows).toEqual([
      ...classChanges(c.barleyClass, 'DUZELTME', when, [
        ['max', 8, 7.5],
        ['average', 6.5, 6.25],
        ['amount', 104_000, 100_000],
      ]),
      ...classChanges(c.barleyClass, 'ICE_AKTARMA', when, [
        ['average', 6.25, 6.2353],
        ['quantity', 16_000, 17_000],
        ['amount', 100_000, 106_000],
        ['count', 2, 3],
      ]),
    ]);
  });

  it('logs a class whose only trade of the day is cancelled, to nothing, and marks a live-animal row', async () => {
    // B6 was D's only cattle trade: 2 head at 100 000 TL. Once cancelled the class leaves D's
    // live-animal bulletin; only these rows can tell a reader that its figures were withdrawn.
    const at = new Date('2026-03-03T17:00:00.000Z');
    const b6: RegistrationInput = {
      registrationNo: 'B6',
      tradedAt: parseTradeTime('2026-03-03 13:30')!,
      productId: c.cattle,
      quantityMilli: 2_000,
      unitPriceE4: 1_000_000_000,
      channel: 'CANLI_HAYVAN',
      headCount: 2,
      liveWeightMilli: 1_000_000,
    };
    await applyRegistration(db.kysely, { ...b6, status: 'IPTAL', cancelReason: 'Hatalı giriş' }, at);
    const day = await dayCorrections(DAYS.D);
    const rows = day.filter(madeAt(at));
    expect(rows.map(correctionChange)).toEqual(
      classChanges(c.cattleClass, 'IPTAL', at.toISOString(), [
        ['min', 100_000, null],
        ['max', 100_000, null],
        ['average', 100_000, null],
        ['quantity', 2, null],
        ['amount', 200_000, null],
        ['count', 1, null],
      ]),
    );
    expect(rows.map((r) => r.CanliHayvan)).toEqual([true, true, true, true, true, true]);
    // The crop rows of the same day say they are not.
    expect(day.filter((r) => r.SinifId === c.redClass).map((r) => r.CanliHayvan)).toContain(false);
  });
});
