import type {
  BulletinDetail,
  Card,
  CorrectionRow,
  HallLotWithAnalyses,
  PeriodSummary,
  PricePointCh,
  ProductDayRow,
} from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { CorrectionsBlock } from '../pages/corrections-block';
import { DashboardPage } from '../pages/dashboard-page';
import { ProductPage } from '../pages/product-page';
import { bulletinApi, latestTradingDay } from '../support/api';
import { seriousViolations } from '../support/axe';
import { shownDate } from '../support/dates';
import { cellFigures, figure, readFigure } from '../support/figures';
import { text } from '../support/i18n';
import { expectNoSidewaysScroll, markLayouts } from '../support/layout';
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

describe.each(['tr', 'en'] as const)('product page opened from the home page in %s', (lang) => {
  it('names the class with its first paint, from the home page’s cards, while its own answers load', async () => {
    const cards = await bulletinApi<Card[]>('GetOnlineBultenAnaKart', lang);
    const card = cards.find((c) => c.SinifId !== null && c.SinifAdi)!;
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    const { page, requests } = await openPage({
      language: lang,
      path: '/',
      prepare: async (p) => {
        // Every heading the page ever shows, from its first paint.
        await p.addInitScript(() => {
          const seen: string[] = [];
          (window as unknown as { headings: string[] }).headings = seen;
          new MutationObserver(() => {
            const text = document.querySelector('h1')?.textContent ?? '';
            if (text && seen.at(-1) !== text) seen.push(text);
          }).observe(document, { subtree: true, childList: true, characterData: true });
        });
        // The product page's own summary is held back until the test lets it through.
        await p.route('**/GetBultenGecmisIslemFiyatTarihli/**', async (route) => {
          await held;
          await route.continue();
        });
      },
    });
    const home = await new DashboardPage(page, lang).ready();
    const summaryAsked = page.waitForRequest(/GetBultenGecmisIslemFiyatTarihli/);
    await home.card(card.SinifAdi!).getByRole('link', { name: card.SinifAdi!, exact: true }).click();
    await page.waitForURL(`**/online-bulten/${card.SinifId}`);
    const model = new ProductPage(page, requests, lang);
    await model.heading().filter({ hasText: card.SinifAdi! }).waitFor();
    // The summary has not arrived, yet the name is there; the placeholder "Product N" never showed.
    await summaryAsked;
    expect(await model.headline().count()).toBe(0);
    release();
    await model.headline().waitFor();
    expect(await model.heading().textContent()).toBe(card.SinifAdi);
    const headings = await page.evaluate(() => (window as unknown as { headings: string[] }).headings);
    expect(headings).not.toContain(text(lang, 'product.titleWithId', { itemId: card.SinifId! }));
    expect(headings.at(-1)).toBe(card.SinifAdi);
  });
});

describe('"corrected" marks on the product page', () => {
  it('show their words whole in the corrections table at 360, 1366 and 1920 px', async () => {
    // A live-animal class with a cancellation in the last 30 trading days of the demo.
    let date: string | null = await latestTradingDay('GetGunlukBultenDetayCH');
    let cancelled: CorrectionRow | undefined;
    for (let i = 0; i < 60 && date && !cancelled; i += 1) {
      cancelled = (await bulletinApi<CorrectionRow[]>(`GetDuzeltmeler/${date}`, 'tr')).find(
        (c) => c.Tur === 'IPTAL',
      );
      date = (await bulletinApi<BulletinDetail>(`GetGunlukBultenDetayCH/${date}`, 'tr')).OncekiIslemGunu;
    }
    if (!cancelled) throw new Error('no cancellation in the demo');
    const live = (
      await bulletinApi<BulletinDetail>(`GetGunlukBultenDetayCH/${cancelled.Tarih}`, 'tr')
    ).Satirlar.some((r) => r.SinifId === cancelled.SinifId);
    const id = cancelled.UrunId ?? cancelled.SinifId;
    const path = `/online-bulten${live ? '-ch' : ''}/${id}?aralik=custom&bas=${cancelled.Tarih}&bit=${cancelled.Tarih}`;
    for (const width of [360, 1366, 1920]) {
      const { page } = await openPage({ viewport: { width, height: 800 }, path });
      const block = new CorrectionsBlock(page, 'tr');
      const table = block.table('itemCaption', { name: cancelled.UrunAdi ?? cancelled.SinifAdi ?? '' });
      await table.waitFor();
      const marks = await markLayouts(table, '.corrected-mark');
      expect(marks.map((m) => m.text)).toContain(block.markText('IPTAL'));
      for (const mark of marks)
        expect(mark, `${width} px`).toEqual({
          text: mark.text,
          whole: true,
          insideCell: true,
          overFigure: false,
          cellSpills: false,
        });
    }
  });
});
