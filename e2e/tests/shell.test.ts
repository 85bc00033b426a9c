import { cmsEndpoints } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { ShellPage } from '../pages/shell-page';
import { TestPage } from '../pages/test-page';
import { apiSignIn, setTicker } from '../support/api';
import { seriousViolations } from '../support/axe';
import { E2E_USERS } from '../support/fixtures';
import { text } from '../support/i18n';
import { openPage, openScreen, waitForAppStart, waitForServiceSignIn } from '../support/open-page';
import { paramKey, readStorage } from '../support/storage';
import { waitUntil } from '../support/wait';

describe('header and footer', () => {
  it('show the exchange name and logo from the runtime config, and the KVKK text', async () => {
    const { page } = await openPage({ path: '/' });
    const shell = new ShellPage(page);
    await shell.ready();
    const config = (await (await page.request.get('/config.json')).json()) as {
      exchangeName: string;
      exchangeLogo: string;
    };
    const brand = page.getByRole('banner').getByRole('link', { name: config.exchangeName });
    await brand.waitFor();
    expect(await brand.locator('img').getAttribute('src')).toBe(config.exchangeLogo);
    await shell.footerKvkkLink().click();
    const dialog = shell.dialog(text('tr', 'footer.kvkk'));
    await dialog.getByRole('heading', { level: 3 }).waitFor();
    await dialog.getByRole('button', { name: text('tr', 'dialog.ok') }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('ticker', () => {
  it('shows the API text and colour, pauses, and updates live when staff change it', async () => {
    const { page } = await openPage({ path: '/' });
    const shell = new ShellPage(page);
    await shell.ready();
    const ticker = shell.ticker();
    await ticker.waitFor();
    expect(await ticker.locator('[aria-live="off"]').count()).toBe(1);
    expect((await ticker.textContent())?.length).toBeGreaterThan(10);
    await shell.tickerToggle().click();
    expect(await shell.tickerToggle().getAttribute('aria-pressed')).toBe('true');
    expect(await shell.tickerToggle().textContent()).toBe(text('tr', 'ticker.resume'));

    const token = await apiSignIn(E2E_USERS.admin);
    const line = `E2E duyurusu ${Date.now()}`;
    await setTicker(token, line, 'E2E notice', '#c92a2a');
    await ticker.getByText(line).waitFor({ timeout: 5000 });
    const background = await ticker.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(201, 42, 42)');
    await setTicker(token, '', '', '#0b5a4a');
  });
});

describe('start-up of a server-rendered page', () => {
  it("reads nothing but the service sign-in and loads no contract: the page brought its data, the start-up dialogs' too", async () => {
    const { page, requests } = await openPage({ startupDialogs: 'shown', path: '/' });
    const shell = new ShellPage(page);
    await shell.ready();
    // A first visit: the intro opens from the page's own data.
    await shell.dialog(text('tr', 'intro.title')).waitFor();
    await page.waitForTimeout(1000);
    const api = requests.map((r) => new URL(r.url()).pathname).filter((path) => path.startsWith('/api/'));
    expect(api.filter((path) => !/\/KullaniciGiris\/|\/Canli\/Akis$/.test(path))).toEqual([]);
    // The contract (zod and the schemas) loads with the first API read, which this page never made.
    expect(
      requests
        .map((r) => r.url())
        .filter((url) => /\/assets\/(zod|account-schemas|market-schemas)-/.test(url)),
    ).toEqual([]);
  });
});

describe('a server-rendered page before its first interaction', () => {
  it('loads no script but its loader, which shows the intro, until a key is pressed; then starts the app', async () => {
    const { page, requests } = await openPage({ startupDialogs: 'shown' });
    await page.goto('/');
    await new ShellPage(page).ready();
    // The loader's live stream opens once the page has loaded: the page is complete by then.
    await waitUntil(async () => requests.some((r) => r.url().endsWith('/Canli/Akis')), Boolean, 20_000);
    const scripts = () => requests.map((r) => new URL(r.url()).pathname).filter((p) => p.endsWith('.js'));
    expect(scripts()).toEqual(['/boot.js']);
    // A first visit: the loader shows the intro from the page's data, the app still not started.
    await new ShellPage(page).dialog(text('tr', 'intro.title')).waitFor();
    expect(await page.locator('html[data-started]').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await waitForAppStart(page);
    await waitForServiceSignIn(page);
    expect(scripts().length).toBeGreaterThan(1);
  });

  it('starts the app at a live event, which then shows the new figures', async () => {
    const { page } = await openPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto('/');
    const shell = new ShellPage(page);
    await shell.ready();
    await waitUntil(async () => requests.includes('/api/v1/Canli/Akis'), Boolean, 20_000);
    const token = await apiSignIn(E2E_USERS.admin);
    const line = `E2E canlı ${Date.now()}`;
    await setTicker(token, line, 'E2E live', '#0b5a4a');
    await page.waitForSelector('html[data-started="true"]', { state: 'attached' });
    await shell.ticker().getByText(line).first().waitFor({ timeout: 10_000 });
    await setTicker(token, '', '', '#0b5a4a');
  });

  it('replays a click on a button that started the app', async () => {
    const { page } = await openPage();
    await page.goto('/');
    const shell = new ShellPage(page);
    await shell.ready();
    await shell.tickerToggle().click();
    await shell.ticker().locator('button[aria-pressed="true"]').waitFor();
  });
});

describe('intro', () => {
  // The home page with the startup dialogs on, once its intro dialog shows.
  async function introShown() {
    const { page } = await openPage({ startupDialogs: 'shown', path: '/' });
    const shell = new ShellPage(page);
    await shell.ready();
    const dialog = shell.dialog(text('tr', 'intro.title'));
    await dialog.waitFor();
    return { page, shell, dialog };
  }

  it('shows once per content version', async () => {
    const { page, shell, dialog } = await introShown();
    await dialog.getByRole('button', { name: text('tr', 'dialog.ok') }).click();
    await dialog.waitFor({ state: 'detached' });
    const version = await waitUntil(
      async () => (await readStorage(page))[paramKey('intro_version')],
      Boolean,
    );
    expect(Number(version)).toBeGreaterThan(0);
    await page.reload();
    await shell.ticker().waitFor();
    await page.waitForTimeout(800);
    expect(await dialog.count()).toBe(0);
  });

  it('takes the focus without trapping the page, and Escape closes it', async () => {
    const { page, dialog } = await introShown();
    await waitUntil(async () => dialog.evaluate((el) => el.contains(document.activeElement)), Boolean);
    // Not modal: the page behind it stays in the accessibility tree (nothing made inert).
    expect(await page.locator('[inert]').count()).toBe(0);
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(Number((await readStorage(page))[paramKey('intro_version')])).toBeGreaterThan(0);
  });

  it('stays off when the module option intro.enabled is false', async () => {
    // A page rendered in the browser: a server-rendered one carries the module options its server read.
    const { page, requests } = await openPage({
      startupDialogs: 'shown',
      path: '/deneme-sayfa',
      prepare: (blank) =>
        blank.route(`**${cmsEndpoints.GetModulOptions.paths[0]}`, (route) =>
          route.fulfill({ json: [{ Modul: 'intro', Anahtar: 'enabled', Deger: false }] }),
        ),
    });
    const shell = new ShellPage(page);
    await shell.ready();
    await shell.ticker().waitFor();
    await page.waitForTimeout(800);
    expect(await shell.dialog(text('tr', 'intro.title')).count()).toBe(0);
    expect(requests.some((r) => r.url().includes('/GetValues/intro/content'))).toBe(false);
  });
});

describe('accessibility', () => {
  for (const language of ['tr', 'en'] as const) {
    it(`has no serious or critical axe violation on the shell pages (${language})`, {
      timeout: 120_000,
    }, async () => {
      const { page } = await openPage({ language });
      const shell = new ShellPage(page, language);
      for (const path of ['/', '/deneme-sayfa', '/uye-girisi', '/hata/404']) {
        await shell.open(path);
        await shell.ticker().waitFor();
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });

    // A first visit: the start-up dialog (the intro) is open over the page, close button included.
    it(`has no serious or critical axe violation with the start-up dialog open (${language})`, async () => {
      const { page } = await openPage({ language, startupDialogs: 'shown', path: '/uye-girisi' });
      const shell = new ShellPage(page, language);
      await shell.dialog(text(language, 'intro.title')).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  it('shows a visible focus ring on keyboard focus', async () => {
    const { page, screen: testPage } = await openScreen(TestPage, { path: TestPage.path });
    await testPage.toastButton('success').focus();
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return { width: style.outlineWidth, style: style.outlineStyle };
    });
    expect(outline.style).not.toBe('none');
    expect(Number.parseFloat(outline.width)).toBeGreaterThanOrEqual(2);
  });
});
