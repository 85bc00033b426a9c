import { BULLETIN_PREFIXES } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BulletinCatalogue,
  bulletinApp,
  createBulletinMarket,
  DAYS,
  getBulletin,
} from '../../test/bulletin-fixture.js';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../test/databases.js';
import { createTinyCatalogue, type TinyCatalogue } from '../../test/factories.js';
import type { Db } from '../db/database.js';

function everyPath(c: TinyCatalogue & Partial<BulletinCatalogue>): string[] {
  const d = DAYS.D;
  return [
    '/GetUrunGruplari',
    '/GetBultenUrunGruplarGruplar',
    `/GetBultenGrupSinifUrunSelect/${c.wheatGroup}`,
    `/GetGrupSinifUrunSelectler/${c.wheatGroup}`,
    `/GetGunlukBulten/${d}`,
    `/GetTescilGunlukBulten/${d}`,
    `/GetAnlikBulten/${d}`,
    '/GetOnlineGunlukKartlarGrup',
    '/GetOnlineGunlukKartlar',
    `/GetGunlukBultenDetay/${d}`,
    `/GetGunlukBultenDetayCH/${d}`,
    `/GetBultenIslemSinifListesi/${c.wheatGroup}/${d}`,
    '/GetOnlineBultenAnaKart',
    '/GetOnlineBultenAnaKartCH',
    '/GetOnlineKartIslem',
    `/GetBultenKartModel/${c.wheatGroup}/${c.redClass}/${d}`,
    `/GetBultenKartModelCH/${c.animalGroup}/${d}`,
    `/GetCanliHayvanGrup/${c.animalGroup}`,
    `/GetGelenGunlukUrunler/${d}`,
    `/GetGelenGunlukUrunlerToplam/${d}`,
    `/GetToplamIslemler/${d}`,
    '/GetOnlineBultenSonIslemler',
    '/GetOnlineBultenSonIslemlerCH',
    '/GetSeansDurumu',
  ];
}

describe.each(testDatabaseFactories())('bulletin API on $name', (factory: TestDatabaseFactory) => {
  let db: Db;
  let empty: Db;
  let app: FastifyInstance;
  let emptyApp: FastifyInstance;
  let c: BulletinCatalogue;
  let tiny: TinyCatalogue;

  beforeAll(async () => {
    db = await factory.open();
    c = await createBulletinMarket(db);
    ({ app } = await bulletinApp(db));
    empty = await factory.open();
    tiny = await createTinyCatalogue(empty.kysely);
    ({ app: emptyApp } = await bulletinApp(empty));
  });
  afterAll(async () => {
    await app.close();
    await emptyApp.close();
    await factory.close(db);
    await factory.close(empty);
  });

  it('answers every endpoint the same under both prefixes', async () => {
    for (const path of everyPath(c)) {
      const [cms, alpha] = await Promise.all(BULLETIN_PREFIXES.map((p) => getBulletin(app, path, 'tr', p)));
      expect([path, cms?.status]).toEqual([path, 200]);
      expect(alpha?.raw).toBe(cms?.raw);
    }
  });

  it('answers 200 [] (or no rows) on a market without trades', async () => {
    const answers = new Map<string, unknown>();
    for (const path of everyPath(tiny)) {
      const { status, body } = await getBulletin(emptyApp, path);
      expect([path, status]).toEqual([path, 200]);
      answers.set(path, body);
    }
    const lists = everyPath(tiny).filter((p) => !/Select|Gruplar|Gruplari|Detay|Seans/.test(p));
    for (const path of lists) expect([path, answers.get(path)]).toEqual([path, []]);
    expect(answers.get(`/GetGunlukBultenDetay/${DAYS.D}`)).toMatchObject({
      Satirlar: [],
      OncekiIslemGunu: null,
    });
    expect(answers.get('/GetSeansDurumu')).toMatchObject({ SonIslemZamani: null, SonIslemGunu: null });
    expect(await getBulletin(emptyApp, '/GetOnlineBultenSonIslemler?baslangic=10:00')).toMatchObject({
      status: 200,
      body: [],
    });
  });

  it('never answers 5xx to junk input', async () => {
    const junk = [
      '/GetGunlukBulten/%00',
      '/GetGunlukBulten/9999-99-99',
      '/GetGunlukBulten/0000-01-01',
      '/GetBultenKartModel/1e3/2/2026-03-03',
      `/GetBultenKartModel/${'9'.repeat(40)}/1/2026-03-03`,
      '/GetCanliHayvanGrup/%C3%A7',
      '/GetOnlineBultenSonIslemler?limit=1&limit=2',
      '/GetOnlineBultenSonIslemler?sonraki=99999999999999999999',
      '/GetOnlineBultenSonIslemler?tarih=2026-03-03&baslangic=23:59&bitis=23:59',
      '/GetGunlukBultenDetay/2026-03-03?kanal=',
    ];
    for (const path of junk) {
      const { status } = await getBulletin(app, path, 'en');
      expect([path, status < 500]).toEqual([path, true]);
    }
  });

  it('documents every endpoint once in OpenAPI with tags, texts, an example and the 400 answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths as Record<string, { get: Record<string, unknown> }>;
    for (const path of everyPath(c)) {
      const template = path.replace(/\/\d{4}-\d{2}-\d{2}/g, '/{x}').replace(/\/\d+/g, '/{x}');
      const entry = Object.entries(paths).find(
        ([p]) =>
          p.startsWith(BULLETIN_PREFIXES[0]) &&
          p.slice(BULLETIN_PREFIXES[0].length).replace(/\{[^}]+\}/g, '{x}') === template,
      );
      expect([path, entry !== undefined]).toEqual([path, true]);
      const get = entry![1].get as {
        tags: string[];
        summary: string;
        description: string;
        responses: Record<string, unknown>;
      };
      expect(get.tags.length).toBe(1);
      expect(get.summary.length).toBeGreaterThan(5);
      expect(get.description.length).toBeGreaterThan(20);
      expect(JSON.stringify(get.responses['200'])).toContain('"example"');
      expect(get.responses['400']).toBeDefined();
    }
    expect(Object.keys(paths).some((p) => p.startsWith(BULLETIN_PREFIXES[1]))).toBe(false);
  });
});
