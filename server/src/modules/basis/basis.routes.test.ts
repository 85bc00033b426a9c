import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import type { TestUser } from '../../../test/auth.js';
import { createTinyCatalogue, type TinyCatalogue } from '../../../test/factories.js';
import { type StaffUsers, signInStaff, tradeInput } from '../../../test/staff.js';
import { rowsWhere } from '../../db/rows.js';
import { applyRegistration } from '../registrations/registrations.service.js';

// 10:00 in Istanbul on 4 March: that day's session is open; 2 and 3 March are final.
const NOW = new Date('2026-03-04T07:00:00.000Z');
const BOARD = '/api/v1/CMS/OnlineKullaniciBulten/GetBazTablosu';
const HISTORY = '/api/v1/CMS/OnlineKullaniciBulten/GetBazGecmisi';
const RED = 'BUĞDAY EKMEKLİK KIRMIZI 1.SINIF';
const BARLEY = 'ARPA 1.SINIF';

function turibRow(date: string, instrument: string, quantityKg: number, averageE4: number, warehouse = 'W1') {
  const quantity_milli = quantityKg * 1000;
  return {
    session_date: date,
    session_type: 'Normal Seans',
    isin: `TRX${warehouse}${date}`,
    instrument,
    warehouse,
    city: 'KONYA',
    district: 'KARATAY',
    open_e4: averageE4,
    high_e4: averageE4,
    low_e4: averageE4,
    close_e4: averageE4,
    average_e4: averageE4,
    quantity_milli,
    amount_e4: quantityKg * averageE4,
  };
}

describeWithApp('basis board', { now: NOW }, (t) => {
  let users: StaffUsers;
  let member: TestUser;
  let cat: TinyCatalogue;
  const get = (url: string, lang: 'tr' | 'en' = 'tr') => t.inject(null, { method: 'GET', url, lang });
  const map = (user: TestUser | null, SinifId: number, TuribSinif: string | null) =>
    t.inject(user, { method: 'POST', url: '/api/v1/Baz/Eslesme', payload: { SinifId, TuribSinif } });

  beforeAll(async () => {
    cat = await createTinyCatalogue(t.kysely);
    users = await signInStaff(t);
    member = await t.signIn('member');
    const db = t.kysely;
    const trades = [
      tradeInput('B-1', '2026-03-02 10:00', cat.redHard, 10_000, '14.0'),
      tradeInput('B-2', '2026-03-03 10:00', cat.redHard, 10_000, '15.0'),
      tradeInput('B-3', '2026-03-03 11:00', cat.redSoft, 30_000, '14.6', { channel: 'SERBEST' }),
      tradeInput('B-4', '2026-03-03 11:30', cat.feedBarley, 5_000, '9.0'),
    ];
    for (const trade of trades) await applyRegistration(db, trade, NOW);
    await db
      .insertInto('turib_row')
      .values([
        turibRow('2026-03-02', RED, 100_000, 140_000),
        turibRow('2026-03-03', RED, 100_000, 142_000),
        turibRow('2026-03-03', RED, 300_000, 146_000, 'W2'),
        turibRow('2026-03-05', RED, 100_000, 150_000),
        turibRow('2026-03-03', BARLEY, 50_000, 90_000),
      ])
      .execute();
  });

  it('lets admins map classes to TÜRİB classes (audited) and nobody else', async () => {
    expect((await map(null, cat.redClass, RED)).statusCode).toBe(401);
    expect((await map(member, cat.redClass, RED)).statusCode).toBe(403);
    expect((await map(users.operator, cat.redClass, RED)).statusCode).toBe(403);
    expect((await map(users.admin, cat.redClass, RED)).json()).toEqual({ ok: true });
    expect((await map(users.admin, cat.barleyClass, BARLEY)).statusCode).toBe(200);
    const unknown = await map(users.admin, cat.barleyClass, 'NO SUCH CLASS');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('VALIDATION');
    for (const id of [cat.redHard, cat.cattleClass, 999_999]) {
      const res = await map(users.admin, id, RED);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('UNKNOWN_ID');
    }
    const audit = await rowsWhere(t.kysely, 'audit_log', { action: 'basis.mapping' }, []);
    expect(audit.map((a) => a.entity_id)).toEqual([String(cat.redClass), String(cat.barleyClass)]);
    const list = await t.inject(users.admin, { method: 'GET', url: '/api/v1/Baz/Eslesmeler' });
    expect(list.json()).toEqual({
      Eslesmeler: [
        {
          SinifId: cat.redClass,
          SinifAdi: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
          GrupAdi: 'BUĞDAY',
          TuribSinif: RED,
        },
        { SinifId: cat.barleyClass, SinifAdi: 'ARPA', GrupAdi: 'ARPA', TuribSinif: BARLEY },
      ],
      TuribSiniflari: [BARLEY, RED],
    });
  });

  it('gives the board of a day: class average beside the TÜRİB average, difference in TL/kg and %', async () => {
    const res = await get(`${BOARD}?Tarih=2026-03-03`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Tarih: '2026-03-03',
      Kesin: true,
      Satirlar: [
        {
          SinifId: cat.redClass,
          SinifAdi: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
          GrupAdi: 'BUĞDAY',
          TuribSinif: RED,
          // (150 000 + 438 000) / 40 000 kg = 14.7; TÜRİB (1 420 000 + 4 380 000) / 400 000 = 14.5
          BorsaOrtalama: 14.7,
          TuribOrtalama: 14.5,
          Fark: 0.2,
          FarkYuzde: 1.38,
        },
        {
          SinifId: cat.barleyClass,
          SinifAdi: 'ARPA',
          GrupAdi: 'ARPA',
          TuribSinif: BARLEY,
          BorsaOrtalama: 9,
          TuribOrtalama: 9,
          Fark: 0,
          FarkYuzde: 0,
        },
      ],
    });
    // Without a date: the latest trading day of a mapped class up to today.
    expect((await get(BOARD, 'en')).json().Tarih).toBe('2026-03-03');
    expect((await get(`${BOARD}?Tarih=2026-13-01`)).json().error.code).toBe('BAD_DATE');
  });

  it('gives a class’s history: every day either side traded, oldest first', async () => {
    const res = await get(`${HISTORY}/${cat.redClass}/2026-03-01/2026-03-06`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      SinifId: cat.redClass,
      SinifAdi: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
      TuribSinif: RED,
      Noktalar: [
        { Tarih: '2026-03-02', BorsaOrtalama: 14, TuribOrtalama: 14, Fark: 0, FarkYuzde: 0 },
        { Tarih: '2026-03-03', BorsaOrtalama: 14.7, TuribOrtalama: 14.5, Fark: 0.2, FarkYuzde: 1.38 },
        { Tarih: '2026-03-05', BorsaOrtalama: null, TuribOrtalama: 15, Fark: null, FarkYuzde: null },
      ],
    });
    const unmapped = await get(`${HISTORY}/${cat.cattleClass}/2026-03-01/2026-03-06`);
    expect(unmapped.statusCode).toBe(400);
    expect(unmapped.json().error.code).toBe('UNKNOWN_ID');
    expect((await get(`${HISTORY}/${cat.redClass}/2026-03-06/2026-03-01`)).json().error.code).toBe(
      'BAD_RANGE',
    );
  });

  it('takes a class off the board with null', async () => {
    expect((await map(users.superadmin, cat.barleyClass, null)).statusCode).toBe(200);
    const board = (await get(`${BOARD}?Tarih=2026-03-03`)).json();
    expect(board.Satirlar.map((r: { SinifId: number }) => r.SinifId)).toEqual([cat.redClass]);
  });
});
