import { describe, expect, it } from 'vitest';
import { BasisPage } from '../pages/basis-page';
import { BulletinPage } from '../pages/bulletin-page';
import { DashboardPage } from '../pages/dashboard-page';
import { LotLookupPage } from '../pages/lot-lookup-page';
import { PriceArchivePage } from '../pages/price-archive-page';
import { ShellPage } from '../pages/shell-page';
import { TableLayout } from '../pages/table-layout';
import { TransactionsPage } from '../pages/transactions-page';
import { AXE_TEST_TIMEOUT } from '../support/axe';
import { type Lang, text } from '../support/i18n';
import { expectNoSidewaysScroll } from '../support/layout';
import { hallLot } from '../support/lots';
import { type OpenedPage, openPage, openScreen, PHONE } from '../support/open-page';
import { expectCleanPage } from '../support/screen-test';

/** What every screen of the journey must be at 360 px: no sideways page, every table usable, axe clean. */
async function expectUsableOnPhone(opened: OpenedPage, lang: Lang = 'tr') {
  const layouts = await new TableLayout(opened.page, lang).expectEveryTableUsable();
  await expectNoSidewaysScroll(opened.page);
  await expectCleanPage(opened);
  return layouts;
}

// A farmer on a 360 px phone, in Turkish: the day's prices, one product's history, the archive, the latest
// trades and their own lot, each table read and each button pressed where the thumb is.
describe('a farmer on a 360 px phone', () => {
  it(
    'home: the day’s totals as cards, the latest trades scrolling under their times; the menu closes on its way to the bulletin',
    async () => {
      const opened = await openScreen(DashboardPage, { path: '/', viewport: PHONE });
      expect(await expectUsableOnPhone(opened)).toEqual(['cards', 'scroll']);
      const shell = new ShellPage(opened.page);
      const menu = await shell.openMenu();
      await menu.getByRole('link', { name: text('tr', 'nav.dailyBulletin'), exact: true }).click();
      await shell.waitForTitle(text('tr', 'dailyBulletin.title'));
      await menu.waitFor({ state: 'hidden' });
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    'daily bulletin: figures scroll under the fixed names with a cue, the change column is whole; a name opens the product',
    async () => {
      const opened = await openScreen(BulletinPage, { path: '/online-bulten', viewport: PHONE });
      const layouts = await expectUsableOnPhone(opened);
      expect(layouts[0]).toBe('scroll');
      const table = opened.page.getByRole('main').getByRole('table').first();
      const product = table.locator('tbody tr.level-product').first().getByRole('link');
      const name = (await product.textContent())?.trim() ?? '';
      await product.click();
      await opened.page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
      // The product page: its days, lots and corrections as cards, nothing sideways.
      for (const layout of await expectUsableOnPhone(opened)) expect(layout).toBe('cards');
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    'price archive: the days scroll under their fixed dates with a cue; paging and downloads are in reach',
    async () => {
      const opened = await openScreen(PriceArchivePage, { path: '/fiyat-arsivi', viewport: PHONE });
      expect(await expectUsableOnPhone(opened)).toEqual(['scroll']);
      const layout = new TableLayout(opened.page);
      await layout.expectReachable(opened.screen.nextPage());
      for (const link of await opened.page
        .getByRole('main')
        .getByRole('link', { name: /CSV|XLSX/ })
        .all())
        await layout.expectReachable(link);
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    'latest trades: the trades scroll under their fixed first column with a cue',
    async () => {
      const opened = await openScreen(TransactionsPage, { path: '/son-islemler', viewport: PHONE });
      expect(await expectUsableOnPhone(opened)).toEqual(['scroll']);
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    'lot lookup: their lot’s figures and the session’s lots of the class, readable',
    async () => {
      const lot = await hallLot('tr');
      const opened = await openPage({ path: '/lot-sorgula', viewport: PHONE });
      const screen = await new LotLookupPage(opened.page).ready();
      await screen.lookUp(lot.no, lot.code);
      await screen.lotHeading(lot.no).waitFor();
      expect(await expectUsableOnPhone(opened)).toEqual(['scroll']);
    },
    AXE_TEST_TIMEOUT,
  );
});

describe('the farmer’s English spot checks at 360 px', () => {
  it(
    'the daily bulletin says in English that it scrolls; the basis board shows each class as a labelled card',
    async () => {
      const bulletin = await openScreen(BulletinPage, {
        path: '/online-bulten',
        language: 'en',
        viewport: PHONE,
      });
      expect((await expectUsableOnPhone(bulletin, 'en'))[0]).toBe('scroll');
      const table = bulletin.page.getByRole('main').getByRole('table').first();
      expect(await new TableLayout(bulletin.page, 'en').scrollCue(table).textContent()).toBe(
        'Scroll sideways →',
      );

      const basis = await openScreen(BasisPage, { path: '/baz', language: 'en', viewport: PHONE });
      expect(await expectUsableOnPhone(basis, 'en')).toEqual(['cards']);
    },
    AXE_TEST_TIMEOUT,
  );
});
