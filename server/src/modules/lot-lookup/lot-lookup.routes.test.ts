import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextTestIp } from '../../../test/auth.js';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../../test/databases.js';
import { createTinyCatalogue, type TinyCatalogue } from '../../../test/factories.js';
import {
  injectAs,
  openStaffTestApp,
  type StaffTestApp,
  type StaffUsers,
  signInStaff,
  tradeInput,
} from '../../../test/staff.js';
import { applyRegistration } from '../registrations/registrations.service.js';
import { checkCodeOf, printedCheckCode } from './check-code.js';

// 10:00 in Istanbul on 4 March: that day's session is open, 3 March's figures are final.
const NOW = new Date('2026-03-04T07:00:00.000Z');
const URL = '/api/v1/LotSorgula';

describe.each(testDatabaseFactories())('lot lookup on $name', (factory: TestDatabaseFactory) => {
  let t: StaffTestApp;
  let users: StaffUsers;
  let cat: TinyCatalogue;

  const lookup = (TescilNo: string, KontrolKodu: string, ip = '10.200.0.1', lang: 'tr' | 'en' = 'tr') =>
    t.app.inject({
      method: 'POST',
      url: URL,
      payload: { TescilNo, KontrolKodu },
      headers: { lang },
      remoteAddress: ip,
    });
  const codeOf = async (no: string) => printedCheckCode(await checkCodeOf(t.ctx.config, no));

  beforeAll(async () => {
    t = await openStaffTestApp(factory, NOW);
    cat = await createTinyCatalogue(t.ctx.db.kysely);
    users = await signInStaff(t);
    const db = t.ctx.db.kysely;
    const lab = { proteinE2: 1320, hectoliterE2: 7950 };
    const day = '2026-03-03';
    // The class's session on 3 March in the hall: three lots of two products, one cancelled, one free-market.
    await applyRegistration(db, tradeInput('L-1', `${day} 10:15`, cat.redHard, 10_000, '20.5', lab), NOW);
    await applyRegistration(db, tradeInput('L-2', `${day} 10:20`, cat.redSoft, 30_000, '20.1'), NOW);
    await applyRegistration(db, tradeInput('L-3', `${day} 10:25`, cat.redHard, 5_000, '21'), NOW);
    await applyRegistration(
      db,
      tradeInput('L-4', `${day} 10:30`, cat.redHard, 7_000, '25', { status: 'IPTAL', cancelReason: 'x' }),
      NOW,
    );
    await applyRegistration(
      db,
      tradeInput('L-5', `${day} 10:35`, cat.redHard, 9_000, '19', { channel: 'SERBEST' }),
      NOW,
    );
    // Other days and classes stay out of the comparison.
    await applyRegistration(db, tradeInput('L-6', '2026-03-02 10:00', cat.redHard, 1_000, '30'), NOW);
    await applyRegistration(db, tradeInput('L-7', `${day} 11:00`, cat.feedBarley, 2_000, '12'), NOW);
    await applyRegistration(db, tradeInput('L-8', '2026-03-04 09:45', cat.redHard, 1_000, '22'), NOW);
  });
  afterAll(async () => t.close());

  it('shows staff the check code: operators yes, members and the public no', async () => {
    const url = '/api/v1/Tescil/KontrolKodu/L-1';
    const res = await injectAs(t.app, users.operator, { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ TescilNo: 'L-1', KontrolKodu: await codeOf('L-1') });
    expect(res.json().KontrolKodu).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect((await injectAs(t.app, users.service, { method: 'GET', url })).statusCode).toBe(403);
    expect((await injectAs(t.app, null, { method: 'GET', url })).statusCode).toBe(401);
    const unknown = await injectAs(t.app, users.admin, {
      method: 'GET',
      url: '/api/v1/Tescil/KontrolKodu/NONE',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('UNKNOWN_ID');
  });

  it('answers the lot, its rank and its session’s class lots, typed loosely, without anybody’s identity', async () => {
    const typed = ` ${(await codeOf('L-1')).toLowerCase().replace('-', ' ')} `;
    const res = await lookup('L-1', typed);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      TescilNo: 'L-1',
      Durum: 'AKTIF',
      IslemTarih: '2026-03-03',
      IslemZamani: '2026-03-03T10:15:00+03:00',
      Kanal: 'SALON',
      UrunAdi: 'ANADOLU KIRMIZI SERT',
      SinifId: cat.redClass,
      Birim: 'KG',
      FiyatBirimi: 'TL/kg',
      Miktar: 10_000,
      BirimFiyat: 20.5,
      Tutar: 205_000,
      Protein: 13.2,
      Hektolitre: 79.5,
      Rutubet: null,
      Kesin: true,
      // (205 000 + 603 000 + 105 000) / 45 000 kg = 20.2889 TL/kg
      SinifOrtalama: 20.2889,
      // 20.5 - 20.2889 = 0.2111; 0.2111 / 20.2889 = 1.04 %
      Fark: 0.2111,
      FarkYuzde: 1.04,
      Sira: 2,
      LotSayisi: 3,
    });
    expect(
      body.Lotlar.map((l: { BirimFiyat: number; Miktar: number; Kendi: boolean }) => [
        l.BirimFiyat,
        l.Miktar,
        l.Kendi,
      ]),
    ).toEqual([
      [21, 5_000, false],
      [20.5, 10_000, true],
      [20.1, 30_000, false],
    ]);
    expect(Object.keys(body.Lotlar[0]).sort()).toEqual(
      [
        'BirimFiyat',
        'Gluten',
        'Hektolitre',
        'Kendi',
        'Miktar',
        'Protein',
        'Rutubet',
        'Sedimantasyon',
        'Sune',
        'YabanciMadde',
      ].sort(),
    );
    expect(JSON.stringify(body)).not.toMatch(/L-[2-8]|Uye|Alici|Satici/);
  });

  it('says preliminary while the day’s session is open, and ranks a cancelled lot nowhere', async () => {
    const today = (await lookup('L-8', await codeOf('L-8'), '10.200.0.2', 'en')).json();
    expect(today).toMatchObject({
      Kesin: false,
      Sira: 1,
      LotSayisi: 1,
      SinifOrtalama: 22,
      Fark: 0,
      FarkYuzde: 0,
    });
    const cancelled = (await lookup('L-4', await codeOf('L-4'), '10.200.0.2')).json();
    expect(cancelled).toMatchObject({ Durum: 'IPTAL', Sira: null, LotSayisi: 3 });
    expect(cancelled.Lotlar.some((l: { Kendi: boolean }) => l.Kendi)).toBe(false);
  });

  it('answers one 404 for a wrong code and an unknown number, in the request language', async () => {
    const ip = nextTestIp();
    const wrong = await lookup('L-2', await codeOf('L-1'), ip, 'en');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error).toEqual({
      code: 'LOT_NOT_FOUND',
      message: 'No lot with this registration number and check code; check the details on your receipt.',
    });
    const unknown = await lookup('NO-SUCH', await codeOf('NO-SUCH'), ip);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('LOT_NOT_FOUND');
    const malformed = await lookup('L-2', 'O0I1-LLLL', ip);
    expect(malformed.statusCode).toBe(404);
  });

  it('locks a number after 5 wrong codes (429 with Retry-After, even with the right code) for 15 minutes', async () => {
    const right = await codeOf('L-3');
    for (let i = 0; i < 5; i += 1) {
      expect((await lookup('L-3', 'AAAA-AAAA', nextTestIp())).statusCode).toBe(404);
    }
    const locked = await lookup('L-3', right, nextTestIp(), 'en');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect(locked.json().error).toEqual({
      code: 'LOT_LOOKUP_LOCKED',
      message: 'Too many wrong check codes; please try again later.',
    });
    expect((await lookup('L-1', await codeOf('L-1'), nextTestIp())).statusCode).toBe(200);
    const saved = t.ctx.now;
    t.ctx.now = () => new Date(NOW.getTime() + 15 * 60_000);
    try {
      expect((await lookup('L-3', right, nextTestIp())).statusCode).toBe(200);
    } finally {
      t.ctx.now = saved;
    }
  });

  it('locks an address after 20 wrong codes over many numbers', async () => {
    const ip = nextTestIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await lookup(`GUESS-${i}`, 'AAAA-AAAA', ip)).statusCode).toBe(404);
    }
    const res = await lookup('L-1', await codeOf('L-1'), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('LOT_LOOKUP_LOCKED');
    expect((await lookup('L-1', await codeOf('L-1'), nextTestIp())).statusCode).toBe(200);
  });

  it('refuses a missing number with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL, payload: { KontrolKodu: 'AAAA-AAAA' } });
    expect(res.statusCode).toBe(400);
  });
});
