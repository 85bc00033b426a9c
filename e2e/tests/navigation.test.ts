import { describe, expect, it } from 'vitest';
import { ShellPage } from '../pages/shell-page';
import { TestPage } from '../pages/test-page';
import { seriousViolations } from '../support/axe';
import { text } from '../support/i18n';
import { openPage, openScreen, PHONE } from '../support/open-page';
import { waitUntil } from '../support/wait';

/** A short phone: every screen scrolls. */
const SHORT_PHONE = { ...PHONE, height: 640 };

describe('navigation', () => {
  it('scrolls to the top on every navigation (phone drawer included)', async () => {
    const { page, screen: testPage } = await openScreen(TestPage, {
      viewport: SHORT_PHONE,
      path: TestPage.path,
    });
    // A tall body makes every screen scrollable, so a kept position would show.
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px';
      window.scrollTo(0, 1500);
    });
    expect(await testPage.shell.scrollY()).toBeGreaterThan(1000);
    await testPage.shell.navigate('nav.priceArchive');
    await testPage.shell.waitForTitle(text('tr', 'priceArchive.title'));
    expect(await testPage.shell.scrolledToTop()).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 1500));
    await testPage.shell.navigate('nav.turib');
    await testPage.shell.waitForTitle(text('tr', 'turib.title'));
    expect(await testPage.shell.scrolledToTop()).toBe(0);
  });

  it('marks the shown area, and only it, as the current page in the navigation', async () => {
    const { page } = await openPage({ path: '/fiyat-arsivi' });
    const shell = new ShellPage(page);
    await shell.ready();
    expect(await shell.currentNavEntries()).toEqual([text('tr', 'nav.priceArchive')]);
    await shell.navigate('nav.turib');
    await shell.waitForTitle(text('tr', 'turib.title'));
    expect(
      await waitUntil(
        () => shell.currentNavEntries(),
        (names) => names[0] === text('tr', 'nav.turib'),
      ),
    ).toEqual([text('tr', 'nav.turib')]);
  });

  it("reloads the page's data when the current URL is opened again, and scrolls to the top", async () => {
    const {
      page,
      requests,
      screen: testPage,
    } = await openScreen(TestPage, { viewport: SHORT_PHONE, path: TestPage.path });
    await testPage.healthStatus().waitFor();
    const healthCalls = () => requests.filter((r) => new URL(r.url()).pathname === '/api/health').length;
    const tickerCalls = () => requests.filter((r) => r.url().includes('GetKayanYazi')).length;
    const before = { health: healthCalls(), ticker: tickerCalls() };
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await testPage.shell.scrollY()).toBeGreaterThan(0);
    await testPage.reopenLink().click();
    expect(
      await waitUntil(
        async () => healthCalls(),
        (n) => n > before.health,
      ),
    ).toBe(before.health + 1);
    expect(await testPage.shell.scrolledToTop()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/deneme-sayfa');
    expect(tickerCalls()).toBe(before.ticker);
  });

  it('scrolls to #anchor targets, from a link and on a fresh load', async () => {
    const { page, screen: testPage } = await openScreen(TestPage, {
      viewport: SHORT_PHONE,
      path: TestPage.path,
    });
    await testPage.contentsLink('api-sagligi').click();
    expect(new URL(page.url()).hash).toBe('#api-sagligi');
    const inView = async (section: string) => {
      const box = await testPage.sectionHeading(section).boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= SHORT_PHONE.height;
    };
    expect(await waitUntil(() => inView('api-sagligi'), Boolean)).toBe(true);
    expect(await testPage.shell.scrollY()).toBeGreaterThan(300);

    await page.goto('/deneme-sayfa#sayisal-giris');
    expect(await waitUntil(() => inView('sayisal-giris'), Boolean)).toBe(true);
    expect(await testPage.shell.scrollY()).toBeGreaterThan(200);
  });

  it('opens every area from the phone drawer and closes it', async () => {
    // Not the dashboard: axe reads the page under the drawer, and this test is about the drawer.
    const { page } = await openPage({ viewport: SHORT_PHONE, path: TestPage.path });
    const shell = new ShellPage(page);
    await shell.ready();
    expect(await shell.mainNav().isVisible()).toBe(false);
    await shell.menuButton().click();
    const drawer = shell.dialog(text('tr', 'nav.menu'));
    await drawer.waitFor();
    expect(await shell.mainNav().getByRole('link').count()).toBe(15);
    expect(await seriousViolations(page)).toEqual([]);
    await shell
      .mainNav()
      .getByRole('link', { name: text('tr', 'nav.latestTrades') })
      .click();
    await shell.waitForTitle(text('tr', 'latestTrades.title'));
    await drawer.waitFor({ state: 'hidden' });
  });

  it('starts keyboard users at a skip link that moves focus to the main content', async () => {
    const { page } = await openPage({ path: '/fiyat-arsivi' });
    const shell = new ShellPage(page);
    await shell.ready();
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(await focused()).toBe(text('tr', 'app.skipToContent'));
    await page.keyboard.press('Enter');
    expect(
      await waitUntil(
        () => page.evaluate(() => document.activeElement?.id ?? ''),
        (id) => id === 'main',
      ),
    ).toBe('main');
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => document.activeElement?.closest('main') !== null);
    expect(next).toBe(true);
  });
});
