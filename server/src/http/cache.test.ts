import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  type AnyEndpoint,
  bulletinEndpoints,
  endpointUrl,
  historyEndpoints,
  marketEndpoints,
  memberEndpoints,
  reportEndpoints,
  staffEndpoints,
  systemEndpoints,
} from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../test/databases.js';
import { tradeInput } from '../../test/factories.js';
import { type HistoryData, historyApp, historyContext, seedHistoryData } from '../../test/history-data.js';
import { buildApp } from '../app.js';
import type { AppContext } from '../app-context.js';
import type { Db } from '../db/database.js';
import { applyRegistration } from '../modules/registrations/registrations.service.js';
import { CACHE_CONTROL, cachePolicy, etagOf, matchesEtag } from './cache.js';

const P = '/api/v1/CMS/OnlineKullaniciBulten';

describe('cache policy', () => {
  const today = '2026-03-06';
  const policy = (endpoint: AnyEndpoint, url: string) => cachePolicy(endpoint.cache, url, today);
  const { GetGunlukBulten, GetOnlineBultenTuribBulten, GetGelenGunlukUrunler } = bulletinEndpoints;
  const { GetOnlineBultenFiyatArsiv } = historyEndpoints;

  it('keeps past days long, today and undated answers short, signed-in reads private, others alone', () => {
    const day = (date: string) => endpointUrl(GetGunlukBulten, { date });
    const archive = (to: string, format?: string) =>
      endpointUrl(
        GetOnlineBultenFiyatArsiv,
        { itemId: 3, from: '2016-03-01', to, channel: 'TUMU' },
        { format },
      );
    expect(policy(GetGunlukBulten, day('2026-03-05'))).toBe('past');
    expect(policy(GetOnlineBultenFiyatArsiv, archive('2026-03-05', 'csv'))).toBe('past');
    expect(policy(GetOnlineBultenFiyatArsiv, archive('2026-03-06'))).toBe('live');
    expect(policy(GetGunlukBulten, day('2026-03-06'))).toBe('live');
    expect(
      policy(marketEndpoints.GetOnlineBultenAnaKart, endpointUrl(marketEndpoints.GetOnlineBultenAnaKart)),
    ).toBe('live');
    const turib = endpointUrl(GetOnlineBultenTuribBulten, {}, { Tarih: '2026-03-02' });
    expect(policy(GetOnlineBultenTuribBulten, turib)).toBe('past');
    expect(policy(GetOnlineBultenTuribBulten, endpointUrl(GetOnlineBultenTuribBulten))).toBe('live');
    expect(policy(GetGunlukBulten, `${GetGunlukBulten.paths[1]!.replace('{date}', '2026-03-01')}`)).toBe(
      'past',
    );
    const hall = reportEndpoints.SalonSatisSiniflar;
    expect(policy(hall, endpointUrl(hall, { date: '2026-03-01' }))).toBe('past');
    const m = memberEndpoints;
    for (const [endpoint, url] of [
      [m.GetUyeBilgileri, endpointUrl(m.GetUyeBilgileri, { memberId: 5 })],
      [m.GetTesciller, endpointUrl(m.GetTesciller, { from: '2026-01-01', to: '2026-01-31' })],
      [m.GetGelenUrunler, endpointUrl(m.GetGelenUrunler, { memberId: 5 })],
      [m.GetAlinanUrunDetay, endpointUrl(m.GetAlinanUrunDetay, { memberId: 5, date: '2026-01-02' })],
      [m.GetSatilanUrun, endpointUrl(m.GetSatilanUrun, { memberId: 5, year: 2025 })],
    ] as const) {
      expect([url, policy(endpoint, url)]).toEqual([url, 'private']);
    }
    expect(policy(GetGelenGunlukUrunler, endpointUrl(GetGelenGunlukUrunler, { date: '2026-03-01' }))).toBe(
      'past',
    );
    expect(policy(systemEndpoints.LiveStream, endpointUrl(systemEndpoints.LiveStream))).toBeNull();
    // Any other signed-in read (a staff list) is private too: signed-in GETs default to it.
    expect(policy(staffEndpoints.KullaniciList, endpointUrl(staffEndpoints.KullaniciList))).toBe('private');
    // A route outside the table (no class) is never cached, whatever its URL says.
    expect(cachePolicy(undefined, '/api/v1/x/2026-03-01', today)).toBeNull();
  });

  it('matches If-None-Match lists, weak forms and *', () => {
    const etag = etagOf('{"a":1}');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(matchesEtag(`"x", ${etag}`, etag)).toBe(true);
    expect(matchesEtag(`W/${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"other"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});

describe.each(testDatabaseFactories())('HTTP cache on $name', (factory: TestDatabaseFactory) => {
  let db: Db;
  let ctx: AppContext;
  let app: FastifyInstance;
  let d: HistoryData['cat'];
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `${P}/${url}`, headers });
  const queries = () => vi.spyOn(db.kysely.getExecutor(), 'executeQuery');

  beforeAll(async () => {
    db = await factory.open();
    d = (await seedHistoryData(db)).cat;
    ctx = historyContext(db);
    app = await historyApp(ctx);
  });
  afterAll(async () => {
    await app.close();
    await factory.close(db);
  });

  it('answers a past range with a strong ETag and long caching, then from memory without SQL', async () => {
    const url = `GetOnlineBultenFiyatArsiv/${d.wheatGroup}/2026-03-01/2026-03-05/TUMU`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers['cache-control']).toBe(CACHE_CONTROL.past);
    expect(first.headers.etag).toBe(etagOf(first.body));
    expect(first.headers.vary).toContain('Lang');
    const spy = queries();
    const second = await get(url);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['x-total-count']).toBe('3');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    // A hit skips the security and CORS hooks but carries the headers they gave the first answer.
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(second.headers['x-frame-options']).toBe('DENY');
    expect(second.headers['referrer-policy']).toBeUndefined();
    expect(second.headers['access-control-allow-origin']).toBe('*');
    expect(second.headers['access-control-expose-headers']).toBe('X-Total-Count');
  });

  it('answers 304 without a body to a matching If-None-Match, cached or not', async () => {
    const url = `GetBultenGrafikFiyatTarihli/${d.redClass}/2026-03-01/2026-03-04`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    const again = await get(url, { 'if-none-match': etag });
    expect([again.statusCode, again.body, again.headers.etag]).toEqual([304, '', etag]);
    const other = await get(url, { 'if-none-match': '"stale"' });
    expect([other.statusCode, other.body]).toEqual([200, first.body]);
    ctx.events.publish({ type: 'figures', dates: [] });
    const fresh = await get(url, { 'if-none-match': etag });
    expect([fresh.statusCode, fresh.headers['x-cache'], fresh.body]).toEqual([304, 'MISS', '']);
  });

  it('keeps short caching for answers about today and undated ones', async () => {
    const today = await get(`GetBultenGrafikFiyatTarihli/${d.redClass}/2026-03-01/2026-03-06`);
    expect(today.headers['cache-control']).toBe(CACHE_CONTROL.live);
    const turib = await get('GetOnlineBultenTuribBulten');
    expect(turib.headers['cache-control']).toBe(CACHE_CONTROL.live);
  });

  it('keys answers by language', async () => {
    const url = `GetBultenIslemUrunListesi/${d.redHard}/2026-03-02/2026-03-02`;
    const tr = await get(url, { lang: 'tr' });
    const en = await get(url, { lang: 'en' });
    expect(en.headers['x-cache']).toBe('MISS');
    expect(tr.json()[0].UrunAdi).toBe('ANADOLU KIRMIZI SERT');
    expect(en.json()[0].UrunAdi).toBe('ANADOLU KIRMIZI SERT (en)');
    expect((await get(url, { langid: '2' })).json()[0].UrunAdi).toBe('ANADOLU KIRMIZI SERT (en)');
  });

  it('forgets everything when a past day is corrected (figures event) and shows the new figures', async () => {
    const url = `GetOnlineBultenFiyatArsivToplam/${d.redHard}/2026-03-03/2026-03-03/TUMU`;
    expect((await get(url)).json()[0]).toMatchObject({ Miktar: 8_000, Tutar: 102_400 });
    expect((await get(url)).headers['x-cache']).toBe('HIT');
    // H9 corrected from 8 000 kg to 10 000 kg @ 12.8 after the day.
    await applyRegistration(
      db.kysely,
      tradeInput('H9', '2026-03-03 09:45', d.redHard, 10_000, '12.8', { city: 'KONYA', district: 'KARATAY' }),
    );
    expect((await get(url)).json()[0]).toMatchObject({ Miktar: 8_000 });
    await ctx.events.publish({ type: 'figures', dates: ['2026-03-03'] });
    const after = await get(url);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.json()[0]).toMatchObject({ Miktar: 10_000, Tutar: 128_000 });
  });

  it('forgets everything on a new trade', async () => {
    const url = `GetBultenIslemUrunListesi/${d.feedBarley}/2026-03-01/2026-03-06`;
    expect((await get(url)).json()).toHaveLength(1);
    await applyRegistration(
      db.kysely,
      tradeInput('N1', '2026-03-06 11:00', d.feedBarley, 1000, '9', { channel: 'SERBEST' }),
    );
    await ctx.events.publish({
      type: 'trade',
      registrationNo: 'N1',
      productId: d.feedBarley,
      tradeDate: '2026-03-06',
    });
    expect((await get(url)).json().map((r: { TescilNo: string }) => r.TescilNo)).toEqual(['N1', 'H10']);
  });

  it('replays downloads and compresses cached answers on the way out', async () => {
    const csv = `GetOnlineBultenFiyatArsiv/${d.wheatGroup}/2024-01-01/2026-03-05/TUMU?format=csv`;
    const first = await get(csv);
    const hit = await get(csv);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['content-disposition']).toBe(first.headers['content-disposition']);
    expect(hit.rawPayload).toEqual(first.rawPayload);
    const url = `GetBultenIslemUrunListesi/${d.wheatGroup}/2024-01-01/2026-03-05`;
    const plain = await get(url);
    const zipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['x-cache']).toBe('HIT');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps brotli bytes made once and sends them with Vary: accept-encoding', async () => {
    const url = `GetBultenIslemUrunListesi/${d.wheatGroup}/2023-01-01/2026-03-05`;
    const plain = await get(url);
    const spy = queries();
    const first = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const second = await get(url, { 'accept-encoding': 'br;q=1, gzip;q=0.5' });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    expect([first.headers['content-encoding'], second.headers['content-encoding']]).toEqual(['br', 'br']);
    expect(second.headers.vary).toBe('Lang, langid, accept-encoding');
    expect(second.headers['content-length']).toBe(String(second.rawPayload.length));
    expect(brotliDecompressSync(second.rawPayload).toString()).toBe(plain.body);
    const identity = await get(url, { 'accept-encoding': 'identity' });
    expect([identity.headers['content-encoding'], identity.body]).toEqual([undefined, plain.body]);
  });

  it('works out an answer asked by several requests at once only once', async () => {
    const url = `GetBultenIslemUrunListesi/${d.redClass}/2022-01-01/2026-03-05`;
    const spy = queries();
    const answers = await Promise.all([1, 2, 3, 4].map(() => get(url)));
    const calls = spy.mock.calls.length;
    spy.mockRestore();
    const alone = queries();
    await ctx.events.publish({ type: 'ticker' });
    await get(url);
    expect(calls).toBe(alone.mock.calls.length);
    alone.mockRestore();
    expect(answers.map((a) => a.headers['x-cache'])).toEqual(['MISS', 'HIT', 'HIT', 'HIT']);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('answers a kept GET on a socket before routing, with the same headers and bytes', async () => {
    const url = `GetOnlineBultenFiyatArsiv/${d.wheatGroup}/2025-03-01/2026-03-05/TUMU`;
    const socketApp = await buildApp(ctx);
    const answered = vi.fn();
    socketApp.addHook('onResponse', async (request) => answered(request.url));
    const kept = await socketApp.inject({ method: 'GET', url: `${P}/${url}`, headers: { lang: 'en' } });
    expect(answered).toHaveBeenCalledTimes(1);
    const base = await socketApp.listen({ port: 0, host: '127.0.0.1' });
    try {
      const hit = await fetch(`${base}${P}/${url}`, { headers: { lang: 'en' } });
      // Fastify never saw the request: no hook ran for it.
      expect(answered).toHaveBeenCalledTimes(1);
      expect(hit.headers.get('x-cache')).toBe('HIT');
      expect(hit.headers.get('etag')).toBe(kept.headers.etag);
      expect(hit.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await hit.text()).toBe(kept.body);
      const again = await fetch(`${base}${P}/${url}`, {
        headers: { lang: 'en', 'if-none-match': String(kept.headers.etag) },
      });
      expect(again.status).toBe(304);
    } finally {
      await socketApp.close();
    }
  });

  it('does not keep an answer read while an event came in', async () => {
    const url = `GetBultenGrafikFiyatTarihli/${d.redSoft}/2026-03-01/2026-03-04`;
    const executor = db.kysely.getExecutor();
    const run = executor.executeQuery.bind(executor);
    const spy = vi.spyOn(executor, 'executeQuery').mockImplementationOnce(async (...args) => {
      await ctx.events.publish({ type: 'ticker' });
      return run(...args);
    });
    expect((await get(url)).headers['x-cache']).toBe('MISS');
    spy.mockRestore();
    expect((await get(url)).headers['x-cache']).toBe('MISS');
    expect((await get(url)).headers['x-cache']).toBe('HIT');
  });

  it('leaves errors and member data out of the cache', async () => {
    const bad = await get(`GetBultenGrafikFiyatTarihli/${d.redClass}/2026-03-06/2026-03-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
    expect(bad.headers['x-cache']).toBeUndefined();
    const member = await get('GetUyeBilgileri/1');
    expect(member.statusCode).toBe(401);
    expect(member.headers['x-cache']).toBeUndefined();
  });
});
