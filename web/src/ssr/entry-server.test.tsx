import type { BulletinDetail, WebConfig } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import translations from '../../public/assets/i18n/tr.json';
import { DAY_ROW } from '../test-support/day-row';
import { render } from './entry-server';

// The latest trading day of the stand-in API: every other day (today included) has no trades.
const TRADING_DAY = '2020-01-06';

const CONFIG: WebConfig = {
  apiPrefix: '/api/v1',
  reportServiceUrl: '/api/v1/Rapor',
  exchangeName: 'Test Borsası',
  exchangeLogo: '/logo.svg',
  serviceAccount: { username: 'web', password: 'web' },
  liveStreamUrl: '/api/v1/Canli/Akis',
};

function day(date: string, liveAnimal: boolean): BulletinDetail {
  const traded = date === TRADING_DAY;
  const rows = liveAnimal
    ? [{ ...DAY_ROW, BasSayisi: 2, CanliAgirlik: 900, BasFiyat: 5500, KgFiyat: 12.2 }]
    : [DAY_ROW];
  return {
    Tarih: date,
    Kesin: traded,
    Kanal: 'TUMU',
    OncekiIslemGunu: date > TRADING_DAY ? TRADING_DAY : null,
    SonrakiIslemGunu: date < TRADING_DAY ? TRADING_DAY : null,
    Satirlar: traded ? rows : [],
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The stand-in API: the day bulletins and their corrections; anything else is not found. */
const fakeApi: typeof fetch = async (input) => {
  const path = new URL(String(input), 'http://localhost').pathname;
  const bulletin = /\/GetGunlukBultenDetay(CH)?\/(\d{4}-\d{2}-\d{2})$/.exec(path);
  if (bulletin) return json(day(bulletin[2]!, bulletin[1] === 'CH'));
  if (/\/GetDuzeltmeler\/\d{4}-\d{2}-\d{2}$/.test(path)) return json([]);
  return json({ error: { code: 'NOT_FOUND', message: 'not found' } }, 404);
};

/** The bulletin section of the page rendered at `url` (its heading, badge and table or notice). */
const renderBulletin = async (url: string) => {
  const page = await render({ url, language: 'tr', config: CONFIG, translations, fetch: fakeApi });
  if (!page) throw new Error(`${url} is not server-rendered`);
  const section = /<section class="bulletin-print".*?<\/section>/s.exec(page.html);
  if (!section) throw new Error(`${url} has no bulletin section`);
  return section[0];
};

describe('the server-rendered day bulletin', () => {
  it.each(['/online-bulten', '/online-bulten-ch'])(
    '%s without a date on a day without trades already shows the latest trading day',
    async (url) => {
      const section = await renderBulletin(url);
      expect(section).toContain('06.01.2020 tarihli bülten');
      expect(section).toContain('<caption');
      expect(section).toContain('06.01.2020 günlük bülten');
      expect(section).toContain('TEST BUĞDAYI');
      expect(section).not.toContain(translations.bulletin.noTrades);
    },
  );

  it('keeps an asked day without trades', async () => {
    const section = await renderBulletin('/online-bulten?tarih=2020-01-07');
    expect(section).toContain('07.01.2020 tarihli bülten');
    expect(section).toContain(translations.bulletin.noTrades);
    expect(section).not.toContain('TEST BUĞDAYI');
  });
});

const INTRO = {
  Modul: 'intro',
  Anahtar: 'content',
  Deger: 'Hoş geldiniz.\n\n<b>İkinci</b> paragraf.',
  Versiyon: 3,
  GuncellemeZamani: '2026-11-20T08:00:00.000Z',
};

/** The stand-in API with an intro: its content, and module options that leave it on or turn it off. */
const apiWithIntro =
  (enabled: boolean): typeof fetch =>
  async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path.endsWith('/GetModulOptions'))
      return json(enabled ? [] : [{ Modul: 'intro', Anahtar: 'enabled', Deger: false }]);
    if (path.endsWith('/GetValues/intro/content')) return json(INTRO);
    return fakeApi(input, init);
  };

const renderPage = (api: typeof fetch) =>
  render({ url: '/online-bulten', language: 'tr', config: CONFIG, translations, fetch: api });

describe('the state handed to hydration', () => {
  it('carries the texts the page used, not the whole file', async () => {
    const page = await renderPage(fakeApi);
    const state = JSON.parse(page!.state) as { translations: typeof translations };
    expect(state.translations.memberArea).toBeUndefined();
    expect(state.translations.kvkk).toBeUndefined();
    expect(JSON.stringify(state.translations).length).toBeLessThan(JSON.stringify(translations).length / 2);
  });
});

describe("the loader's intro", () => {
  it('is its texts, content and version in an element of their own, safe in a script', async () => {
    const page = await renderPage(apiWithIntro(true));
    expect(page!.intro).toBe(
      JSON.stringify({
        title: translations.intro.title,
        ok: translations.dialog.ok,
        text: INTRO.Deger,
        version: 3,
      }).replace(/</g, '\\u003c'),
    );
  });

  it('is absent when the module option turns the intro off, or without content', async () => {
    expect((await renderPage(apiWithIntro(false)))!.intro).toBeUndefined();
    expect((await renderPage(fakeApi))!.intro).toBeUndefined();
  });
});
