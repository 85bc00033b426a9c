import type { ArrivalRow, Card, CardCh, DayTotals, SessionStatus } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { OnlineHomePage } from '../pages/online-home-page';
import { bulletinApi } from '../support/api';
import { AXE_TEST_TIMEOUT, seriousViolations } from '../support/axe';
import { figure, readFigure } from '../support/figures';
import { type Lang, text } from '../support/i18n';
import { expectNoSidewaysScroll } from '../support/layout';
import { openPage, PHONE } from '../support/open-page';
import { expectCleanPage, screenInEachLanguage } from '../support/screen-test';

async function dayClassCards(lang: Lang, day: string): Promise<Card[]> {
  const crops = await bulletinApi<Card[]>('GetOnlineBultenAnaKart', lang);
  const animals = await bulletinApi<CardCh[]>('GetOnlineBultenAnaKartCH', lang);
  return [...crops, ...animals].filter((c) => c.Seviye === 'CLASS' && c.IslemTarih === day);
}

const nameOf = (c: Card) => c.SinifAdi ?? c.GrupAdi;

screenInEachLanguage(
  'online home',
  "shows the API's totals, movers, most traded and arrivals",
  { model: OnlineHomePage, path: '/online-anasayfa' },
  async (opened, lang) => {
    const { page, screen: home } = opened;
    const session = await bulletinApi<SessionStatus>('GetSeansDurumu', lang);
    const day = session.SonIslemGunu as string;
    const cards = await dayClassCards(lang, day);
    const changed = cards.filter((c) => c.DegisimYuzde !== null);
    const up = changed
      .filter((c) => (c.DegisimYuzde ?? 0) > 0)
      .sort((a, b) => (b.DegisimYuzde ?? 0) - (a.DegisimYuzde ?? 0))
      .slice(0, 5);
    const down = changed
      .filter((c) => (c.DegisimYuzde ?? 0) < 0)
      .sort((a, b) => (a.DegisimYuzde ?? 0) - (b.DegisimYuzde ?? 0))
      .slice(0, 5);
    const most = [...cards].sort((a, b) => b.Tutar - a.Tutar).slice(0, 5);
    if (up.length) expect(await home.names('onlineHome.up')).toEqual(up.map(nameOf));
    if (down.length) expect(await home.names('onlineHome.down')).toEqual(down.map(nameOf));
    expect(await home.names('onlineHome.mostTraded')).toEqual(most.map(nameOf));
    const amounts = await home.list('onlineHome.mostTraded').locator('.amount').allTextContents();
    expect(amounts.map((shown) => readFigure(lang, shown))).toEqual(most.map((c) => figure(c.Tutar, 'TL')));

    const [totals] = await bulletinApi<DayTotals[]>(`GetToplamIslemler/${day}`, lang);
    const tiles = home.totalTiles();
    await tiles.first().waitFor();
    expect(readFigure(lang, await tiles.first().textContent())).toEqual(figure(totals?.IslemSayisi ?? 0));

    const arrivals = await bulletinApi<ArrivalRow[]>(`GetGelenGunlukUrunler/${day}`, lang);
    if (arrivals.length > 0) {
      const caption = text(lang, 'onlineHome.arrivalsCaption', {
        shown: Math.min(10, arrivals.length),
        count: arrivals.length,
      });
      const table = page.getByRole('table', { name: caption, exact: true });
      await table.waitFor();
      expect(await table.locator('tbody tr').count()).toBe(Math.min(10, arrivals.length));
      expect(await table.locator('tbody tr th').first().textContent()).toContain(arrivals[0]?.UrunAdi);
    }
    expect(await home.region('onlineHome.modules').getByRole('link').count()).toBeGreaterThanOrEqual(8);
    await expectCleanPage(opened);
  },
);

describe('online home modules', () => {
  it(
    'home/:tip puts the chosen module first; an unknown tip says so',
    async () => {
      const { page } = await openPage({ viewport: PHONE, path: '/home/salon' });
      const title = `${text('tr', 'onlineHome.title')}: ${text('tr', 'hallSales.title')}`;
      const home = await new OnlineHomePage(page, 'tr', title).ready();
      const selected = home.region('onlineHome.selectedModule');
      await selected.getByRole('link', { name: text('tr', 'nav.hallSales'), exact: true }).waitFor();
      expect(await selected.getByRole('heading', { level: 3 }).textContent()).toBe(
        text('tr', 'hallSales.title'),
      );
      expect(
        await home.region('onlineHome.otherModules').getByText(text('tr', 'hallSales.title')).count(),
      ).toBe(0);
      await expectNoSidewaysScroll(page);
      expect(await seriousViolations(page)).toEqual([]);

      const defaultHome = new OnlineHomePage(page);
      await defaultHome.open('/home/yok');
      await page.getByText(text('tr', 'onlineHome.unknownModule', { tip: 'yok' })).waitFor();
      await defaultHome.open('/home');
    },
    AXE_TEST_TIMEOUT,
  );
});
