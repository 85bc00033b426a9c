import {
  type Card,
  type CardCh,
  type DayTotals,
  quantityUnitLabel,
  type SessionStatus,
  type TradeRow,
  type Unit,
} from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from '../pages/dashboard-page';
import { bulletinApi } from '../support/api';
import { AXE_TEST_TIMEOUT, seriousViolations } from '../support/axe';
import { cellFigures, figure, readFigure } from '../support/figures';
import { type Lang, text } from '../support/i18n';
import { expectNoSidewaysScroll } from '../support/layout';
import { openScreen, PHONE } from '../support/open-page';
import { expectCleanPage, screenInEachLanguage } from '../support/screen-test';

const ARROWS = { UP: '▲', DOWN: '▼', UNCH: '▬' } as const;

/** A quantity as it should read back: the number and the unit's short label. */
const quantity = (lang: Lang, value: number, unit: Unit | null) =>
  figure(value, unit ? quantityUnitLabel(unit, lang) : '');

/** The card's change line: the arrow of its direction, the change in % and in TL, or "no previous day". */
function expectChangeLine(lang: Lang, shown: string, card: Card) {
  if (card.Degisim === null || card.DegisimYuzde === null) {
    expect(shown).toContain(text(lang, 'dashboard.noChange'));
    return;
  }
  const [, arrow, percent = '', change = ''] = /([▲▼▬]) (\S+) \((\S+ TL)\)$/.exec(shown) ?? [];
  expect(arrow, shown).toBe(ARROWS[card.Yon ?? 'UNCH']);
  expect(readFigure(lang, change)).toEqual(figure(card.Degisim, 'TL'));
  expect(readFigure(lang, percent)).toEqual(figure(card.DegisimYuzde, '%'));
}

async function expectCard(dashboard: DashboardPage, lang: Lang, card: Card) {
  const article = dashboard.card(card.SinifAdi ?? card.GrupAdi);
  expect(readFigure(lang, await article.locator('.price').textContent())).toEqual(
    figure(card.OrtFiyat, card.FiyatBirimi ?? 'TL'),
  );
  expectChangeLine(lang, (await article.locator('.change').textContent()) ?? '', card);
  const figures = await article.locator('dd').allTextContents();
  expect((figures[0] ?? '').split(' – ').map((shown) => readFigure(lang, shown))).toEqual([
    figure(card.MinFiyat),
    figure(card.MaxFiyat),
  ]);
  expect(readFigure(lang, figures[1])).toEqual(quantity(lang, card.Miktar, card.Birim));
  expect(cellFigures(lang, figures)).toContainEqual(figure(card.IslemSayisi));
  const link = article.getByRole('link');
  const base = 'BasSayisi' in card ? '/online-bulten-ch/' : '/online-bulten/';
  expect(await link.getAttribute('href')).toBe(`${base}${card.SinifId ?? card.GrupId}`);
  const box = await article.locator('svg.sparkline').boundingBox();
  expect(box?.width).toBeGreaterThan(50);
  expect(box?.height).toBeGreaterThan(10);
}

screenInEachLanguage(
  'dashboard',
  "shows the API's session, totals, cards and latest trades",
  { model: DashboardPage, path: '/' },
  async (opened, lang) => {
    const dashboard = opened.screen;
    const session = await bulletinApi<SessionStatus>('GetSeansDurumu', lang);
    const cards = await bulletinApi<Card[]>('GetOnlineBultenAnaKart', lang);
    const animals = await bulletinApi<CardCh[]>('GetOnlineBultenAnaKartCH', lang);
    expect(cards.length).toBeGreaterThan(5);
    expect(await dashboard.cards().count()).toBe(cards.length + animals.length);
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
    expect(readFigure(lang, await dashboard.totalTile('dashboard.totalTrades').textContent())).toEqual(
      figure(totals?.IslemSayisi ?? 0),
    );
    expect(readFigure(lang, await dashboard.totalTile('dashboard.totalAmount').textContent())).toEqual(
      figure(totals?.Tutar ?? 0, 'TL'),
    );

    const trades = await bulletinApi<TradeRow[]>('GetOnlineBultenSonIslemler?limit=15', lang);
    const rows = dashboard.latestTrades().locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(trades.length);
    const first = rows.first();
    expect(await first.getAttribute('data-trade-no')).toBe(trades[0]?.TescilNo);
    const cells = cellFigures(lang, await first.locator('td').allTextContents());
    expect(cells).toContainEqual(figure(trades[0]?.BirimFiyat ?? 0, trades[0]?.FiyatBirimi ?? 'TL'));
    expect(cells).toContainEqual(figure(trades[0]?.Tutar ?? 0, 'TL'));
    await expectCleanPage(opened);
  },
);

describe('dashboard on a phone', () => {
  it(
    'does not scroll sideways at 360 px',
    async () => {
      const { page } = await openScreen(DashboardPage, { viewport: PHONE, path: '/' });
      await expectNoSidewaysScroll(page);
      expect(await seriousViolations(page)).toEqual([]);
    },
    AXE_TEST_TIMEOUT,
  );

  it('shows a class’s price on the first screen at 360 px, before any scrolling', async () => {
    const { page, screen: dashboard } = await openScreen(DashboardPage, { viewport: PHONE, path: '/' });
    const [card] = (await bulletinApi<Card[]>('GetOnlineBultenAnaKart', 'tr')).filter(
      (c) => c.Seviye === 'CLASS',
    );
    if (!card) throw new Error('no class card');
    const price = dashboard.card(card.SinifAdi ?? '').locator('.price');
    expect(readFigure('tr', await price.textContent())).toEqual(
      figure(card.OrtFiyat, card.FiyatBirimi ?? 'TL'),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = await price.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
  });

  it(
    'opens a card’s product page from its link',
    async () => {
      const { page, screen: dashboard } = await openScreen(DashboardPage, {
        path: '/online-bulten-dashboard',
      });
      const [card] = (await bulletinApi<Card[]>('GetOnlineBultenAnaKart', 'tr')).filter(
        (c) => c.Seviye === 'CLASS',
      );
      if (!card) throw new Error('no class card');
      await dashboard
        .card(card.SinifAdi ?? '')
        .getByRole('link')
        .click();
      await page.waitForURL(`**/online-bulten/${card.SinifId}`);
    },
    AXE_TEST_TIMEOUT,
  );
});
