import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import type { TestUser } from '../../../test/auth.js';
import {
  CATALOGUE_COLUMNS,
  createMembers,
  csvText,
  csvUploader,
  importTableCounts,
  REGISTRATION_HEADER,
} from '../../../test/csv.js';
import { createTinyCatalogue, registrationBody, type TinyCatalogue } from '../../../test/factories.js';
import { type StaffUsers, signInStaff } from '../../../test/staff.js';
import { rowWhere } from '../../db/rows.js';
import { checkCodeOf, printedCheckCode } from '../lot-lookup/check-code.js';

const NOW = new Date('2026-03-04T07:00:00.000Z');

function body(no: string, more: Record<string, unknown> = {}) {
  return registrationBody({ TescilNo: no, IslemZamani: '2026-03-03 10:15', ...more });
}

describeWithApp('staff console reads', { now: NOW }, (t) => {
  let users: StaffUsers;
  let member: TestUser;
  let cat: TinyCatalogue;

  const post = (user: TestUser | null, url: string, payload: object, lang?: 'tr' | 'en') =>
    t.inject(user, { method: 'POST', url: `/api/v1/${url}`, payload, lang });
  const get = (user: TestUser | null, url: string, lang?: 'tr' | 'en') =>
    t.inject(user, { url: `/api/v1/${url}`, lang });
  const upload = csvUploader(t);

  beforeAll(async () => {
    cat = await createTinyCatalogue(t.kysely);
    await createMembers(t.kysely, ['A1', 'S1', 'B9']);
    users = await signInStaff(t);
    member = await t.signIn('member');
    for (const [no, more] of [
      ['L-1', {}],
      ['L-2', { IslemZamani: '2026-03-03 11:00', BirimFiyat: '21.5', Miktar: '5000' }],
      ['L-3', { IslemZamani: '2026-03-02 09:00', UrunKodu: 'ARP1A', AliciUyeKodu: 'B9', Kanal: 'SERBEST' }],
    ] as const) {
      expect((await post(users.operator, 'Tescil/Create', body(no, more))).statusCode).toBe(200);
    }
    const corrected = await post(users.operator, 'Tescil/Correct/L-1', body('L-1', { BirimFiyat: '20.25' }));
    expect(corrected.statusCode).toBe(200);
  });

  it('lists registrations latest first with codes, names and earlier versions', async () => {
    const res = await get(users.operator, 'Tescil/List?pageSize=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const page = res.json();
    expect(page).toMatchObject({ TotalCount: 3, Page: 1, PageSize: 2 });
    expect(page.Items.map((i: { TescilNo: string }) => i.TescilNo)).toEqual(['L-2', 'L-1']);
    expect(page.Items[1]).toMatchObject({
      TescilNo: 'L-1',
      Versiyon: 2,
      BirimFiyat: 20.25,
      Tutar: 202500,
      UrunKodu: 'BUG1A',
      UrunAdi: 'ANADOLU KIRMIZI SERT',
      AliciUyeKodu: 'A1',
      SaticiUyeKodu: 'S1',
      Versiyonlar: [{ Versiyon: 1, Durum: 'AKTIF', BirimFiyat: 20.5, Miktar: 10000, UrunId: cat.redHard }],
      // The receipt's check code, the same as the lot lookup's.
      KontrolKodu: printedCheckCode(await checkCodeOf(t.ctx.config, 'L-1')),
    });
    const second = (await get(users.operator, 'Tescil/List?pageSize=2&page=2')).json();
    expect(second.Items.map((i: { TescilNo: string }) => i.TescilNo)).toEqual(['L-3']);
  });

  it('filters by day, product code or name, channel, member, status and number', async () => {
    const nos = async (query: string) =>
      (await get(users.admin, `Tescil/List?${query}`))
        .json()
        .Items.map((i: { TescilNo: string }) => i.TescilNo);
    expect(await nos('tarih=2026-03-02')).toEqual(['L-3']);
    expect(await nos('urun=BUG1A')).toEqual(['L-2', 'L-1']);
    expect(await nos(`urun=${encodeURIComponent('yemlik')}`)).toEqual(['L-3']);
    expect(await nos('kanal=SERBEST')).toEqual(['L-3']);
    expect(await nos('uye=B9')).toEqual(['L-3']);
    expect(await nos('uye=S1')).toEqual(['L-2', 'L-1', 'L-3']);
    expect(await nos('durum=IPTAL')).toEqual([]);
    expect(await nos('no=L-2')).toEqual(['L-2']);
    expect(await nos('no=%25')).toEqual([]);
    const bad = await get(users.operator, 'Tescil/List?tarih=2026-02-30', 'en');
    expect(bad.statusCode).toBe(400);
    // Every date parameter answers the one rule's code (http/date-params.ts).
    expect(bad.json().error.code).toBe('BAD_DATE');
  });

  it('refuses the list and previews to anyone but staff, and the KVKK versions to operators', async () => {
    expect((await get(null, 'Tescil/List')).statusCode).toBe(401);
    for (const user of [users.service, member]) {
      expect((await get(user, 'Tescil/List')).statusCode).toBe(403);
      expect((await post(user, 'Tescil/Preview/L-1', { Iptal: true })).statusCode).toBe(403);
      expect((await upload(user, 'Tescil/Import/Check', csvText([REGISTRATION_HEADER]))).statusCode).toBe(
        403,
      );
    }
    expect((await get(users.operator, 'KVKK/KvkkMaster/Versions')).statusCode).toBe(403);
    expect((await get(users.admin, 'KVKK/KvkkMaster/Versions')).statusCode).toBe(200);
  });

  it('previews a cancellation and a correction with exact figures before and after, writing nothing', async () => {
    const before = await importTableCounts(t.kysely);
    const cancel = await post(users.operator, 'Tescil/Preview/L-2', { Iptal: true });
    expect(cancel.statusCode).toBe(200);
    // L-1: 10 000 kg at 20.25, L-2: 5 000 kg at 21.5 → 202 500 + 107 500 = 310 000 TL over 15 000 kg.
    expect(cancel.json()).toEqual({
      Satirlar: [
        {
          UrunId: cat.redHard,
          UrunKodu: 'BUG1A',
          UrunAdi: 'ANADOLU KIRMIZI SERT',
          Tarih: '2026-03-03',
          Kanal: 'SALON',
          Once: {
            IslemSayisi: 2,
            Miktar: 15000,
            Tutar: 310000,
            EnDusuk: 20.25,
            EnYuksek: 21.5,
            Ortalama: 20.6667,
          },
          Sonra: {
            IslemSayisi: 1,
            Miktar: 10000,
            Tutar: 202500,
            EnDusuk: 20.25,
            EnYuksek: 20.25,
            Ortalama: 20.25,
          },
        },
      ],
    });
    const moved = await post(
      users.operator,
      'Tescil/Preview/L-2',
      { Tescil: body('L-2', { UrunKodu: 'BUG1B' }) },
      'en',
    );
    const rows = moved.json().Satirlar;
    expect(rows.map((r: { UrunKodu: string }) => r.UrunKodu)).toEqual(['BUG1A', 'BUG1B']);
    expect(rows[0].Sonra).toMatchObject({ IslemSayisi: 1, Tutar: 202500 });
    expect(rows[1]).toMatchObject({ Once: null, Sonra: { IslemSayisi: 1, Miktar: 10000, Tutar: 205000 } });
    const invalid = await post(users.operator, 'Tescil/Preview/L-2', {
      Tescil: body('L-2', { Miktar: '1.2345' }),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.details).toEqual([
      'Miktar: "1.2345" is not a number with at most 3 decimals (decimal mark ".")',
    ]);
    expect((await post(users.operator, 'Tescil/Preview/NOPE', { Iptal: true })).statusCode).toBe(400);
    expect(await importTableCounts(t.kysely)).toEqual(before);
  });

  it('checks a registrations CSV: counts what the import would do, or lists every problem; writes nothing', async () => {
    const before = await importTableCounts(t.kysely);
    const good = csvText([
      REGISTRATION_HEADER,
      ['L-1', '2026-03-03 10:15', 'BUG1A', '10000', '20.25', 'SALON', 'A1', 'S1'],
      ['L-2', '2026-03-03 11:00', 'BUG1A', '5000', '21.75', 'SALON', 'A1', 'S1'],
      ['N-1', '2026-03-03 12:00', 'BUG1A', '100', '20', 'SALON', 'A1', 'S1'],
      ['N-1', '2026-03-03 12:00', 'BUG1A', '100', '20', 'SALON', 'A1', 'S1'],
    ]);
    const check = await upload(users.operator, 'Tescil/Import/Check', good);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      rows: 4,
      summary: { inserted: 1, skipped: 2, corrected: 1, cancelled: 0 },
    });
    const bad = csvText([
      REGISTRATION_HEADER,
      ['X-1', '2026-03-03 10:00', 'YOK', '1', '1', 'SALON', 'A1', 'S1'],
    ]);
    const rejected = await upload(users.operator, 'Tescil/Import/Check', bad, 'en');
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json().error).toMatchObject({
      code: 'IMPORT_REJECTED',
      details: ['line 2: UrunKodu: unknown product code "YOK"'],
    });
    expect(await importTableCounts(t.kysely)).toEqual(before);
    const real = await upload(users.operator, 'Tescil/Import', good);
    expect(real.json().summary).toEqual(check.json().summary);
  });

  it('checks a catalogue CSV: counts the nodes the import would add, change and keep; writes nothing', async () => {
    const redClass = '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR';
    const file = csvText([
      CATALOGUE_COLUMNS,
      // The tiny catalogue's nodes all have display order 0: the group stays as it is (first in the file),
      // its class and product move to orders 1 and 2; the corn group, class and product are new.
      [
        'BUG',
        'BUĞDAY',
        'BUĞDAY (en)',
        'BUG1',
        redClass,
        `${redClass} (en)`,
        'BUG1A',
        'ANADOLU KIRMIZI SERT',
        'ANADOLU KIRMIZI SERT (en)',
        'KG',
      ],
      ['MIS', 'MISIR', 'CORN', 'MIS1', 'SARI', 'YELLOW', 'MIS1A', 'SARI MISIR', 'YELLOW CORN', 'KG'],
    ]);
    const before = await t.kysely.selectFrom('catalogue_item').selectAll().orderBy('id').execute();
    const res = await upload(users.operator, 'Katalog/Import/Check', file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rows: 2, summary: { inserted: 3, corrected: 2, skipped: 1, cancelled: 0 } });
    expect(await t.kysely.selectFrom('catalogue_item').selectAll().orderBy('id').execute()).toEqual(before);

    const real = await upload(users.admin, 'Katalog/Import', file);
    expect(real.statusCode).toBe(200);
    expect(real.json().summary).toEqual(res.json().summary);
    const again = await upload(users.operator, 'Katalog/Import/Check', file);
    expect(again.json()).toEqual({
      rows: 2,
      summary: { inserted: 0, corrected: 0, skipped: 6, cancelled: 0 },
    });
  });

  it('lists KVKK texts newest first with approval counts', async () => {
    const publish = (n: number) =>
      post(users.admin, 'KVKK/KvkkMaster/Publish', {
        BaslikTr: `T${n}`,
        BaslikEn: `E${n}`,
        MetinTr: 'm',
        MetinEn: 'm',
      });
    const first = (await publish(1)).json().Id;
    await post(member, 'KVKK/KvkkMaster/Create', { KullaniciId: member.userId, Okundu: true, KvkkId: first });
    await post(users.operator, 'KVKK/KvkkMaster/Create', {
      KullaniciId: users.operator.userId,
      Okundu: true,
      KvkkId: first,
    });
    const second = (await publish(2)).json().Id;
    const res = await get(users.superadmin, 'KVKK/KvkkMaster/Versions');
    expect(res.json()).toEqual([
      { Id: second, BaslikTr: 'T2', BaslikEn: 'E2', YayinTarihi: NOW.toISOString(), OnaySayisi: 0 },
      { Id: first, BaslikTr: 'T1', BaslikEn: 'E1', YayinTarihi: NOW.toISOString(), OnaySayisi: 2 },
    ]);
  });

  it('filters the audit log by user name and Istanbul day', async () => {
    const actions = async (query: string) =>
      (await get(users.admin, `General/AuditLog?pageSize=200&${query}`))
        .json()
        .Items.map((i: { Islem: string }) => i.Islem);
    const operatorName = (await get(users.operator, 'General/Kullanici/GetOwnUser')).json().KullaniciAdi;
    const byOperator = await actions(`user=${encodeURIComponent(operatorName)}`);
    expect(byOperator).toContain('registration.correct');
    expect(byOperator).not.toContain('kvkk.publish');
    // NOW is 10:00 in Istanbul on 2026-03-04: every entry is of that day, none of the day before.
    expect((await actions('day=2026-03-04')).length).toBeGreaterThan(5);
    expect(await actions('day=2026-03-03')).toEqual([]);
    expect((await get(users.admin, 'General/AuditLog?day=2026-13-01')).statusCode).toBe(400);
  });

  it('lets the super admin set a phone, the SMS step and a new password; the old sessions end', async () => {
    const target = await t.signIn('operator');
    const set = (user: TestUser, body: object, lang?: 'tr' | 'en') =>
      post(user, 'General/Kullanici/SetDetails', body, lang);
    expect(
      (await set(users.admin, { KullaniciId: target.userId, Telefon: '+905551234567' })).statusCode,
    ).toBe(403);
    const noPhone = await set(users.superadmin, { KullaniciId: target.userId, SmsDogrulama: true }, 'en');
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().error.details).toEqual(['Telefon: an SMS code needs a phone number']);
    const ok = await set(users.superadmin, {
      KullaniciId: target.userId,
      Telefon: '+905551234567',
      SmsDogrulama: true,
      YeniSifre: 'yepyeni-bir-sifre-42',
    });
    expect(ok.statusCode).toBe(200);
    const row = (await rowWhere(t.kysely, 'app_user', { id: target.userId }))!;
    expect({ phone: row.phone, sms: row.sms_verification }).toEqual({ phone: '+905551234567', sms: 1 });
    expect((await get(target, 'General/Kullanici/GetOwnUser')).statusCode).toBe(401);
    const audit = await t.kysely
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'user.set-details')
      .executeTakeFirstOrThrow();
    expect(audit.detail).not.toContain('yepyeni');
    expect((await set(users.superadmin, { KullaniciId: 999_999 })).statusCode).toBe(400);
  });
});
