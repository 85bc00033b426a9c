import { beforeAll, expect, it } from 'vitest';
import { describeWithApp, STAFF_ROLES } from '../../../test/app.js';
import type { TestUser } from '../../../test/auth.js';
import { getBulletin } from '../../../test/bulletin-fixture.js';
import { createMembers } from '../../../test/csv.js';
import { createTinyCatalogue, registrationBody, type TinyCatalogue } from '../../../test/factories.js';
import { rowsWhere, rowWhere } from '../../db/rows.js';

const NOW = new Date('2026-03-04T07:00:00.000Z');

function body(no: string | undefined, more: Record<string, unknown> = {}) {
  return registrationBody({ ...(no ? { TescilNo: no } : {}), ...more });
}

describeWithApp('staff registrations', { now: NOW, users: [...STAFF_ROLES, 'member'] }, (t) => {
  const users = t.users;
  const { member } = t.users;
  let cat: TinyCatalogue;

  const stat = (date: string, productId: number) =>
    rowsWhere(t.kysely, 'daily_stat', { trade_date: date, product_id: productId }, []);
  const post = (user: TestUser | null, url: string, payload: object, lang?: 'tr' | 'en') =>
    t.inject(user, { method: 'POST', url: `/api/v1/Tescil/${url}`, payload, lang });

  beforeAll(async () => {
    cat = await createTinyCatalogue(t.kysely);
    await createMembers(t.kysely, ['A1', 'S1']);
  });

  it('announces a live-animal trade without rows (their lists have more columns)', async () => {
    t.events.length = 0;
    const animal = body('API-CH', { UrunKodu: 'CHB1', Miktar: '2', Kanal: 'CANLI_HAYVAN', BasSayisi: 2 });
    expect((await post(users.operator, 'Create', animal)).statusCode).toBe(200);
    expect(t.events[0]).toEqual({
      type: 'trade',
      registrationNo: 'API-CH',
      productId: cat.cattle,
      tradeDate: '2026-03-04',
    });
  });

  it('lets operators register: the day’s daily_stat changes exactly, an audit row and two events follow', async () => {
    t.events.length = 0;
    const res = await post(users.operator, 'Create', body('API-1'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Sonuc: 'inserted',
      Tescil: {
        TescilNo: 'API-1',
        Versiyon: 1,
        Durum: 'AKTIF',
        IslemTarih: '2026-03-04',
        IslemZamani: '2026-03-04T07:15:00.000Z',
        Miktar: 10000,
        BirimFiyat: 20.5,
        Tutar: 205000,
      },
    });
    expect(await stat('2026-03-04', cat.redHard)).toEqual([
      expect.objectContaining({
        channel: 'SALON',
        trade_count: 1,
        quantity_milli: 10_000_000,
        amount_e4: 2_050_000_000,
        min_price_e4: 205_000,
        max_price_e4: 205_000,
      }),
    ]);
    // The trade's event carries its row of the latest-trades list in each language, as the list answers it.
    const listed = async (lang: 'tr' | 'en') =>
      ((await getBulletin(t.app, '/GetOnlineBultenSonIslemler', lang)).body as object[])[0];
    expect(t.events).toEqual([
      {
        type: 'trade',
        registrationNo: 'API-1',
        productId: cat.redHard,
        tradeDate: '2026-03-04',
        rows: { tr: await listed('tr'), en: await listed('en') },
      },
      { type: 'figures', dates: ['2026-03-04'] },
    ]);
    expect(t.events[0]).toMatchObject({ rows: { tr: { TescilNo: 'API-1' }, en: { TescilNo: 'API-1' } } });
    const audit = await rowsWhere(t.kysely, 'audit_log', { entity_id: 'API-1' }, []);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'registration.create',
        entity: 'registration',
        user_id: users.operator.userId,
        ip: '127.0.0.1',
        at: NOW.toISOString(),
      }),
    ]);
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({
      outcome: 'inserted',
      version: 1,
      body: { UrunKodu: 'BUG1A', Miktar: '10000' },
    });
  });

  it('converts decimal strings and JSON numbers exactly and adds to the day’s figures', async () => {
    const res = await post(
      users.admin,
      'Create',
      body('API-2', { IslemZamani: '2026-03-04T09:00:00+03:00', Miktar: '12345.678', BirimFiyat: 20.6843 }),
    );
    expect(res.statusCode).toBe(200);
    const row = (await rowWhere(t.kysely, 'registration', { registration_no: 'API-2' }))!;
    // 12 345.678 kg × 20.6843 TL = 255 361.7074554 TL → 2 553 617 075 e4 (half up).
    expect(row).toMatchObject({
      quantity_milli: 12_345_678,
      unit_price_e4: 206_843,
      amount_e4: 2_553_617_075,
    });
    expect(await stat('2026-03-04', cat.redHard)).toEqual([
      expect.objectContaining({
        trade_count: 2,
        quantity_milli: 22_345_678,
        amount_e4: 4_603_617_075,
        min_price_e4: 205_000,
        max_price_e4: 206_843,
        first_price_e4: 206_843,
        last_price_e4: 205_000,
      }),
    ]);
  });

  it('answers 400 with every problem, in tr and en, and writes nothing', async () => {
    const bad = body('API-BAD', {
      Miktar: '1,5',
      BirimFiyat: 0,
      UrunKodu: 'YOK',
      AliciUyeKodu: 'X9',
      IslemZamani: '2026-02-30 10:00',
      Protein: 1e21,
    });
    const tr = await post(users.operator, 'Create', bad);
    expect(tr.statusCode).toBe(400);
    expect(tr.json()).toEqual({
      error: {
        code: 'VALIDATION',
        message: 'Gönderilen veriler geçersiz.',
        details: [
          'IslemZamani: "2026-02-30 10:00" is not a time (ISO 8601 or DD.MM.YYYY HH:mm)',
          'UrunKodu: unknown product code "YOK"',
          'Miktar: "1,5" is not a number with at most 3 decimals (decimal mark ".")',
          'BirimFiyat: must be greater than 0',
          'AliciUyeKodu: unknown member code "X9"',
          'Protein: "1e+21" is not a number with at most 2 decimals (decimal mark ".")',
        ],
        problems: [
          { line: null, column: 'IslemZamani', code: 'NOT_A_TIME', params: { value: '2026-02-30 10:00' } },
          { line: null, column: 'UrunKodu', code: 'UNKNOWN_PRODUCT', params: { code: 'YOK' } },
          {
            line: null,
            column: 'Miktar',
            code: 'NOT_DECIMAL',
            params: { value: '1,5', decimals: 3, mark: '.' },
          },
          { line: null, column: 'BirimFiyat', code: 'NOT_ABOVE_MIN', params: { min: 0 } },
          { line: null, column: 'AliciUyeKodu', code: 'UNKNOWN_MEMBER', params: { code: 'X9' } },
          {
            line: null,
            column: 'Protein',
            code: 'NOT_DECIMAL',
            params: { value: '1e+21', decimals: 2, mark: '.' },
          },
        ],
        problemCount: 6,
      },
      Message: 'Gönderilen veriler geçersiz.',
    });
    const en = await post(users.operator, 'Create', bad, 'en');
    expect(en.json().error.message).toBe('The submitted data is invalid.');
    const missing = await post(users.operator, 'Create', body(undefined));
    expect(missing.json().error).toMatchObject({
      code: 'VALIDATION',
      details: ['TescilNo: required'],
      problems: [{ line: null, column: 'TescilNo', code: 'REQUIRED', params: {} }],
    });
    const wrongType = await post(users.operator, 'Create', body('API-BAD', { Kanal: 'PAZAR' }));
    expect(wrongType.json().error.code).toBe('VALIDATION');
    // Refused by the contract's schema: the same problems by field, codes a screen translates.
    expect(wrongType.json().error.problems).toEqual([
      {
        line: null,
        column: 'Kanal',
        code: 'NOT_ONE_OF',
        params: { value: 'PAZAR', allowed: 'SALON, SERBEST, CANLI_HAYVAN' },
      },
    ]);
    expect(
      await t.kysely
        .selectFrom('registration')
        .select('id')
        .where('registration_no', '=', 'API-BAD')
        .execute(),
    ).toEqual([]);
  });

  it('refuses an existing number with 409', async () => {
    const res = await post(users.operator, 'Create', body('API-1', { Miktar: '5' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CONFLICT');
  });

  it('corrects a registration: new version, old one kept, both days’ figures and events', async () => {
    t.events.length = 0;
    const res = await post(
      users.operator,
      'Correct/API-1',
      body(undefined, { IslemZamani: '2026-03-03 16:00', Miktar: '2000', BirimFiyat: '21' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Sonuc: 'corrected',
      Tescil: { Versiyon: 2, IslemTarih: '2026-03-03', Miktar: 2000, Tutar: 42000 },
    });
    expect(await stat('2026-03-03', cat.redHard)).toEqual([
      expect.objectContaining({ trade_count: 1, quantity_milli: 2_000_000, amount_e4: 420_000_000 }),
    ]);
    expect(await stat('2026-03-04', cat.redHard)).toEqual([
      expect.objectContaining({ trade_count: 1, quantity_milli: 12_345_678 }),
    ]);
    expect(t.events).toEqual([
      {
        type: 'trade',
        registrationNo: 'API-1',
        productId: cat.redHard,
        tradeDate: '2026-03-03',
        rows: {
          tr: expect.objectContaining({ TescilNo: 'API-1', IslemTarih: '2026-03-03', Miktar: 2000 }),
          en: expect.objectContaining({ TescilNo: 'API-1', IslemTarih: '2026-03-03', Miktar: 2000 }),
        },
      },
      { type: 'figures', dates: ['2026-03-03', '2026-03-04'] },
    ]);
    expect(await t.kysely.selectFrom('registration_version').select('version').execute()).toEqual([
      { version: 1 },
    ]);
    const mismatch = await post(users.operator, 'Correct/API-1', body('OTHER'));
    expect(mismatch.statusCode).toBe(400);
  });

  it('answers a correction with the same content as skipped, without events', async () => {
    t.events.length = 0;
    const res = await post(
      users.operator,
      'Correct/API-1',
      body(undefined, { IslemZamani: '2026-03-03 16:00', Miktar: 2000, BirimFiyat: 21 }),
    );
    expect(res.json()).toMatchObject({ Sonuc: 'skipped', Tescil: { Versiyon: 2 } });
    expect(t.events).toEqual([]);
  });

  it('cancels with a reason: the trade leaves the figures; a second cancel or a correction is 409', async () => {
    t.events.length = 0;
    const res = await post(users.operator, 'Cancel/API-1', { reason: 'Hatalı giriş' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Sonuc: 'cancelled',
      Tescil: { Durum: 'IPTAL', IptalNedeni: 'Hatalı giriş', Versiyon: 3 },
    });
    expect(await stat('2026-03-03', cat.redHard)).toEqual([]);
    expect(t.events).toEqual([
      { type: 'cancel', registrationNo: 'API-1', productId: cat.redHard, tradeDate: '2026-03-03' },
      { type: 'figures', dates: ['2026-03-03'] },
    ]);
    expect((await post(users.operator, 'Cancel/API-1', { reason: 'again' })).statusCode).toBe(409);
    expect((await post(users.operator, 'Correct/API-1', body(undefined))).statusCode).toBe(409);
    const empty = await post(users.operator, 'Cancel/API-2', { reason: '  ' });
    expect(empty.statusCode).toBe(400);
  });

  it('answers 400 UNKNOWN_ID for an unknown number, in tr and en', async () => {
    const tr = await post(users.operator, 'Cancel/NOPE', { reason: 'x' });
    expect(tr.statusCode).toBe(400);
    expect(tr.json()).toMatchObject({ error: { code: 'UNKNOWN_ID', message: 'Kayıt bulunamadı.' } });
    const en = await post(users.operator, 'Correct/NOPE', body(undefined), 'en');
    expect(en.json()).toMatchObject({ error: { code: 'UNKNOWN_ID', message: 'No such record.' } });
  });

  it('refuses registrations without a token (401) and from the service account and members (403)', async () => {
    expect((await post(null, 'Create', body('R-1'))).statusCode).toBe(401);
    expect((await post(null, 'Create', { nonsense: true })).statusCode).toBe(401);
    expect((await post(users.service, 'Create', body('R-1'))).statusCode).toBe(403);
    expect((await post(member, 'Create', body('R-1'))).statusCode).toBe(403);
    expect((await post(member, 'Cancel/API-2', { reason: 'x' })).statusCode).toBe(403);
    expect((await post(users.superadmin, 'Create', body('R-1'))).statusCode).toBe(200);
  });

  it('shows each registration call in the audit log as its fields: set, then before → after', async () => {
    // 10 000 kg of BUG1A at 20,50 TL (205 000 TL), A1 buying from S1; then 12 500 kg at 20,40; then cancelled.
    expect((await post(users.operator, 'Create', body('API-AUD'))).statusCode).toBe(200);
    const corrected = body('API-AUD', { Miktar: '12500', BirimFiyat: '20.4' });
    expect((await post(users.operator, 'Correct/API-AUD', corrected)).statusCode).toBe(200);
    const cancel = { reason: 'Mükerrer giriş' };
    expect((await post(users.operator, 'Cancel/API-AUD', cancel)).statusCode).toBe(200);
    const log = await t.inject(users.admin, { url: '/api/v1/General/AuditLog?pageSize=3' });
    const entries = log.json().Items as Array<{ Islem: string; VarlikId: string; Degisiklikler: unknown }>;
    expect(entries.map((e) => [e.Islem, e.VarlikId])).toEqual([
      ['registration.cancel', 'API-AUD'],
      ['registration.correct', 'API-AUD'],
      ['registration.create', 'API-AUD'],
    ]);
    expect(entries[2]!.Degisiklikler).toEqual([
      { Alan: 'TescilNo', Sonraki: 'API-AUD' },
      { Alan: 'IslemZamani', Sonraki: '2026-03-04T07:15:00.000Z' },
      { Alan: 'UrunKodu', Sonraki: 'BUG1A' },
      { Alan: 'Miktar', Sonraki: 10_000 },
      { Alan: 'BirimFiyat', Sonraki: 20.5 },
      { Alan: 'Tutar', Sonraki: 205_000 },
      { Alan: 'Kanal', Sonraki: 'SALON' },
      { Alan: 'AliciUyeKodu', Sonraki: 'A1' },
      { Alan: 'SaticiUyeKodu', Sonraki: 'S1' },
      { Alan: 'Durum', Sonraki: 'AKTIF' },
    ]);
    // 12 500 × 20,40 = 255 000 TL.
    expect(entries[1]!.Degisiklikler).toEqual([
      { Alan: 'Miktar', Onceki: 10_000, Sonraki: 12_500 },
      { Alan: 'BirimFiyat', Onceki: 20.5, Sonraki: 20.4 },
      { Alan: 'Tutar', Onceki: 205_000, Sonraki: 255_000 },
    ]);
    expect(entries[0]!.Degisiklikler).toEqual([
      { Alan: 'Durum', Onceki: 'AKTIF', Sonraki: 'IPTAL' },
      { Alan: 'IptalNedeni', Onceki: null, Sonraki: 'Mükerrer giriş' },
    ]);
  });
});
