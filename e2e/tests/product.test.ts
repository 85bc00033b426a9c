import type {
  BulletinDetail,
  HallLotWithAnalyses,
  PeriodSummary,
  PricePointCh,
  ProductDayRow,
} from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { ProductPage } from '../pages/product-page';
import { bulletinApi, latestTradingDay } from '../support/api';
import { seriousViolations } from '../support/axe';
import { shownDate } from '../support/dates';
import { cellFigures, figure, readFigure } from '../support/figures';
import { expectNoSidewaysScroll } from '../support/layout';
import { openPage, PHONE } from '../support/open-page';
import { bodyRows } from '../support/tables';
import { waitUntil } from '../support/wait';

/** A product that traded on the latest trading day of a bulletin endpoint. */
async function latestProduct(endpoint: string): Promise<number> {
  const date = await latestTradingDay(endpoint);
  const detail = await bulletinApi<BulletinDetail>(`${endpoint}/${date}`, 'tr');
  const row = detail.Satirlar.find((r) => r.Seviye === 'PRODUCT');
  if (!row?.UrunId) throw new Error(`no product in ${endpoint}/${date}`);
  return row.UrunId;
}

async function chartSize(model: ProductPage): Promise<{ width: number; height: number }> {
  // The chart is drawn once it is on screen.
  await model.chart().scrollIntoViewIfNeeded();
  const canvas = model.chart().locator('canvas').first();
  await canvas.waitFor();
  return (await canvas.boundingBox()) ?? { width: 0, height: 0 };
}

describe.each(['tr', 'en'] as const)('product page in %s', (lang) => {
  it('shows the API headline, draws the chart, switches range, and lists days and hall lots', async () => {
    const id = await latestProduct('GetGunlukBultenDetay');
    const { page, requests } = await openPage({ language: lang, path: `/online-bulten/${id}` });
    const model = await new ProductPage(page, requests, lang).ready();
    await model.headline().waitFor();
    const [summary] = await model.answerOf<PeriodSummary[]>('GetBultenGecmisIslemFiyatTarihli');
    if (!summary) throw new Error('no summary');
    expect(await model.heading().textContent()).toBe(summary.UrunAdi);
    const figures = await waitUntil(
      async () => cellFigures(lang, await model.headlineValues()),
      (shown) => shown.some((f) => f?.value === summary.OrtFiyat),
    );
    expect(figures).toContainEqual(figure(summary.OrtFiyat, summary.FiyatBirimi ?? ''));
    expect(figures).toContainEqual(figure(summary.IslemSayisi));
    const size = await chartSize(model);
    expect(size.width).toBeGreaterThan(100);
    expect(size.height).toBeGreaterThan(100);

    const days = await model.answerOf<ProductDayRow[]>('GetBultenIslemUrunListesiTarihli');
    const newest = [...days].sort((a, b) => (a.IslemTarih < b.IslemTarih ? 1 : -1))[0];
    if (!newest) throw new Error('no days');
    const first = (await bodyRows(model.table('product.daysCaption')))[0] ?? [];
    expect(first[0]).toBe(shownDate(lang, newest.IslemTarih));
    expect(cellFigures(lang, first)).toContainEqual(figure(newest.OrtFiyat, newest.FiyatBirimi ?? ''));

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
  });

  it('shows a live animal with TL per head, draws its chart, and does not scroll sideways at 360 px', async () => {
    const id = await latestProduct('GetGunlukBultenDetayCH');
    const { page, requests } = await openPage({
      language: lang,
      viewport: PHONE,
      path: `/online-bulten-ch/${id}?aralik=1M`,
    });
    const model = await new ProductPage(page, requests, lang).ready();
    const size = await chartSize(model);
    expect(size.width).toBeGreaterThan(100);
    const series = await model.answerOf<PricePointCh[]>('GetBultenGrafikFiyatTarihliCH');
    const newest = series[series.length - 1];
    if (!newest) throw new Error('no series');
    const first = (await bodyRows(model.table('product.daysCaption')))[0] ?? [];
    expect(first[0]).toBe(shownDate(lang, newest.Tarih));
    expect(readFigure(lang, first[5])).toEqual(figure(newest.BasFiyat));
    expect(readFigure(lang, first[6])).toEqual(figure(newest.KgFiyat));
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
