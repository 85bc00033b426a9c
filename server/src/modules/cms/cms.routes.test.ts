import { cmsEndpoints, endpointUrl } from '@bulten/core';
import { expect, it } from 'vitest';
import { describeWithApp, STAFF_ROLES } from '../../../test/app.js';
import { rowsWhere } from '../../db/rows.js';

const NOW = new Date('2026-03-04T07:00:00.000Z');
const cms = cmsEndpoints;
const GALLERY = endpointUrl(cms.GaleriGetWithFilterInfo);
const OPTIONS = endpointUrl(cms.GetModulOptions);
const value = (module: string, key: string) => endpointUrl(cms.GetValues, { module, key });
/** The same value on the older path (`/api/v1/CMS/GetValues/...`), still answered. */
const olderValue = (module: string, key: string) =>
  cms.GetValues.deprecatedPaths[0]!.replace('{module}', module).replace('{key}', key);

function item(n: number, more: Record<string, unknown> = {}) {
  return {
    Modul: 'galeri',
    BaslikTr: `Fotoğraf ${n}`,
    BaslikEn: `Photo ${n}`,
    AciklamaTr: n === 3 ? 'İZMİR şubesi' : 'Satış salonu',
    AciklamaEn: n === 3 ? 'Izmir branch' : 'Sales hall',
    ResimUrl: `/img/${n}.jpg`,
    Sira: 10 - n,
    ...more,
  };
}

describeWithApp('CMS', { now: NOW, users: STAFF_ROLES }, (t) => {
  const users = t.users;

  it('answers empty lists and pages before any content exists', async () => {
    expect((await t.inject(null, { url: OPTIONS })).json()).toEqual([]);
    const page = await t.inject(null, { method: 'POST', url: GALLERY, payload: {} });
    expect(page.json()).toEqual({ Items: [], TotalCount: 0, Page: 1, PageSize: 12 });
  });

  it('answers 400 UNKNOWN_ID for a value that does not exist, in tr and en', async () => {
    const tr = await t.inject(null, { url: value('intro', 'yok') });
    expect(tr.statusCode).toBe(400);
    expect(tr.json()).toMatchObject({
      error: { code: 'UNKNOWN_ID', message: 'Kayıt bulunamadı.' },
      Message: 'Kayıt bulunamadı.',
    });
    const en = await t.inject(null, { url: value('intro', 'yok'), lang: 'en' });
    expect(en.json()).toMatchObject({ error: { code: 'UNKNOWN_ID', message: 'No such record.' } });
  });

  it('keeps one version per value across languages and raises it by one per edit', async () => {
    const set = (DegerTr: string, DegerEn: string) =>
      t.post(users.admin, endpointUrl(cms.SetValue), {
        Modul: 'intro',
        Anahtar: 'content',
        DegerTr,
        DegerEn,
      });
    expect((await set('Merhaba', 'Hello')).json()).toEqual({
      Modul: 'intro',
      Anahtar: 'content',
      Versiyon: 1,
    });
    expect((await set('Merhaba 2', 'Hello 2')).json()).toEqual({
      Modul: 'intro',
      Anahtar: 'content',
      Versiyon: 2,
    });
    const tr = await t.inject(null, { url: value('intro', 'content') });
    expect(tr.json()).toEqual({
      Modul: 'intro',
      Anahtar: 'content',
      Deger: 'Merhaba 2',
      Versiyon: 2,
      GuncellemeZamani: NOW.toISOString(),
    });
    const en = await t.inject(null, {
      url: value('intro', 'content'),
      headers: { langid: '2' },
    });
    expect(en.json()).toMatchObject({ Deger: 'Hello 2', Versiyon: 2 });
    const audit = await rowsWhere(t.kysely, 'audit_log', { action: 'cms.value.set' }, []);
    expect(audit.map((a) => [a.entity_id, JSON.parse(a.detail).version])).toEqual([
      ['intro/content', 1],
      ['intro/content', 2],
    ]);
  });

  it('stores module options as JSON and serves them parsed', async () => {
    const set = (Anahtar: string, Deger: unknown) =>
      t.post(users.superadmin, endpointUrl(cms.SetModulOption), { Modul: 'intro', Anahtar, Deger });
    expect((await set('enabled', true)).statusCode).toBe(200);
    await set('speed', { px: 40 });
    await set('enabled', false);
    expect((await t.inject(null, { url: OPTIONS })).json()).toEqual([
      { Modul: 'intro', Anahtar: 'enabled', Deger: false },
      { Modul: 'intro', Anahtar: 'speed', Deger: { px: 40 } },
    ]);
  });

  it('answers the specified content paths and the older ones with the same bytes, in tr and en', async () => {
    await t.post(users.admin, endpointUrl(cms.SetValue), {
      Modul: 'genel',
      Anahtar: 'hakkinda',
      DegerTr: 'Borsamız',
      DegerEn: 'Our exchange',
    });
    for (const [lang, text] of [
      ['tr', 'Borsamız'],
      ['en', 'Our exchange'],
    ] as const) {
      const specified = await t.inject(null, { url: value('genel', 'hakkinda'), lang });
      expect(specified.statusCode).toBe(200);
      expect(specified.json()).toEqual({
        Modul: 'genel',
        Anahtar: 'hakkinda',
        Deger: text,
        Versiyon: 1,
        GuncellemeZamani: NOW.toISOString(),
      });
      const older = await t.inject(null, { url: olderValue('genel', 'hakkinda'), lang });
      expect([older.statusCode, older.body]).toEqual([200, specified.body]);
      const unknown = await t.inject(null, { url: value('genel', 'yok'), lang });
      expect([unknown.statusCode, unknown.json().error.code]).toEqual([400, 'UNKNOWN_ID']);
      expect((await t.inject(null, { url: olderValue('genel', 'yok'), lang })).body).toBe(unknown.body);
    }
    const options = await t.inject(null, { url: OPTIONS });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toEqual([
      { Modul: 'intro', Anahtar: 'enabled', Deger: false },
      { Modul: 'intro', Anahtar: 'speed', Deger: { px: 40 } },
    ]);
    const olderOptions = await t.inject(null, { url: cms.GetModulOptions.deprecatedPaths[0]! });
    expect([olderOptions.statusCode, olderOptions.body]).toEqual([200, options.body]);
    const tooLong = await t.inject(null, { url: value('x'.repeat(51), 'y') });
    expect([tooLong.statusCode, tooLong.json().error.code]).toEqual([400, 'VALIDATION']);
  });

  it('documents the specified content paths and marks the older ones deprecated', () => {
    const paths = (t.app.swagger() as { paths: Record<string, { get?: { deprecated?: boolean } }> }).paths;
    const documented = (path: string) => [path in paths, paths[path]?.get?.deprecated ?? false];
    expect(documented(cms.GetModulOptions.paths[0])).toEqual([true, false]);
    expect(documented(cms.GetValues.paths[0])).toEqual([true, false]);
    expect(documented(cms.GetModulOptions.deprecatedPaths[0]!)).toEqual([true, true]);
    expect(documented(cms.GetValues.deprecatedPaths[0]!)).toEqual([true, true]);
  });

  it('refuses CMS edits without a token (401), from the service account and operators (403), and bad bodies (400)', async () => {
    const req = {
      method: 'POST' as const,
      url: endpointUrl(cms.SetValue),
      payload: { Modul: 'x', Anahtar: 'y', DegerTr: 'a', DegerEn: 'b' },
    };
    expect((await t.inject(null, req)).statusCode).toBe(401);
    expect((await t.inject(users.service, req)).statusCode).toBe(403);
    expect((await t.inject(users.operator, req)).statusCode).toBe(403);
    expect((await t.post(users.operator, endpointUrl(cms.GaleriCreate), item(1))).statusCode).toBe(403);
    const bad = await t.inject(users.admin, {
      ...req,
      payload: { Modul: 'bad module!', Anahtar: 'y', DegerTr: 'a', DegerEn: 'b' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION');
    expect(
      await t.kysely
        .selectFrom('cms_value')
        .select('module')
        .where('module', 'in', ['x', 'bad module!'])
        .execute(),
    ).toEqual([]);
  });

  it('creates, pages, filters, edits and deletes gallery items; visitors see only published ones', async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      const res = await t.post(users.admin, endpointUrl(cms.GaleriCreate), item(n, { Yayinda: n !== 5 }));
      expect(res.statusCode).toBe(200);
      ids.push(res.json().Id);
    }
    // Published items 1–4 in display order (Sira 10 − n): 4, 3, 2, 1; page 2 of size 3 holds item 1 only.
    const page2 = await t.post(null, GALLERY, { Page: 2, PageSize: 3 });
    expect(page2.json()).toMatchObject({ TotalCount: 4, Page: 2, PageSize: 3 });
    expect(page2.json().Items.map((i: { Baslik: string }) => i.Baslik)).toEqual(['Fotoğraf 1']);
    const page1 = await t.post(null, GALLERY, { Page: 1, PageSize: 3 }, 'en');
    expect(page1.json().Items.map((i: { Baslik: string }) => i.Baslik)).toEqual([
      'Photo 4',
      'Photo 3',
      'Photo 2',
    ]);
    expect(page1.json().Items[1]).toEqual({
      Id: ids[2],
      Modul: 'galeri',
      Baslik: 'Photo 3',
      Aciklama: 'Izmir branch',
      ResimUrl: '/img/3.jpg',
      LinkUrl: null,
      Sira: 7,
      Yayinda: true,
      OlusturmaZamani: NOW.toISOString(),
    });
    // Turkish case rules: "izmir" finds "İZMİR" (and the English "Izmir").
    const izmir = await t.inject(null, { method: 'POST', url: GALLERY, payload: { Filter: 'izmir' } });
    expect(izmir.json().Items.map((i: { Id: number }) => i.Id)).toEqual([ids[2]]);
    const otherModule = await t.post(null, GALLERY, { Modul: 'haber' });
    expect(otherModule.json().TotalCount).toBe(0);
    const staff = await t.post(users.admin, endpointUrl(cms.GaleriGetAllWithFilterInfo), { PageSize: 100 });
    expect(staff.json().TotalCount).toBe(5);
    expect(staff.json().Items[0]).toMatchObject({
      Id: ids[4],
      BaslikTr: 'Fotoğraf 5',
      BaslikEn: 'Photo 5',
      Yayinda: false,
    });

    const update = await t.post(
      users.admin,
      endpointUrl(cms.GaleriUpdate, { id: ids[0]! }),
      item(1, { BaslikTr: 'Yeni', Sira: 0 }),
    );
    expect(update.statusCode).toBe(200);
    const del = await t.inject(users.admin, {
      method: 'POST',
      url: endpointUrl(cms.GaleriDelete, { id: ids[1]! }),
    });
    expect(del.statusCode).toBe(200);
    // Item 1 moved to the front (Sira 0) under its new title; item 2 is gone.
    const after = await t.inject(null, { method: 'POST', url: GALLERY, payload: {} });
    expect(after.json().Items.map((i: { Baslik: string }) => i.Baslik)).toEqual([
      'Yeni',
      'Fotoğraf 4',
      'Fotoğraf 3',
    ]);
    const actions = await rowsWhere(t.kysely, 'audit_log', { entity: 'cms_gallery' }, ['id']);
    expect(actions.map((a) => a.action).sort()).toEqual([
      ...Array(5).fill('cms.gallery.create'),
      'cms.gallery.delete',
      'cms.gallery.update',
    ]);
  });

  it('answers 400 for bad gallery input: page 0, unknown or non-numeric id', async () => {
    const page0 = await t.post(null, GALLERY, { Page: 0 }, 'en');
    expect(page0.statusCode).toBe(400);
    expect(page0.json()).toMatchObject({
      error: { code: 'VALIDATION', message: 'The submitted data is invalid.' },
    });
    const unknown = await t.inject(users.admin, {
      method: 'POST',
      url: endpointUrl(cms.GaleriDelete, { id: 999999 }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('UNKNOWN_ID');
    const word = await t.post(users.admin, endpointUrl(cms.GaleriUpdate, { id: 'abc' }), item(1));
    expect(word.statusCode).toBe(400);
    expect(word.json()).toMatchObject({ error: { code: 'BAD_ID', message: 'Geçersiz kimlik numarası.' } });
  });
});
