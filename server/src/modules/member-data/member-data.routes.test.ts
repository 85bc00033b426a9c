import { beforeAll, expect, it } from 'vitest';
import { type AppTest, describeWithApp } from '../../../test/app.js';
import type { TestUser } from '../../../test/auth.js';
import { createTinyCatalogue, type TinyCatalogue } from '../../../test/factories.js';
import { type StaffUsers, signInStaff, tradeInput } from '../../../test/staff.js';
import { applyRegistrationBatch } from '../registrations/registrations.service.js';

// Wednesday 4 March 2026, 10:00 in Istanbul.
const NOW = new Date('2026-03-04T07:00:00.000Z');
const PREFIXES = ['/api/v1/CMS/OnlineKullaniciBulten', '/api/v1/Alpha.WebPanel/OnlineKullaniciBulten'];
const P = PREFIXES[0];

async function seed(t: AppTest, cat: TinyCatalogue, m1: number, m2: number): Promise<void> {
  const buy = { buyerMemberId: m1, sellerMemberId: m2 };
  const sell = { buyerMemberId: m2, sellerMemberId: m1 };
  await applyRegistrationBatch(t.kysely, [
    tradeInput('P1', '2026-03-02 10:00', cat.redHard, 10_000, '20', buy),
    tradeInput('P2', '2026-03-02 11:00', cat.redHard, 5_000, '21.1', {
      ...buy,
      channel: 'SERBEST',
      city: 'KONYA',
      district: 'KARATAY',
    }),
    tradeInput('P3', '2026-03-02 12:00', cat.feedBarley, 4_000, '10.8', buy),
    tradeInput('P4', '2026-02-10 09:00', cat.redHard, 2_000, '19.5', buy),
    tradeInput('P5', '2026-03-02 13:00', cat.redHard, 1_000, '50', {
      ...buy,
      status: 'IPTAL',
      cancelReason: 'Hatalı giriş',
    }),
    tradeInput('S1', '2026-01-15 10:00', cat.redSoft, 3_000, '18', sell),
    tradeInput('S2', '2026-01-20 10:00', cat.redSoft, 1_000, '19', sell),
    tradeInput('S3', '2026-02-05 10:00', cat.redSoft, 2_000, '18.5', sell),
    tradeInput('S4', '2026-03-03 10:00', cat.feedBarley, 6_000, '11.25', sell),
    tradeInput('S5', '2025-12-30 10:00', cat.redSoft, 1_000, '17', sell),
    tradeInput('X1', '2026-03-02 14:00', cat.cattle, 2, '85000', {
      buyerMemberId: m2,
      channel: 'CANLI_HAYVAN',
      headCount: 2,
    }),
  ]);
  const k = t.kysely;
  const arrival = { vehicle_count: 1, city: 'KONYA', district: 'KARATAY', status: 'SATILDI' as const };
  await k
    .insertInto('arrival')
    .values([
      {
        ...arrival,
        arrival_date: '2026-03-02',
        arrived_at: '2026-03-02T05:00:00.000Z',
        product_id: cat.redHard,
        member_id: m1,
        quantity_milli: 30_000_000,
      },
      {
        ...arrival,
        arrival_date: '2026-03-04',
        arrived_at: '2026-03-04T06:30:00.000Z',
        product_id: cat.feedBarley,
        member_id: m1,
        quantity_milli: 12_500_500,
        vehicle_count: 2,
        status: 'BEKLIYOR',
        city: null,
        district: null,
      },
      {
        ...arrival,
        arrival_date: '2025-10-01',
        arrived_at: '2025-10-01T06:00:00.000Z',
        product_id: cat.redHard,
        member_id: m1,
        quantity_milli: 1_000_000,
      },
      {
        ...arrival,
        arrival_date: '2026-03-03',
        arrived_at: '2026-03-03T06:00:00.000Z',
        product_id: cat.redHard,
        member_id: m2,
        quantity_milli: 9_000_000,
      },
    ])
    .execute();
  await k
    .insertInto('member_stock')
    .values([
      {
        member_id: m1,
        product_id: cat.redHard,
        warehouse: 'LİDAŞ KONYA',
        quantity_milli: 50_000_000,
        updated_at: '2026-03-01T12:00:00.000Z',
      },
      {
        member_id: m1,
        product_id: cat.feedBarley,
        warehouse: 'MERKEZ',
        quantity_milli: 1_234_567,
        updated_at: '2026-03-02T12:00:00.000Z',
      },
      {
        member_id: m2,
        product_id: cat.redHard,
        warehouse: 'MERKEZ',
        quantity_milli: 5_000,
        updated_at: '2026-03-02T12:00:00.000Z',
      },
    ])
    .execute();
  const committee = await k
    .insertInto('committee')
    .values({
      code: '01',
      name_tr: '1. Meslek Komitesi - Hububat Tüccarları',
      name_en: 'Committee 1 - Grain Traders',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await k
    .insertInto('member_committee')
    .values({ member_id: m1, committee_id: committee.id, role_tr: 'Başkan', role_en: 'Chair' })
    .execute();
}

describeWithApp('member data', { now: NOW }, (t) => {
  let users: StaffUsers;
  let m1: TestUser;
  let m2: TestUser;
  let cat: TinyCatalogue;
  let id1: number;
  // What every member view says of M1.
  const m1Info = () => ({ UyeId: id1, UyeKodu: 'M1', Unvan: 'TEST ÜYE M1', Il: 'KONYA', Ilce: null });
  let id2: number;

  const get = (user: TestUser | null, path: string, lang?: 'tr' | 'en') =>
    t.inject(user, { url: `${P}/${path}`, lang });

  beforeAll(async () => {
    cat = await createTinyCatalogue(t.kysely);
    users = await signInStaff(t);
    m1 = await t.signIn('member', { memberCode: 'M1' });
    m2 = await t.signIn('member', { memberCode: 'M2' });
    id1 = m1.memberId!;
    id2 = m2.memberId!;
    await seed(t, cat, id1, id2);
  });

  it('answers a member its own data under both prefixes, never cached', async () => {
    for (const prefix of PREFIXES) {
      const res = await t.inject(m1, { url: `${prefix}/GetUyeBilgileri/${id1}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.json()).toEqual(m1Info());
    }
  });

  it('refuses another member’s data with 403 in tr and en, and every endpoint likewise', async () => {
    const tr = await get(m1, `GetUyeBilgileri/${id2}`);
    expect(tr.statusCode).toBe(403);
    expect(tr.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Bu işlem için yetkiniz yok.' },
      Message: 'Bu işlem için yetkiniz yok.',
    });
    const en = await get(m1, `GetUyeBilgileri/${id2}`, 'en');
    expect(en.json().error.message).toBe('You are not allowed to do this.');
    const paths = [
      `GetUyeBilgileriDetayli/${id2}`,
      `GetUyeMeslekKomiteleri/${id2}`,
      `GetGelenUrunler/${id2}`,
      `GetStokListesi/${id2}`,
      `GetAlinanUrunDetay/${id2}/2026-03-02`,
      `GetSatilanUrunDetay/${id2}/2026-03-02`,
      `GetSatilanUrun/${id2}/2026`,
      `GetAlinanUrunMiktarDetay/${id2}/2026-01-01/2026-03-04`,
      `GetAlinanUrunTarihliDetay/${id2}/2026-01-01/2026-03-04`,
      `GetTesciller/2026-03-01/2026-03-04?uyeId=${id2}`,
      `GetUyeBilgileri/999999`,
    ];
    for (const path of paths) expect((await get(m1, path)).statusCode, path).toBe(403);
  });

  it('answers 401 without a token and 403 to the service account and operators', async () => {
    for (const path of [
      `GetUyeBilgileri/${id1}`,
      'GetTesciller/2026-03-01/2026-03-04',
      `GetStokListesi/abc`,
    ]) {
      const none = await get(null, path, 'en');
      expect(none.statusCode).toBe(401);
      expect(none.json().error).toEqual({ code: 'UNAUTHORIZED', message: 'You need to sign in.' });
      expect((await get(users.service, path)).statusCode).toBe(403);
      expect((await get(users.operator, path)).statusCode).toBe(403);
    }
  });

  it('lets admins read any member; an unknown or non-numeric id is 400', async () => {
    expect((await get(users.admin, `GetUyeBilgileri/${id2}`)).json()).toMatchObject({ UyeKodu: 'M2' });
    expect((await get(users.superadmin, `GetStokListesi/${id2}`)).json()).toHaveLength(1);
    const unknown = await get(users.admin, 'GetUyeBilgileri/999999', 'en');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual({
      code: 'UNKNOWN_ID',
      message: 'No such record.',
      details: ['no member 999999'],
    });
    const word = await get(m1, 'GetUyeBilgileri/abc');
    expect(word.statusCode).toBe(400);
    expect(word.json().error).toMatchObject({ code: 'BAD_ID', message: 'Geçersiz kimlik numarası.' });
  });

  it('gives the detailed member with committees and this year’s totals', async () => {
    const res = await get(m1, `GetUyeBilgileriDetayli/${id1}`, 'en');
    expect(res.json()).toEqual({
      ...m1Info(),
      VergiNo: null,
      Telefon: null,
      Eposta: null,
      KayitTarihi: '2020-01-01',
      Komiteler: [
        {
          KomiteId: expect.any(Number),
          KomiteKodu: '01',
          KomiteAdi: 'Committee 1 - Grain Traders',
          Gorev: 'Chair',
        },
      ],
      Yil: 2026,
      // Active 2026 purchases P1–P4: 200 000 + 105 500 + 43 200 + 39 000; sales S1–S4: 54 000 + 19 000 + 37 000 + 67 500.
      Alislar: { IslemSayisi: 4, Tutar: 387_700 },
      Satislar: { IslemSayisi: 4, Tutar: 177_500 },
    });
  });

  it('lists committees in the request language, and none as []', async () => {
    expect((await get(m1, `GetUyeMeslekKomiteleri/${id1}`)).json()).toEqual([
      {
        KomiteId: expect.any(Number),
        KomiteKodu: '01',
        KomiteAdi: '1. Meslek Komitesi - Hububat Tüccarları',
        Gorev: 'Başkan',
      },
    ]);
    expect((await get(m2, `GetUyeMeslekKomiteleri/${id2}`)).json()).toEqual([]);
  });

  it('lists arrivals of the last 90 days by default, or of a range; bad ranges are 400', async () => {
    const res = await get(m1, `GetGelenUrunler/${id1}`);
    expect(res.json()).toEqual([
      {
        Id: expect.any(Number),
        Tarih: '2026-03-04',
        Zaman: '2026-03-04T06:30:00.000Z',
        UrunId: cat.feedBarley,
        UrunKodu: 'ARP1A',
        UrunAdi: 'YEMLİK ARPA',
        Birim: 'KG',
        Miktar: 12_500.5,
        AracSayisi: 2,
        Il: null,
        Ilce: null,
        Durum: 'BEKLIYOR',
      },
      {
        Id: expect.any(Number),
        Tarih: '2026-03-02',
        Zaman: '2026-03-02T05:00:00.000Z',
        UrunId: cat.redHard,
        UrunKodu: 'BUG1A',
        UrunAdi: 'ANADOLU KIRMIZI SERT',
        Birim: 'KG',
        Miktar: 30_000,
        AracSayisi: 1,
        Il: 'KONYA',
        Ilce: 'KARATAY',
        Durum: 'SATILDI',
      },
    ]);
    const old = await get(m1, `GetGelenUrunler/${id1}?from=2025-09-01&to=2025-12-31`);
    expect(old.json().map((a: { Tarih: string }) => a.Tarih)).toEqual(['2025-10-01']);
    expect((await get(m1, `GetGelenUrunler/${id1}?from=2024-09-01&to=2024-12-31`)).json()).toEqual([]);
    const backwards = await get(m1, `GetGelenUrunler/${id1}?from=2026-03-04&to=2026-03-01`, 'en');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toMatchObject({
      code: 'BAD_RANGE',
      message: 'The end date cannot be before the start date.',
    });
    expect((await get(m1, `GetGelenUrunler/${id1}?from=2026-03-01`)).json().error.code).toBe('BAD_DATE');
  });

  it('lists the stock with exact quantities in the request language', async () => {
    expect((await get(m1, `GetStokListesi/${id1}`, 'en')).json()).toEqual([
      {
        UrunId: cat.feedBarley,
        UrunKodu: 'ARP1A',
        UrunAdi: 'YEMLİK ARPA (en)',
        Birim: 'KG',
        Depo: 'MERKEZ',
        Miktar: 1_234.567,
        GuncellemeZamani: '2026-03-02T12:00:00.000Z',
      },
      {
        UrunId: cat.redHard,
        UrunKodu: 'BUG1A',
        UrunAdi: 'ANADOLU KIRMIZI SERT (en)',
        Birim: 'KG',
        Depo: 'LİDAŞ KONYA',
        Miktar: 50_000,
        GuncellemeZamani: '2026-03-01T12:00:00.000Z',
      },
    ]);
  });

  it('lists a member’s own registrations on both sides, cancelled too, newest first', async () => {
    const res = await get(m1, 'GetTesciller/2026-03-01/2026-03-04');
    expect(res.json().map((r: { TescilNo: string }) => r.TescilNo)).toEqual(['S4', 'P5', 'P3', 'P2', 'P1']);
    expect(res.json()[1]).toMatchObject({ Durum: 'IPTAL', IptalNedeni: 'Hatalı giriş' });
    expect(res.json()[3]).toEqual({
      TescilNo: 'P2',
      IslemZamani: '2026-03-02T08:00:00.000Z',
      IslemTarih: '2026-03-02',
      UrunId: cat.redHard,
      UrunKodu: 'BUG1A',
      UrunAdi: 'ANADOLU KIRMIZI SERT',
      Birim: 'KG',
      Kanal: 'SERBEST',
      Miktar: 5_000,
      BirimFiyat: 21.1,
      Tutar: 105_500,
      AliciUye: { UyeKodu: 'M1', Unvan: 'TEST ÜYE M1' },
      SaticiUye: { UyeKodu: 'M2', Unvan: 'TEST ÜYE M2' },
      Durum: 'AKTIF',
      IptalNedeni: null,
      Il: 'KONYA',
      Ilce: 'KARATAY',
    });
    // Asking for itself by uyeId is allowed.
    expect((await get(m1, `GetTesciller/2026-03-03/2026-03-03?uyeId=${id1}`)).json()).toHaveLength(1);
    expect((await get(m1, 'GetTesciller/2026-03-05/2026-03-06')).json()).toEqual([]);
  });

  it('lets admins list one member’s registrations, or everyone’s over at most 31 days', async () => {
    const one = await get(users.admin, `GetTesciller/2026-03-02/2026-03-02?uyeId=${id2}`);
    expect(one.json().map((r: { TescilNo: string }) => r.TescilNo)).toEqual(['X1', 'P5', 'P3', 'P2', 'P1']);
    expect(one.json()[0]).toMatchObject({
      AliciUye: { UyeKodu: 'M2' },
      SaticiUye: null,
      Kanal: 'CANLI_HAYVAN',
      Birim: 'BAS',
      Miktar: 2,
      Tutar: 170_000,
    });
    const all = await get(users.admin, 'GetTesciller/2026-02-01/2026-03-03');
    expect(all.json().map((r: { TescilNo: string }) => r.TescilNo)).toEqual([
      'S4',
      'X1',
      'P5',
      'P3',
      'P2',
      'P1',
      'P4',
      'S3',
    ]);
    const tooLong = await get(users.admin, 'GetTesciller/2026-02-01/2026-03-04', 'en');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatchObject({
      code: 'RANGE_TOO_LONG',
      message: 'The date range is too long.',
    });
  });

  it('answers 400 for bad registration ranges: bad date, backwards, longer than a year', async () => {
    expect((await get(m1, 'GetTesciller/2026-02-30/2026-03-04')).json().error.code).toBe('BAD_DATE');
    expect((await get(m1, 'GetTesciller/2026-03-04/2026-03-01')).json().error.code).toBe('BAD_RANGE');
    expect((await get(m1, 'GetTesciller/2024-01-01/2026-03-04')).json().error.code).toBe('RANGE_TOO_LONG');
    expect((await get(m1, `GetTesciller/2026-03-01/2026-03-04?uyeId=x`)).json().error.code).toBe('BAD_ID');
  });

  it('gives purchases and sales of a day (active only), [] for a quiet day, 400 for a bad date', async () => {
    const bought = await get(m1, `GetAlinanUrunDetay/${id1}/2026-03-02`);
    expect(bought.json().map((r: { TescilNo: string }) => r.TescilNo)).toEqual(['P3', 'P2', 'P1']);
    expect(bought.json()[2]).toMatchObject({
      Miktar: 10_000,
      BirimFiyat: 20,
      Tutar: 200_000,
      Kanal: 'SALON',
    });
    const sold = await get(m1, `GetSatilanUrunDetay/${id1}/2026-03-03`);
    expect(sold.json().map((r: { TescilNo: string; Tutar: number }) => [r.TescilNo, r.Tutar])).toEqual([
      ['S4', 67_500],
    ]);
    expect((await get(m1, `GetSatilanUrunDetay/${id1}/2026-03-02`)).json()).toEqual([]);
    const bad = await get(m1, `GetAlinanUrunDetay/${id1}/02.03.2026`, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'BAD_DATE',
      message: 'Invalid date; expected YYYY-MM-DD.',
    });
  });

  it('totals sales per product and month of a year', async () => {
    const res = await get(m1, `GetSatilanUrun/${id1}/2026`);
    expect(res.json()).toEqual([
      {
        UrunId: cat.feedBarley,
        UrunKodu: 'ARP1A',
        UrunAdi: 'YEMLİK ARPA',
        Birim: 'KG',
        Ay: 3,
        IslemSayisi: 1,
        Miktar: 6_000,
        Tutar: 67_500,
        OrtFiyat: 11.25,
        MinFiyat: 11.25,
        MaxFiyat: 11.25,
      },
      // January: 3 000 × 18 + 1 000 × 19 = 73 000 over 4 000 kg → 18.25.
      {
        UrunId: cat.redSoft,
        UrunKodu: 'BUG1B',
        UrunAdi: 'KIRMIZI SERT 2',
        Birim: 'KG',
        Ay: 1,
        IslemSayisi: 2,
        Miktar: 4_000,
        Tutar: 73_000,
        OrtFiyat: 18.25,
        MinFiyat: 18,
        MaxFiyat: 19,
      },
      {
        UrunId: cat.redSoft,
        UrunKodu: 'BUG1B',
        UrunAdi: 'KIRMIZI SERT 2',
        Birim: 'KG',
        Ay: 2,
        IslemSayisi: 1,
        Miktar: 2_000,
        Tutar: 37_000,
        OrtFiyat: 18.5,
        MinFiyat: 18.5,
        MaxFiyat: 18.5,
      },
    ]);
    expect((await get(m1, `GetSatilanUrun/${id1}/2025`)).json()).toMatchObject([{ Ay: 12, Tutar: 17_000 }]);
    expect((await get(m1, `GetSatilanUrun/${id1}/2019`)).json()).toEqual([]);
    const bad = await get(m1, `GetSatilanUrun/${id1}/26`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'BAD_DATE',
      message: 'Geçersiz tarih; YYYY-AA-GG biçiminde olmalı.',
    });
  });

  it('totals purchases per product over a range with the weighted average', async () => {
    const res = await get(m1, `GetAlinanUrunMiktarDetay/${id1}/2026-02-01/2026-03-04`, 'en');
    expect(res.json()).toEqual([
      {
        UrunId: cat.feedBarley,
        UrunKodu: 'ARP1A',
        UrunAdi: 'YEMLİK ARPA (en)',
        Birim: 'KG',
        IslemSayisi: 1,
        Miktar: 4_000,
        Tutar: 43_200,
        OrtFiyat: 10.8,
        MinFiyat: 10.8,
        MaxFiyat: 10.8,
      },
      // P1 + P2 + P4 (P5 is cancelled): 344 500 TL / 17 000 kg = 20.26470… → 20.2647.
      {
        UrunId: cat.redHard,
        UrunKodu: 'BUG1A',
        UrunAdi: 'ANADOLU KIRMIZI SERT (en)',
        Birim: 'KG',
        IslemSayisi: 3,
        Miktar: 17_000,
        Tutar: 344_500,
        OrtFiyat: 20.2647,
        MinFiyat: 19.5,
        MaxFiyat: 21.1,
      },
    ]);
    expect((await get(m1, `GetAlinanUrunMiktarDetay/${id1}/2026-03-03/2026-03-04`)).json()).toEqual([]);
    expect((await get(m1, `GetAlinanUrunMiktarDetay/${id1}/2026-03-04/2026-03-03`)).json().error.code).toBe(
      'BAD_RANGE',
    );
  });

  it('totals purchases per day and product over a range', async () => {
    const res = await get(m1, `GetAlinanUrunTarihliDetay/${id1}/2026-02-01/2026-03-04`);
    expect(
      res
        .json()
        .map(
          (r: {
            IslemTarih: string;
            UrunKodu: string;
            IslemSayisi: number;
            Tutar: number;
            OrtFiyat: number;
          }) => [r.IslemTarih, r.UrunKodu, r.IslemSayisi, r.Tutar, r.OrtFiyat],
        ),
    ).toEqual([
      ['2026-02-10', 'BUG1A', 1, 39_000, 19.5],
      ['2026-03-02', 'ARP1A', 1, 43_200, 10.8],
      // 305 500 TL / 15 000 kg = 20.36666… → 20.3667.
      ['2026-03-02', 'BUG1A', 2, 305_500, 20.3667],
    ]);
    expect((await get(m1, `GetAlinanUrunTarihliDetay/${id1}/2025-01-01/2025-01-31`)).json()).toEqual([]);
    expect((await get(m1, `GetAlinanUrunTarihliDetay/${id1}/2026-01-01/x`)).json().error.code).toBe(
      'BAD_DATE',
    );
  });
});
