import type { PeerMappings, RegionalBoard, RegionalHistory } from '@bulten/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, describeWithApp } from '../../../test/app.js';
import type { TestUser } from '../../../test/auth.js';
import { testDatabaseFactories } from '../../../test/databases.js';
import { catalogueNode, createTinyCatalogue, type TinyCatalogue } from '../../../test/factories.js';
import { type FakeAlphaPeer, startFakeAlphaPeer } from '../../../test/fake-peer.js';
import { type StaffUsers, signInStaff, tradeInput } from '../../../test/staff.js';
import type { Db } from '../../db/database.js';
import { rowsWhere } from '../../db/rows.js';
import { applyRegistration } from '../registrations/registrations.service.js';

// Wednesday 4 March 2026, 19:00 in Istanbul: the day's session closed at 17:30 and settled at 18:00.
const NOW = new Date('2026-03-04T16:00:00.000Z');
const TODAY = '2026-03-04';
const B = '/api/v1/CMS/OnlineKullaniciBulten';

/**
 * Another Bülten on loopback: wheat's red class (kg) as ours, and "ARPA" of tonnes only. On the 4th: red
 * 20 000 kg at 15,2 and 20 000 kg at 15,6 (15,4000 TL/kg, 2 trades), barley 10 t at 9 500 TL/t; on the
 * 3rd red 5 000 kg at 14,4.
 */
async function startBultenPeer(): Promise<{ url: string; close(): Promise<void> }> {
  const factory = testDatabaseFactories()[0]!;
  const db: Db = await factory.open();
  const k = db.kysely;
  const wheat = await catalogueNode(k, 'GROUP', 'BUG', 'BUĞDAY', null);
  const red = await catalogueNode(k, 'CLASS', 'BUG1', '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR', wheat);
  const redHard = await catalogueNode(k, 'PRODUCT', 'BUG1A', 'ANADOLU KIRMIZI SERT', red, 'KG');
  const barley = await catalogueNode(k, 'GROUP', 'ARP', 'ARPA', null);
  const barleyClass = await catalogueNode(k, 'CLASS', 'ARP1', 'ARPA', barley);
  const barleyTon = await catalogueNode(k, 'PRODUCT', 'ARP1T', 'ARPA (TON)', barleyClass, 'TON');
  for (const trade of [
    tradeInput('P-1', '2026-03-03 10:00', redHard, 5_000, '14.4'),
    tradeInput('P-2', '2026-03-04 10:00', redHard, 20_000, '15.2'),
    tradeInput('P-3', '2026-03-04 11:00', redHard, 20_000, '15.6'),
    tradeInput('P-4', '2026-03-04 12:00', barleyTon, 10, '9500'),
  ])
    await applyRegistration(k, trade, NOW);
  const { app } = await buildTestApp(db, { now: NOW });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    close: async () => {
      await app.close();
      await factory.close(db);
    },
  };
}

describeWithApp('the regional board', { now: NOW }, (t) => {
  let cat: TinyCatalogue;
  let users: StaffUsers;
  let member: TestUser;
  let alpha: FakeAlphaPeer;
  let bulten: Awaited<ReturnType<typeof startBultenPeer>>;
  const ids = { alpha: 0, bulten: 0 };
  const get = async <T>(url: string, lang: 'tr' | 'en' = 'tr'): Promise<T> => {
    const res = await t.inject(null, { method: 'GET', url, lang });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const add = (user: TestUser | null, body: object) => t.post(user, '/api/v1/KomsuBorsa/Ekle', body);
  const peer = (Ad: string, Tur: string, Adres: string, Gosterilsin = true) => ({
    Ad,
    Sehir: 'Konya',
    Tur,
    Adres,
    Gosterilsin,
  });
  const map = (user: TestUser | null, body: object) => t.post(user, '/api/v1/KomsuBorsa/Eslesme', body);

  beforeAll(async () => {
    cat = await createTinyCatalogue(t.kysely);
    users = await signInStaff(t);
    member = await t.signIn('member');
    // Ours: red on the 3rd 10 000 kg at 14,0; on the 4th (10 000 × 15,0 + 30 000 × 14,6) / 40 000 = 14,7000;
    // barley on the 4th 5 000 kg at 9,0.
    for (const trade of [
      tradeInput('O-1', '2026-03-03 10:00', cat.redHard, 10_000, '14.0'),
      tradeInput('O-2', '2026-03-04 10:00', cat.redHard, 10_000, '15.0'),
      tradeInput('O-3', '2026-03-04 11:00', cat.redSoft, 30_000, '14.6'),
      tradeInput('O-4', '2026-03-04 11:30', cat.feedBarley, 5_000, '9.0'),
    ])
      await applyRegistration(t.kysely, trade, NOW);
    alpha = await startFakeAlphaPeer();
    alpha.days.set(TODAY, [
      {
        group: 'BUĞDAY',
        name: '1.Grup Kırmızı Sert Ekmeklik Buğdaylar',
        minE4: 148_000,
        maxE4: 150_000,
        avgE4: 149_000,
        kg: 12_000,
      },
      // Per tonne in the TL/kg field: staff map it with TON.
      {
        group: 'ARPA',
        name: 'ARPA (YEMLİK)',
        minE4: 88_000_000,
        maxE4: 88_000_000,
        avgE4: 88_000_000,
        kg: 6_000,
      },
    ]);
    bulten = await startBultenPeer();
  });
  afterAll(async () => {
    await alpha?.close();
    await bulten?.close();
  });

  it('lets admins list peers (audited), data staff read them, and nobody else', async () => {
    expect((await add(null, peer('X', 'bulten', 'http://127.0.0.1:1'))).statusCode).toBe(401);
    expect((await add(member, peer('X', 'bulten', 'http://127.0.0.1:1'))).statusCode).toBe(403);
    expect((await add(users.operator, peer('X', 'bulten', 'http://127.0.0.1:1'))).statusCode).toBe(403);
    for (const bad of ['ftp://127.0.0.1', 'http://user:pw@127.0.0.1', 'http://127.0.0.1/?a=1', 'not a url']) {
      const res = await add(users.admin, peer('X', 'bulten', bad));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
    }
    const a = await add(users.admin, peer('Alfa Borsası', 'alpha-webpanel', `${alpha.url}/`));
    const b = await add(users.superadmin, peer('Bülten Komşu', 'bulten', bulten.url));
    ids.alpha = a.json().Id;
    ids.bulten = b.json().Id;
    const twice = await add(users.admin, peer('Aynı', 'bulten', `${bulten.url}/`));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('CONFLICT');
    const list = await t.inject(users.operator, { method: 'GET', url: '/api/v1/KomsuBorsa/Liste' });
    expect(list.json().map((p: { Ad: string; Adres: string }) => [p.Ad, p.Adres])).toEqual([
      ['Alfa Borsası', alpha.url],
      ['Bülten Komşu', bulten.url],
    ]);
    const audit = await rowsWhere(t.kysely, 'audit_log', { entity: 'peer' }, ['id']);
    expect(audit.map(({ action, entity_id }) => ({ action, entity_id }))).toEqual([
      { action: 'peer.create', entity_id: String(ids.alpha) },
      { action: 'peer.create', entity_id: String(ids.bulten) },
    ]);
  });

  it('reads both kinds and shows each peer’s own figures beside ours, in TL/kg', async () => {
    for (const id of [ids.alpha, ids.bulten]) {
      const res = await t.post(users.operator, '/api/v1/KomsuBorsa/Oku', { Id: id });
      expect(res.json().Sonuc).toBe('OK');
    }
    const board = await get<RegionalBoard>(`${B}/GetBolgeTablosu/${TODAY}`);
    expect(board).toMatchObject({ Tarih: TODAY, Kesin: true, BorsaAdi: t.ctx.config.exchangeName });
    const pick = (r: RegionalBoard['Satirlar'][number]) => [
      r.SinifId,
      r.KomsuAdi,
      r.KomsuSinifAdi,
      r.BorsaTarih,
      r.BorsaOrtalama,
      r.KomsuTarih,
      r.KomsuOrtalama,
      r.KomsuMiktar,
      r.KomsuIslemSayisi,
      r.Fark,
      r.FarkYuzde,
    ];
    // Alfa: 14,9000 − 14,7000 = 0,2000 (1,36 %). Bülten: 15,4000 − 14,7000 = 0,7000 (4,76 %); its barley
    // 9 500 TL/t = 9,5000 TL/kg − 9,0000 = 0,5000 (5,56 %). Alfa's barley is not mapped yet.
    expect(board.Satirlar.map(pick)).toEqual([
      [
        cat.redClass,
        'Alfa Borsası',
        '1.Grup Kırmızı Sert Ekmeklik Buğdaylar',
        TODAY,
        14.7,
        TODAY,
        14.9,
        12_000,
        null,
        0.2,
        1.36,
      ],
      [
        cat.redClass,
        'Bülten Komşu',
        '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
        TODAY,
        14.7,
        TODAY,
        15.4,
        40_000,
        2,
        0.7,
        4.76,
      ],
      [cat.barleyClass, 'Bülten Komşu', 'ARPA', TODAY, 9, TODAY, 9.5, 10_000, 1, 0.5, 5.56],
    ]);
    // Names equal after normalisation ("1.Grup Kırmızı…" is ours): nothing to tell the reader.
    expect(board.Satirlar.map((r) => r.AyniSinifAdi)).toEqual([true, true, true]);
    expect(board.Satirlar[1]).toMatchObject({
      KomsuKesin: true,
      KomsuBulteni: `${bulten.url}/online-bulten?tarih=${TODAY}`,
    });
    expect(board.Komsular.map((p) => [p.Ad, p.Tur, p.Guncel, p.SonOkunma])).toEqual([
      ['Alfa Borsası', 'alpha-webpanel', true, NOW.toISOString()],
      ['Bülten Komşu', 'bulten', true, NOW.toISOString()],
    ]);
    const english = await get<RegionalBoard>(`${B}/GetBolgeTablosu/${TODAY}`, 'en');
    expect(english.Satirlar[0]!.SinifAdi).toBe('1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR (en)');
  });

  it('lists unmapped classes with suggestions; data staff map them with a unit (audited)', async () => {
    const res = await t.inject(users.operator, { method: 'GET', url: '/api/v1/KomsuBorsa/Eslesmeler' });
    const mappings: PeerMappings = res.json();
    expect(mappings.Siniflar.map((c) => c.SinifId)).toEqual([cat.redClass, cat.barleyClass]);
    const [first, ...rest] = mappings.Eslesmeler;
    expect(first).toMatchObject({
      KomsuId: ids.alpha,
      KomsuSinifAdi: 'ARPA (YEMLİK)',
      SinifId: null,
      Kaynak: 'NONE',
      FiyatBirimi: 'KG',
    });
    expect(first!.Oneriler[0]!.SinifId).toBe(cat.barleyClass);
    expect(rest.map((m) => [m.KomsuSinifAdi, m.Kaynak, m.SinifId, m.FiyatBirimi])).toEqual([
      ['1.Grup Kırmızı Sert Ekmeklik Buğdaylar', 'AUTO', cat.redClass, 'KG'],
      ['ARPA', 'AUTO', cat.barleyClass, 'TON'],
      ['1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR', 'AUTO', cat.redClass, 'KG'],
    ]);
    const body = {
      KomsuId: ids.alpha,
      KomsuSinifAdi: 'ARPA (YEMLİK)',
      SinifId: cat.barleyClass,
      FiyatBirimi: 'TON',
    };
    expect((await map(null, body)).statusCode).toBe(401);
    expect((await map(member, body)).statusCode).toBe(403);
    for (const wrong of [
      { ...body, KomsuSinifAdi: 'YOK' },
      { ...body, KomsuId: 999_999 },
      { ...body, SinifId: cat.cattleClass },
      { ...body, SinifId: cat.feedBarley },
    ]) {
      const refused = await map(users.operator, wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('UNKNOWN_ID');
    }
    expect((await map(users.operator, body)).json()).toEqual({ ok: true });
    const board = await get<RegionalBoard>(`${B}/GetBolgeTablosu/${TODAY}?kalem=${cat.barleyClass}`);
    // 88 000 000 e4 TL/t = 8,8000 TL/kg − 9,0000 = −0,2000 (−2,22 %).
    expect(
      board.Satirlar.map((r) => [r.KomsuAdi, r.KomsuOrtalama, r.Fark, r.FarkYuzde, r.AyniSinifAdi]),
    ).toEqual([
      ['Alfa Borsası', 8.8, -0.2, -2.22, false],
      ['Bülten Komşu', 9.5, 0.5, 5.56, true],
    ]);
    const audit = await rowsWhere(t.kysely, 'audit_log', { action: 'peer.mapping' }, ['id']);
    expect(audit.map((a) => JSON.parse(a.detail))).toEqual([body]);
    // Back to matching by name: unmapped again.
    await map(users.operator, { ...body, Otomatik: true });
    expect(
      (await get<RegionalBoard>(`${B}/GetBolgeTablosu/${TODAY}?kalem=${cat.barleyClass}`)).Satirlar,
    ).toHaveLength(1);
    await map(users.operator, body);
  });

  it('filters the board by a group, class or product, and leaves hidden peers out', async () => {
    const classesOf = async (item: number) =>
      (await get<RegionalBoard>(`${B}/GetBolgeTablosu/${TODAY}?kalem=${item}`)).Satirlar.map(
        (r) => r.SinifId,
      );
    expect(await classesOf(cat.redHard)).toEqual([cat.redClass, cat.redClass]);
    expect(await classesOf(cat.wheatGroup)).toEqual([cat.redClass, cat.redClass]);
    expect(await classesOf(999_999)).toEqual([]);
    const bad = await t.inject(null, { method: 'GET', url: `${B}/GetBolgeTablosu/${TODAY}?kalem=x` });
    expect(bad.json().error.code).toBe('BAD_ID');
    expect(
      (await t.inject(null, { method: 'GET', url: `${B}/GetBolgeTablosu/2026-13-01` })).json().error.code,
    ).toBe('BAD_DATE');
    await t.post(users.admin, '/api/v1/KomsuBorsa/Guncelle', {
      Id: ids.bulten,
      ...peer('Bülten Komşu', 'bulten', bulten.url, false),
    });
    const board = await get<RegionalBoard>(
      `/api/v1/Alpha.WebPanel/OnlineKullaniciBulten/GetBolgeTablosu/${TODAY}`,
    );
    expect(new Set(board.Satirlar.map((r) => r.KomsuAdi))).toEqual(new Set(['Alfa Borsası']));
    expect(board.Komsular.map((p) => p.Ad)).toEqual(['Alfa Borsası']);
    await t.post(users.admin, '/api/v1/KomsuBorsa/Guncelle', {
      Id: ids.bulten,
      ...peer('Bülten Komşu', 'bulten', bulten.url),
    });
  });

  it('gives a class’s history at every exchange, each figure on its own day', async () => {
    const history = await get<RegionalHistory>(`${B}/GetBolgeGecmisi/${cat.redClass}/2026-03-03/${TODAY}`);
    expect(history.Noktalar.map((p) => [p.Tarih, p.KaynakAdi, p.Ortalama, p.Miktar])).toEqual([
      ['2026-03-03', t.ctx.config.exchangeName, 14, 10_000],
      ['2026-03-03', 'Bülten Komşu', 14.4, 5_000],
      [TODAY, t.ctx.config.exchangeName, 14.7, 40_000],
      [TODAY, 'Alfa Borsası', 14.9, 12_000],
      [TODAY, 'Bülten Komşu', 15.4, 40_000],
    ]);
    const refused = await t.inject(null, {
      method: 'GET',
      url: `${B}/GetBolgeGecmisi/${cat.cattleClass}/2026-03-03/${TODAY}`,
    });
    expect(refused.json().error.code).toBe('UNKNOWN_ID');
    const csv = await t.inject(null, {
      method: 'GET',
      url: `/api/v1/AcikVeri/GetBolgeTablosu.csv?date=${TODAY}`,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toContain('KomsuOrtalama');
  });

  it('removes a peer with its figures and mapping (audited)', async () => {
    const res = await t.post(users.admin, '/api/v1/KomsuBorsa/Sil', { Id: ids.alpha });
    expect(res.json()).toEqual({ ok: true });
    for (const table of ['peer_figure', 'peer_day', 'peer_class_map'] as const) {
      const rows = await t.kysely
        .selectFrom(table)
        .select('peer_id')
        .where('peer_id', '=', ids.alpha)
        .execute();
      expect(rows).toEqual([]);
    }
    expect((await t.post(users.admin, '/api/v1/KomsuBorsa/Sil', { Id: ids.alpha })).json().error.code).toBe(
      'UNKNOWN_ID',
    );
    expect(await rowsWhere(t.kysely, 'audit_log', { action: 'peer.delete' }, ['id'])).toHaveLength(1);
  });
});
