import { describe, expect, inject, it } from 'vitest';
import { ShellPage } from '../pages/shell-page';
import { type Lang, text } from '../support/i18n';
import { DESKTOP, openPage, PHONE } from '../support/open-page';

/**
 * Every route of the specification with the title key its screen shows, or null where the screen titles
 * itself from its data (a product's, lot's or module's name).
 */
/** What Chromium logs for a page answered 404. */
const DOCUMENT_404 = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

function routes(): ReadonlyArray<[path: string, titleKey: string | null]> {
  const { crop, liveAnimal } = inject('e2e').products;
  return [
    ['/', 'dashboard.title'],
    ['/online-bulten-dashboard', 'dashboard.title'],
    ['/home', null],
    ['/home/salon', null],
    ['/online-anasayfa', null],
    ['/online-islemler-detay', 'onlineTrades.title'],
    ['/salon-satis', 'hallSales.title'],
    ['/salon-satis-liste', 'hallLots.title'],
    ['/salon-satis-listesi', 'hallSessions.title'],
    ['/deneme-sayfa', 'testPage.title'],
    ['/online-bulten', 'dailyBulletin.title'],
    [`/online-bulten/${crop}`, null],
    ['/online-bulten-ch', 'liveAnimalBulletin.title'],
    [`/online-bulten-ch/${liveAnimal}`, null],
    ['/salon-satis-detay', null],
    [`/salon-satis-detay/${crop}`, null],
    ['/salon-satis-detay-ch', null],
    [`/salon-satis-detay-ch/${liveAnimal}`, null],
    ['/borsa-satis-raporu', 'salesReport.title'],
    ['/fiyat-arsivi', 'priceArchive.title'],
    ['/son-islemler', 'latestTrades.title'],
    ['/turib', 'turib.title'],
    ['/uye-girisi', 'signIn.title'],
    ['/kullanici-bulten', 'memberArea.title'],
    ['/lot-sorgula', 'lotLookup.title'],
    ['/baz', 'basis.title'],
    ['/bolge', 'regional.title'],
  ];
}

describe.each([
  ['tr', PHONE],
  ['en', DESKTOP],
] as const)('every route in %s', (lang: Lang, viewport) => {
  it(`loads with its title, lang="${lang}", no console error and no sideways scroll at ${viewport.width} px`, async () => {
    const { page, consoleErrors, failedResponses } = await openPage({ language: lang, viewport });
    const shell = new ShellPage(page, lang);
    for (const [path, titleKey] of routes()) {
      await page.goto(path);
      if (titleKey) await shell.waitForTitle(text(lang, titleKey));
      else await shell.heading().waitFor();
      expect((await shell.heading().textContent())?.trim(), path).not.toBe('');
      expect(await shell.heading().textContent(), path).not.toBe(text(lang, 'errorPage.notFoundTitle'));
      expect(await shell.documentLang(), path).toBe(lang);
      expect(await shell.scrollsSideways(), path).toBe(false);
      expect(new URL(page.url()).pathname, path).toBe(path);
    }
    await shell.ticker().waitFor();
    expect(consoleErrors, failedResponses.join('; ')).toEqual([]);
  });

  it('answers unknown paths 404 and shows the "page not found" error page', async () => {
    const { page, consoleErrors } = await openPage({ language: lang, viewport });
    const shell = new ShellPage(page, lang);
    const paths = ['/olmayan-sayfa', '/online-bulten/1/2', '/salon-satis-detay/x/y'];
    for (const path of paths) {
      expect([path, (await page.goto(path))?.status()]).toEqual([path, 404]);
      await shell.waitForTitle(text(lang, 'errorPage.notFoundTitle'));
      expect(new URL(page.url()).pathname).toBe('/hata/404');
      await page.getByText(text(lang, 'errorPage.notFoundText')).waitFor();
    }
    await page.getByRole('link', { name: text(lang, 'errorPage.home') }).click();
    await shell.waitForTitle(text(lang, 'dashboard.title'));
    // The browser notes each 404 page it was answered; nothing else.
    expect(consoleErrors).toEqual(paths.map(() => DOCUMENT_404));
  });
});
