import type {
  BulletinDetail,
  HallLotWithAnalyses,
  PeriodSummary,
  PricePointCh,
  ProductDayRow,
} from '@bulten/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  day,
  num,
  price,
  scrollWidth,
  seriousViolations,
  tableRows,
  wideElements,
} from '../pages/bulletin-page';
import { ProductPageModel } from '../pages/product-page';
import { launchBrowser, openPage, waitUntil } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A product that traded on the latest trading day of a bulletin endpoint. */
async function latestProduct(endpoint: string): Promise<number> {
  const today = await api<BulletinDetail>(`${endpoint}/${new Date().toISOString().slice(0, 10)}`, 'tr');
  const date = today.Satirlar.length > 0 ? today.Tarih : today.OncekiIslemGunu;
  const detail = await api<BulletinDetail>(`${endpoint}/${date}`, 'tr');
  const row = detail.Satirlar.find((r) => r.Seviye === 'PRODUCT');
  if (!row?.UrunId) throw new Error(`no product in ${endpoint}/${date}`);
  return row.UrunId;
}

async function chartSize(model: ProductPageModel): Promise<{ width: number; height: number }> {
  const canvas = model.chart().locator('canvas').first();
  await canvas.waitFor();
  return (await canvas.boundingBox()) ?? { width: 0, height: 0 };
}

describe.each(['tr', 'en'] as const)('product page in %s', (lang) => {
  it('shows the API headline, draws the chart, switches range, and lists days and hall lots', async () => {
    const id = await latestProduct('GetGunlukBultenDetay');
    const { page, context, requests } = await openPage(browser, { language: lang });
    const model = new ProductPageModel(page, requests, lang);
    await model.open(`/online-bulten/${id}`);
    await model.headline().waitFor();
    const [summary] = await model.answerOf<PeriodSummary[]>('GetBultenGecmisIslemFiyatTarihli');
    if (!summary) throw new Error('no summary');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(summary.UrunAdi);
    await model
      .headline()
      .getByText(price(lang, summary.OrtFiyat, summary.FiyatBirimi), { exact: true })
      .waitFor();
    await model.headline().getByText(num(lang, summary.IslemSayisi), { exact: true }).first().waitFor();
    const size = await chartSize(model);
    expect(size.width).toBeGreaterThan(100);
    expect(size.height).toBeGreaterThan(100);

    const days = await model.answerOf<ProductDayRow[]>('GetBultenIslemUrunListesiTarihli');
    const newest = [...days].sort((a, b) => (a.IslemTarih < b.IslemTarih ? 1 : -1))[0];
    if (!newest) throw new Error('no days');
    const first = (await tableRows(model.table('product.daysCaption')))[0];
    expect(first?.[0]).toBe(day(lang, newest.IslemTarih));
    expect(first).toContain(price(lang, newest.OrtFiyat, newest.FiyatBirimi));

    const lots = await model.answerOf<HallLotWithAnalyses[]>('GetUrunFiyatDetayWithAnalizler');
    const withProtein = lots.filter((l) => l.Protein !== null).length;
    if (withProtein > 0) {
      const scatter = model.scatter('Protein', withProtein);
      await scatter.waitFor();
      expect(await scatter.locator('circle').count()).toBe(withProtein);
    }
    expect(await seriousViolations(page)).toEqual([]);

    await model.rangeButton('1Y').click();
    await waitUntil(
      async () => new URL(page.url()).searchParams.get('aralik'),
      (v) => v === '1Y',
    );
    const pressed = () => model.rangeButton('1Y').getAttribute('aria-pressed');
    expect(await waitUntil(pressed, (v) => v === 'true')).toBe('true');
    await context.close();
  });

  it('shows a live animal with TL per head, draws its chart, and does not scroll sideways at 360 px', async () => {
    const id = await latestProduct('GetGunlukBultenDetayCH');
    const { page, context, requests } = await openPage(browser, {
      language: lang,
      viewport: { width: 360, height: 740 },
    });
    const model = new ProductPageModel(page, requests, lang);
    await model.open(`/online-bulten-ch/${id}?aralik=1M`);
    const size = await chartSize(model);
    expect(size.width).toBeGreaterThan(100);
    const series = await model.answerOf<PricePointCh[]>('GetBultenGrafikFiyatTarihliCH');
    const newest = series[series.length - 1];
    if (!newest) throw new Error('no series');
    const first = (await tableRows(model.table('product.daysCaption')))[0];
    expect(first?.[0]).toBe(day(lang, newest.Tarih));
    expect(first?.[5]).toBe(newest.BasFiyat === null ? '–' : price(lang, newest.BasFiyat));
    expect(first?.[6]).toBe(newest.KgFiyat === null ? '–' : price(lang, newest.KgFiyat));
    expect(await scrollWidth(page), (await wideElements(page)).join('\n')).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
