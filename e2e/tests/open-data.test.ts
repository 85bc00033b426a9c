import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type BulletinDetail,
  type DailyClassCard,
  EMBED_ROOT,
  embedPath,
  type ProductDayRow,
  type TradeRow,
} from '@bulten/core';
import { describe, expect, inject, it } from 'vitest';
import { BulletinPage } from '../pages/bulletin-page';
import { PriceWidgetPage } from '../pages/price-widget-page';
import { bulletinApi, latestTradingDay } from '../support/api';
import { seriousViolations } from '../support/axe';
import { shownDate } from '../support/dates';
import { type Lang, text } from '../support/i18n';
import { openPage, PHONE, waitForAppStart } from '../support/open-page';
import { tradeDesk } from '../support/trade-desk';
import { waitUntil } from '../support/wait';

const desk = tradeDesk();

/** Fetches a link's address as a stranger would: no token, no language header. */
async function download(href: string | null): Promise<string> {
  if (!href) throw new Error('no link');
  const response = await fetch(new URL(href, inject('e2e').baseUrl));
  expect(response.status).toBe(200);
  return response.text();
}

/** A CSV's lines split into cells in the language's convention. */
function csvCells(lang: Lang, body: string): string[][] {
  const lines = body.replace('\uFEFF', '').trimEnd().split('\r\n');
  return lines.map((line) => line.split(lang === 'tr' ? ';' : ','));
}

const csvNumber = (lang: Lang, value: number) =>
  lang === 'tr' ? String(value).replace('.', ',') : String(value);

describe.each(['tr', 'en'] as const)('open data in %s', (lang) => {
  it('offers the day bulletin as a CSV for people and JSON for programs, plain links that match the API', async () => {
    const date = await latestTradingDay('GetGunlukBultenDetay', lang);
    const detail = await bulletinApi<BulletinDetail>(`GetGunlukBultenDetay/${date}`, lang);
    const { page } = await openPage({ language: lang, path: `/online-bulten?tarih=${date}` });
    const bulletin = await new BulletinPage(page, lang).ready();
    await bulletin.dayTable(date).waitFor();
    const links = page.getByRole('navigation', { name: text(lang, 'openData.label') }).first();
    expect(await links.getByRole('link').allTextContents()).toEqual([
      text(lang, 'priceArchive.export.csv'),
      text(lang, 'openData.json'),
    ]);
    const csvLink = links.getByRole('link', { name: text(lang, 'priceArchive.export.csv') });
    const csv = csvCells(lang, await download(await csvLink.getAttribute('href')));
    // What the file holds and for which day in its first lines, then the headings in the page's language.
    expect(csv.slice(0, 3)).toEqual([
      [lang === 'tr' ? 'Günlük bülten' : 'Daily bulletin'],
      [text(lang, 'figures.date'), shownDate(lang, date)],
      [''],
    ]);
    const header = csv[3]!;
    const average = lang === 'tr' ? 'Ağırlıklı ortalama' : 'Weighted average';
    expect(header).toContain(average);
    expect(header).not.toContain('OrtFiyat');
    expect(csv).toHaveLength(detail.Satirlar.length + 4);
    expect(csv.slice(4).map((r) => r[header.indexOf(average)])).toEqual(
      detail.Satirlar.map((r) => csvNumber(lang, r.OrtFiyat)),
    );
    const jsonLink = links.getByRole('link', { name: text(lang, 'openData.json') });
    expect(JSON.parse(await download(await jsonLink.getAttribute('href')))).toEqual(detail);
    // Programs keep the API's field names at the documented address.
    const programs = csvCells(
      lang,
      await download(
        `/api/v1/AcikVeri/GetGunlukBultenDetay.csv?date=${date}${lang === 'en' ? '&lang=en' : ''}`,
      ),
    );
    expect(programs[0]).toContain('OrtFiyat');
    expect(programs).toHaveLength(detail.Satirlar.length + 1);
  });

  it("keeps a product page's range in its URL, and the days' links follow it, at 360 px", async () => {
    const date = await latestTradingDay('GetGunlukBultenDetay', lang);
    const detail = await bulletinApi<BulletinDetail>(`GetGunlukBultenDetay/${date}`, lang);
    const id = detail.Satirlar.find((r) => r.Seviye === 'PRODUCT')!.UrunId!;
    const from = `${date.slice(0, 8)}01`;
    const path = `/online-bulten/${id}?aralik=custom&bas=${from}&bit=${date}`;
    const { page } = await openPage({ language: lang, viewport: PHONE, path });
    await page.reload();
    const days = page.getByRole('region', { name: text(lang, 'product.days') });
    const json = days
      .getByRole('navigation', { name: text(lang, 'openData.label') })
      .getByRole('link', { name: text(lang, 'openData.json') });
    await json.waitFor();
    const href = (await json.getAttribute('href')) ?? '';
    expect(new URL(href, 'http://x').searchParams.get('from')).toBe(from);
    expect(new URL(page.url()).searchParams.get('bas')).toBe(from);
    const api = await bulletinApi<ProductDayRow[]>(
      `GetBultenIslemUrunListesiTarihli/${id}/${from}/${date}`,
      lang,
    );
    expect(JSON.parse(await download(href))).toEqual(api);
    // The page offers its class's price widget to other sites: iframe code to copy.
    // The address is the browser's own, filled in once the server-rendered page's app runs (at the first
    // interaction: a visitor about to copy the code has focused it).
    await waitForAppStart(page);
    const box = page.getByRole('textbox', { name: text(lang, 'embed.code') });
    const code = await waitUntil(
      () => box.inputValue(),
      (value) => value.startsWith('<iframe src="http'),
    );
    const classId = detail.Satirlar.find((r) => r.UrunId === id)!.SinifId!;
    expect(code).toContain(`${embedPath('class', classId)}${lang === 'en' ? '?lang=en' : ''}"`);
    expect(code).toMatch(/^<iframe src="http:\/\/127\.0\.0\.1:\d+\/gomulu\/fiyat\/\d+/);
  });
});

/** Registers a trade of the e2e product and answers its class. */
async function tradeInClass(price: string): Promise<number> {
  const no = `E2E-GOMULU-${Date.now()}`;
  await desk.register(no, price);
  const trades = await bulletinApi<TradeRow[]>('GetOnlineBultenSonIslemler?limit=20', 'tr');
  return trades.find((t) => t.TescilNo === no)!.SinifId;
}

describe('the price widget', () => {
  it("shows a class's average, light in Turkish and dark in English, and follows the live stream", async () => {
    const classId = await tradeInClass('40.0001');
    const card = async (lang: Lang) =>
      (await bulletinApi<DailyClassCard[]>('GetOnlineGunlukKartlar', lang)).find(
        (c) => c.SinifId === classId,
      )!;
    // The widget signs in to nothing: opened bare, not through `path` (which waits for a sign-in).
    const tr = await openPage();
    await tr.page.goto(embedPath('class', classId));
    const widget = new PriceWidgetPage(tr.page, 'tr');
    const before = await card('tr');
    await widget.heading().waitFor();
    expect(await widget.heading().textContent()).toBe(before.SinifAdi);
    expect(await widget.averageText()).toBe(
      `${before.OrtFiyat.toFixed(4).replace('.', ',')} ${before.FiyatBirimi}`,
    );
    expect(await tr.page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );
    expect(await seriousViolations(tr.page)).toEqual([]);

    const en = await openPage();
    await en.page.goto(`${embedPath('class', classId)}?lang=en&tema=koyu`);
    const dark = new PriceWidgetPage(en.page, 'en');
    await dark.changeNote().waitFor();
    expect(await en.page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await en.page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(18, 26, 22)',
    );
    expect(await seriousViolations(en.page)).toEqual([]);

    // A trade far above the class's price moves its average; the widget follows without a reload.
    await tr.page.waitForTimeout(500);
    await tradeInClass('99.9999');
    const after = await card('tr');
    expect(after.OrtFiyat).not.toBe(before.OrtFiyat);
    const expected = `${after.OrtFiyat.toFixed(4).replace('.', ',')} ${after.FiyatBirimi}`;
    expect(
      await waitUntil(
        () => widget.averageText(),
        (shown) => shown === expected,
        5000,
      ),
    ).toBe(expected);
  });

  it("shows in another site's frame, which may not frame the app itself", async () => {
    const { baseUrl } = inject('e2e');
    const groups = await bulletinApi<DailyClassCard[]>('GetOnlineGunlukKartlar', 'tr');
    const groupId = groups[0]!.GrupId;
    // A neighbour's page on another origin of this machine (a page the test fulfils itself would count as
    // public, and Chromium's local network checks would stop its frames before any header is read).
    const html = `<!doctype html><html lang="tr"><title>Yerel gazete</title><body>
      <iframe title="widget" src="${baseUrl}${embedPath('group', groupId)}" width="320" height="320"></iframe>
      <iframe title="app" src="${baseUrl}/online-bulten" width="320" height="320"></iframe></body></html>`;
    const neighbour = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
    await new Promise<void>((done) => neighbour.listen(0, '127.0.0.1', done));
    const { port } = neighbour.address() as AddressInfo;
    const { page } = await openPage();
    await page.goto(`http://127.0.0.1:${port}/haber`);
    const widget = new PriceWidgetPage(page.frameLocator('iframe[title="widget"]'));
    await widget.table().waitFor();
    expect(await widget.heading().textContent()).toBe(groups[0]!.GrupAdi);
    const rows = await widget.table().getByRole('row').count();
    expect(rows).toBe(groups.filter((g) => g.GrupId === groupId).length + 1);
    const app = await waitUntil(
      async () =>
        page
          .frames()
          .find((f) => f !== page.mainFrame() && !f.url().includes(`${EMBED_ROOT}/`))
          ?.url() ?? '',
      (url) => url.startsWith('chrome-error:'),
      10_000,
    );
    expect(app).toMatch(/^chrome-error:/);
    neighbour.close();
  });
});
