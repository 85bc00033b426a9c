import type { PeerStatus, RegionalBoard } from '@bulten/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import { createTinyCatalogue, type TinyCatalogue } from '../../../test/factories.js';
import { type FakeAlphaPeer, type FakeMode, startFakeAlphaPeer } from '../../../test/fake-peer.js';
import { type StaffUsers, signInStaff, tradeInput } from '../../../test/staff.js';
import { applyRegistration } from '../registrations/registrations.service.js';
import { peerLeases } from './peers.lease.js';
import type { PeerEnv } from './peers.read.js';
import { readPeerNow } from './peers.service.js';

// Wednesday 4 March 2026, 10:00 in Istanbul: the session is open; Tuesday the 3rd is the previous weekday.
const NOW = new Date('2026-03-04T07:00:00.000Z');
const DAY = '2026-03-03';
const BOARD = `/api/v1/CMS/OnlineKullaniciBulten/GetBolgeTablosu/${DAY}`;
const RED_AT_PEER = '1. Grup Kırmızı Sert Ekmeklik Buğdaylar';

describeWithApp('reading a peer and its failures', { now: NOW }, (t) => {
  let cat: TinyCatalogue;
  let users: StaffUsers;
  let fake: FakeAlphaPeer;
  let peerId: number;
  const env = (timeoutMs = 5000): PeerEnv => ({
    db: t.kysely,
    config: { ...t.ctx.config, peers: { ...t.ctx.config.peers, timeoutMs } },
    now: () => t.clock.now(),
  });
  const read = (timeoutMs?: number) => readPeerNow(env(timeoutMs), peerLeases(t.kysely, t.clock.now), peerId);
  const status = async (): Promise<PeerStatus> => {
    const res = await t.inject(users.operator, { method: 'GET', url: '/api/v1/KomsuBorsa/Liste' });
    return res.json().find((p: PeerStatus) => p.Id === peerId);
  };
  const figures = () =>
    t.kysely.selectFrom('peer_figure').selectAll().orderBy('day').orderBy('class_name').execute();
  const board = async (): Promise<RegionalBoard> =>
    (await t.inject(null, { method: 'GET', url: BOARD, lang: 'tr' })).json();

  beforeAll(async () => {
    cat = await createTinyCatalogue(t.kysely);
    users = await signInStaff(t);
    // Our red class on the 3rd: (10 000 × 15,0 + 30 000 × 14,6) / 40 000 = 14,7000 TL/kg.
    for (const trade of [
      tradeInput('R-1', '2026-03-03 10:00', cat.redHard, 10_000, '15.0'),
      tradeInput('R-2', '2026-03-03 11:00', cat.redSoft, 30_000, '14.6'),
    ])
      await applyRegistration(t.kysely, trade, NOW);
    fake = await startFakeAlphaPeer();
    fake.days.set(DAY, [
      { group: 'BUĞDAY', name: RED_AT_PEER, minE4: 150_000, maxE4: 160_000, avgE4: 155_000, kg: 20_000 },
    ]);
    fake.days.set('2026-03-04', [
      { group: 'BUĞDAY', name: RED_AT_PEER, minE4: 156_000, maxE4: 156_000, avgE4: 156_000, kg: 10_000 },
    ]);
    const res = await t.post(users.admin, '/api/v1/KomsuBorsa/Ekle', {
      Ad: 'Sahte Borsa',
      Sehir: 'Konya',
      Tur: 'alpha-webpanel',
      Adres: `${fake.url}/`,
      Gosterilsin: true,
    });
    expect(res.statusCode).toBe(200);
    peerId = res.json().Id;
  });
  afterAll(async () => fake?.close());

  it('stores the figures of a good read and shows them as the peer’s own day', async () => {
    const result = await read();
    expect(result.Sonuc).toBe('OK');
    // The previous weekday first, then today so far.
    expect(result.Gunler).toEqual([
      { Tarih: DAY, Satir: 1, BayatNedeni: null },
      { Tarih: '2026-03-04', Satir: 1, BayatNedeni: null },
    ]);
    expect(fake.requests.at(-2)).toBe(`/api/v1/Alpha.WebPanel/OnlineKullaniciBulten/GetGunlukBulten/${DAY}`);
    const [row] = (await board()).Satirlar;
    // 15,5000 − 14,7000 = 0,8000 TL/kg; 0,8 / 14,7 = 5,44 %.
    expect(row).toMatchObject({
      SinifId: cat.redClass,
      BorsaTarih: DAY,
      BorsaOrtalama: 14.7,
      KomsuSinifAdi: RED_AT_PEER,
      KomsuTarih: DAY,
      KomsuOrtalama: 15.5,
      KomsuMiktar: 20_000,
      KomsuKesin: true,
      Fark: 0.8,
      FarkYuzde: 5.44,
      Okunma: NOW.toISOString(),
      KomsuBulteni: `${fake.url}/api/v1/Alpha.WebPanel/OnlineKullaniciBulten/GetGunlukBulten/${DAY}`,
    });
    expect((await status()).Bayat).toBe(false);
  });

  it('never lets a page wait for a peer that hangs: the board answers while its request is held', async () => {
    fake.setMode('hang');
    let settled = false;
    const reading = read(60_000).then((r) => {
      settled = true;
      return r;
    });
    await fake.held();
    const answer = await board();
    // The peer still holds our request, and the board answered from our database meanwhile.
    expect(settled).toBe(false);
    expect(answer.Satirlar[0]!.KomsuOrtalama).toBe(15.5);
    fake.setMode('ok');
    fake.release();
    expect((await reading).Sonuc).toBe('OK');
  });

  const plays: Array<[FakeMode | 'dead', string, object]> = [
    ['hang', 'TIMEOUT', {}],
    ['endless', 'TIMEOUT', {}],
    ['status500', 'HTTP_STATUS', { Durum: 500 }],
    ['html', 'NOT_JSON', {}],
    ['changed', 'SCHEMA', { Alan: '0.OrtFiyat' }],
    ['absurd', 'ABSURD_PRICE', { Sinif: RED_AT_PEER, Fiyat: 999_999 }],
    ['huge', 'TOO_LARGE', { Bayt: 2 * 1024 * 1024 }],
  ];
  it.each(plays)('a peer answering %s is stale (%s) and writes no row', async (mode, reason, detail) => {
    const before = await figures();
    const first = await status();
    fake.setMode(mode as FakeMode);
    t.clock.advance(60_000);
    const result = await read(300);
    fake.release();
    expect(result.Sonuc).toBe('STALE');
    expect(result.Gunler.at(-1)!.BayatNedeni).toBe(reason);
    expect(await figures()).toEqual(before);
    const now = await status();
    expect(now).toMatchObject({ Bayat: true, BayatNedeni: reason, BayatAyrinti: detail });
    expect(now.ArdisikHata).toBe(first.ArdisikHata + 1);
    // Stale since its first failure in a row; left alone 1, 2, 4… minutes after each.
    expect(now.BayatBaslangic).toBe(first.BayatBaslangic ?? t.clock.now().toISOString());
    const wait = Math.min(60_000 * 2 ** (now.ArdisikHata - 1), 3_600_000);
    expect(Date.parse(now.SonrakiDeneme!) - t.clock.now().getTime()).toBe(wait);
    // The public board still shows the figure read before, and says the peer's reads fail.
    const answer = await board();
    expect(answer.Satirlar[0]!.KomsuOrtalama).toBe(15.5);
    expect(answer.Komsular[0]).toMatchObject({ Guncel: false, SonOkunma: NOW.toISOString() });
  });

  it('never empties a day that had classes when the peer later answers without any', async () => {
    const before = await figures();
    const today = fake.days.get('2026-03-04')!;
    fake.days.delete('2026-03-04');
    fake.setMode('ok');
    const result = await read();
    fake.days.set('2026-03-04', today);
    expect(result.Gunler.at(-1)).toEqual({ Tarih: '2026-03-04', Satir: 0, BayatNedeni: null });
    expect(await figures()).toEqual(before);
  });

  it('a dead peer is UNREACHABLE; a good read makes it fresh again', async () => {
    fake.setMode('ok');
    await fake.close();
    expect((await read()).Gunler.at(-1)!.BayatNedeni).toBe('UNREACHABLE');
    expect((await status()).BayatNedeni).toBe('UNREACHABLE');
    const revived = await startFakeAlphaPeer();
    revived.days.set(DAY, fake.days.get(DAY)!);
    fake = revived;
    const res = await t.post(users.admin, '/api/v1/KomsuBorsa/Guncelle', {
      Id: peerId,
      Ad: 'Sahte Borsa',
      Sehir: 'Konya',
      Tur: 'alpha-webpanel',
      Adres: fake.url,
      Gosterilsin: true,
    });
    expect(res.statusCode).toBe(200);
    expect((await read()).Sonuc).toBe('OK');
    expect(await status()).toMatchObject({
      Bayat: false,
      BayatNedeni: null,
      BayatBaslangic: null,
      ArdisikHata: 0,
      SonrakiDeneme: null,
    });
  });
});
