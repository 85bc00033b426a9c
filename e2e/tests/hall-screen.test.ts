import type { DailyClassCard, SessionStatus, TickerText } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { HallScreenPage } from '../pages/hall-screen-page';
import { bulletinApi } from '../support/api';
import { seriousViolations } from '../support/axe';
import { figure, readFigure } from '../support/figures';
import { openPage } from '../support/open-page';
import { tradeDesk } from '../support/trade-desk';
import { waitUntil } from '../support/wait';

const TV = { width: 1920, height: 1080 };

const desk = tradeDesk();

describe.each(['tr', 'en'] as const)('hall screen in %s', (lang) => {
  it('shows the day’s class prices in pages that rotate, large enough for five metres, with session, clock and ticker', async () => {
    const classes = await bulletinApi<DailyClassCard[]>('GetOnlineGunlukKartlar', lang);
    const session = await bulletinApi<SessionStatus>('GetSeansDurumu', lang);
    const ticker = await bulletinApi<TickerText>('GetKayanYazi', lang);
    const { page, consoleErrors } = await openPage({
      language: lang,
      viewport: TV,
      path: '/salon-ekrani?sure=3',
    });
    const screen = await new HallScreenPage(page, lang).ready();
    const date = classes[0]!.IslemTarih;
    // As many rows a page as fit (journey-hall-tv.test.ts checks that every row of every page is whole).
    const pages = await screen.pageCount(date);
    await screen.board(date, 1, pages).waitFor();
    const first = await screen.boardRows();
    expect(first.length).toBeGreaterThan(0);
    expect(first.map((r) => [r[0], readFigure(lang, r[1])])).toEqual(
      classes.slice(0, first.length).map((c) => [c.SinifAdi, figure(c.OrtFiyat, c.FiyatBirimi ?? '')]),
    );
    await screen.sessionState(session.Acik).waitFor();
    if (ticker.Metin) expect(await screen.ticker().textContent()).toBe(ticker.Metin);
    // Figures readable from five metres: 48 px and more.
    for (const selector of ['.hall-price', '.hall-change', '.hall-trade-price', '.hall-clock']) {
      const sizes = await screen.fontSizes(selector);
      expect(sizes.length, selector).toBeGreaterThan(0);
      expect(Math.min(...sizes), selector).toBeGreaterThanOrEqual(48);
    }
    // No frame around it: no navigation, no header of the site.
    expect(await page.getByRole('navigation').count()).toBe(0);
    if (pages > 1) await screen.board(date, 2, pages).waitFor({ timeout: 8000 });
    await page.screenshot({ path: `/tmp/hall-${lang}.png` });
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

describe('hall screen after an interruption', () => {
  it('keeps the last figures with a notice while cut off, then recovers by itself with fresh data', async () => {
    const { page } = await openPage({ viewport: TV, path: '/salon-ekrani' });
    const screen = await new HallScreenPage(page).ready();
    await screen.trades().first().waitFor();
    // Cut the page off the server: every API request (the live stream's reconnects too) fails.
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.route('**/config.json', (route) => route.abort('connectionrefused'));
    await screen.offline().waitFor({ timeout: 30_000 });
    expect(await screen.trades().count()).toBeGreaterThan(0);

    // Meanwhile the hall trades on.
    const no = `E2E-SALON-${Date.now()}`;
    await desk.register(no, '77.7777');
    await page.unrouteAll();
    const shown = await waitUntil(
      async () => (await screen.trades().allTextContents()).some((t) => t.includes('77,7777')),
      (found) => found,
      30_000,
    );
    expect(shown).toBe(true);
    await screen.offline().waitFor({ state: 'detached', timeout: 15_000 });
  });
});
