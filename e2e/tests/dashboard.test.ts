import type { Card, CardCh, DayTotals, SessionStatus, TradeRow } from '@bulten/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bulletinApi,
  DashboardPage,
  fmtAmount,
  fmtNumber,
  fmtPrice,
  fmtQuantity,
  scrollWidth,
  seriousViolations,
} from '../pages/dashboard-page';
import { launchBrowser, openPage } from '../support/browser';
import { type Lang, text } from '../support/i18n';

/** Per test: axe on a full table page takes long on a busy machine. */
const SLOW = 240_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function changeLine(lang: Lang, card: Card): string {
  if (card.Degisim === null || card.DegisimYuzde === null) return text(lang, 'dashboard.noChange');
  const arrow = { UP: '▲', DOWN: '▼', UNCH: '▬' }[card.Yon ?? 'UNCH'];
  const locale = lang === 'tr' ? 'tr-TR' : 'en-GB';
  const percent = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(card.DegisimYuzde);
  const tl = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
    signDisplay: 'exceptZero',
    useGrouping: 'always',
  }).format(card.Degisim);
  return `${arrow} ${percent} (${tl} TL)`;
}

async function expectCard(dashboard: DashboardPage, lang: Lang, card: Card) {
  const article = dashboard.card(card.SinifAdi ?? card.GrupAdi);
  expect(await article.locator('.price').textContent()).toBe(fmtPrice(lang, card.OrtFiyat, card.FiyatBirimi));
  expect(await article.locator('.change').textContent()).toContain(changeLine(lang, card));
  const figures = await article.locator('dd').allTextContents();
  expect(figures[0]).toBe(`${fmtNumber(lang, card.MinFiyat, 4)} – ${fmtNumber(lang, card.MaxFiyat, 4)}`);
  expect(figures[1]).toBe(fmtQuantity(lang, card.Miktar, card.Birim));
  expect(figures).toContain(fmtNumber(lang, card.IslemSayisi));
  const link = article.getByRole('link');
  const base = 'BasSayisi' in card ? '/online-bulten-ch/' : '/online-bulten/';
  expect(await link.getAttribute('href')).toBe(`${base}${card.SinifId ?? card.GrupId}`);
  const box = await article.locator('svg.sparkline').boundingBox();
  expect(box?.width).toBeGreaterThan(50);
  expect(box?.height).toBeGreaterThan(10);
}

describe.each(['tr', 'en'] as const)('dashboard in %s', (lang) => {
  it(
    "shows the API's session, totals, cards and latest trades",
    async () => {
      const { page, context, consoleErrors } = await openPage(browser, { language: lang });
      const dashboard = new DashboardPage(page, lang);
      await dashboard.open();
      const session = await bulletinApi<SessionStatus>('GetSeansDurumu', lang);
      const cards = await bulletinApi<Card[]>('GetOnlineBultenAnaKart', lang);
      const animals = await bulletinApi<CardCh[]>('GetOnlineBultenAnaKartCH', lang);
      expect(cards.length).toBeGreaterThan(5);
      expect(await page.locator('article.market-card').count()).toBe(cards.length + animals.length);
      for (const card of [cards[0], cards[1], cards.at(-1), animals[0], animals.at(-1)])
        if (card) await expectCard(dashboard, lang, card);

      const sessionText = await dashboard.section('dashboard.session').textContent();
      expect(sessionText).toContain(
        text(lang, session.Acik ? 'dashboard.sessionOpen' : 'dashboard.sessionClosed'),
      );
      expect(sessionText).toContain(
        text(lang, 'dashboard.hours', { from: session.SeansBaslangic, to: session.SeansBitis }),
      );
      const day = session.SonIslemGunu as string;
      const [totals] = await bulletinApi<DayTotals[]>(`GetToplamIslemler/${day}`, lang);
      expect(totals).toBeDefined();
      await dashboard.totalTile('dashboard.totalAmount').waitFor();
      expect(await dashboard.totalTile('dashboard.totalTrades').textContent()).toBe(
        fmtNumber(lang, totals?.IslemSayisi ?? 0),
      );
      expect(await dashboard.totalTile('dashboard.totalAmount').textContent()).toBe(
        fmtAmount(lang, totals?.Tutar ?? 0),
      );

      const trades = await bulletinApi<TradeRow[]>('GetOnlineBultenSonIslemler?limit=15', lang);
      const rows = dashboard.latestTrades().locator('tbody tr');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(trades.length);
      const first = rows.first();
      expect(await first.getAttribute('data-trade-no')).toBe(trades[0]?.TescilNo);
      const cells = await first.locator('td').allTextContents();
      expect(cells).toContain(fmtPrice(lang, trades[0]?.BirimFiyat ?? 0, trades[0]?.FiyatBirimi ?? null));
      expect(cells).toContain(fmtAmount(lang, trades[0]?.Tutar ?? 0));
      expect(consoleErrors).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
    SLOW,
  );
});

describe('dashboard on a phone', () => {
  it(
    'does not scroll sideways at 360 px',
    async () => {
      const { page, context } = await openPage(browser, { viewport: { width: 360, height: 740 } });
      const dashboard = new DashboardPage(page);
      await dashboard.open();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
    SLOW,
  );

  it(
    'opens a card’s product page from its link',
    async () => {
      const { page, context } = await openPage(browser);
      const dashboard = new DashboardPage(page);
      await dashboard.open('/online-bulten-dashboard');
      const [card] = (await bulletinApi<Card[]>('GetOnlineBultenAnaKart', 'tr')).filter(
        (c) => c.Seviye === 'CLASS',
      );
      if (!card) throw new Error('no class card');
      await dashboard
        .card(card.SinifAdi ?? '')
        .getByRole('link')
        .click();
      await page.waitForURL(`**/online-bulten/${card.SinifId}`);
      await context.close();
    },
    SLOW,
  );
});
