import type { Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ShellPage } from '../pages/shell-page';
import { SignInPage } from '../pages/sign-in-page';
import { E2E_USERS } from '../support/fixtures';
import { text } from '../support/i18n';
import { openPage, waitForAppStart } from '../support/open-page';
import { renderedLanguage } from '../support/page-state';
import { KEYS, paramKey, readStorage, tokenClaims, withClaims } from '../support/storage';
import { waitUntil } from '../support/wait';

const path = (request: Request) => new URL(request.url()).pathname;
const isSignIn = (request: Request) => path(request).endsWith('/KullaniciGirisYap');
const member = () => ({ ...E2E_USERS.member, memberCode: inject('e2e').memberCode });

describe('service session', () => {
  it('signs in with the service account, keeps both tokens and sends the right one with Lang/langid', async () => {
    // A page rendered in the browser: a server-rendered one carries its data and translations.
    const { page, requests } = await openPage({ path: '/deneme-sayfa' });
    const shell = new ShellPage(page);
    await shell.ready();
    await shell.ticker().waitFor();
    const storage = await readStorage(page);
    const defaultToken = storage[KEYS.defaultToken]!;
    const onlineToken = storage[KEYS.onlineToken]!;
    expect(defaultToken.split('.')).toHaveLength(3);
    expect(onlineToken.split('.')).toHaveLength(3);
    expect(onlineToken).not.toBe(defaultToken);
    expect(tokenClaims(defaultToken)).toMatchObject({
      KullaniciTipId: 1,
      IsAdmin: 'False',
      IsSuperAdmin: 'False',
    });

    const flow = requests.filter((r) => path(r).includes('/Authentication/KullaniciGiris/')).map(path);
    expect(flow).toEqual([
      '/api/v1/Authentication/KullaniciGiris/KullaniciGirisYap',
      '/api/v1/Authentication/KullaniciGiris/OAuthToken',
      '/api/v1/Authentication/KullaniciGiris/StatuDegistir',
    ]);
    const login = requests.find(isSignIn)!;
    expect(login.postDataJSON()).toMatchObject({ KullaniciAdi: 'bulten-web', Source: 'web' });
    expect(await login.headerValue('authorization')).toBeNull();
    const status = requests.find((r) => path(r).endsWith('/StatuDegistir'))!;
    expect(await status.headerValue('authorization')).toBe(`Bearer ${onlineToken}`);
    expect(status.postDataJSON()).toMatchObject({ statuTipi: 1 });

    const api = requests.filter((r) => path(r).startsWith('/api/v1/CMS/'));
    expect(api.length).toBeGreaterThanOrEqual(3);
    for (const request of api) {
      expect(await request.headerValue('authorization'), path(request)).toBe(`Bearer ${defaultToken}`);
      expect(await request.headerValue('lang')).toBe('tr');
      expect(await request.headerValue('langid')).toBe('1');
    }
    const translations = requests.find((r) => path(r) === '/assets/i18n/tr.json')!;
    expect(await translations.headerValue('langid')).toBe('1');
  });

  it('keeps a valid token and signs in again for an expired or "null" one', async () => {
    const first = await openPage({ path: '/turib' });
    const valid = await waitUntil(async () => (await readStorage(first.page))[KEYS.defaultToken], Boolean);
    if (!valid) throw new Error('the service sign-in stored no token');
    await first.context.close();
    const expired = withClaims(valid, { exp: Math.floor(Date.now() / 1000) - 60 });

    for (const [stored, signsIn] of [
      [valid, false],
      [expired, true],
      ['null', true],
    ] as const) {
      const { page, requests } = await openPage({ storage: { [KEYS.defaultToken]: stored }, path: '/turib' });
      const shell = new ShellPage(page);
      await shell.ready();
      await shell.ticker().waitFor();
      expect(requests.some(isSignIn), stored.slice(-12)).toBe(signsIn);
      const now = (await readStorage(page))[KEYS.defaultToken]!;
      expect(now === stored).toBe(!signsIn);
      expect(Number(tokenClaims(now).exp)).toBeGreaterThan(Date.now() / 1000);
    }
  });

  it('switches language, storing language and langid, and keeps it across reloads', async () => {
    const { page, requests } = await openPage({ path: '/fiyat-arsivi' });
    const tr = new ShellPage(page, 'tr');
    await tr.ready();
    await Promise.all([page.waitForEvent('load'), tr.languageButton().click()]);
    const en = new ShellPage(page, 'en');
    await en.waitForTitle(text('en', 'priceArchive.title'));
    expect(await en.documentLang()).toBe('en');
    const storage = await readStorage(page);
    expect([storage[KEYS.language], storage[KEYS.langId]]).toEqual(['en', '2']);
    const beforeReload = requests.length;
    await page.reload();
    await waitForAppStart(page);
    await en.waitForTitle(text('en', 'priceArchive.title'));
    expect(await en.documentLang()).toBe('en');
    // The archive is server-rendered: in English (the language cookie), with English texts and data in the
    // page; the app starts with the English file (headers and translation requests: the first test).
    expect(await renderedLanguage(page)).toBe('en');
    const afterReload = requests.slice(beforeReload).map(path);
    expect(afterReload).not.toContain('/assets/i18n/tr.json');
    expect(afterReload).toContain('/assets/i18n/en.json');

    await Promise.all([page.waitForEvent('load'), en.languageButton().click()]);
    await tr.waitForTitle(text('tr', 'priceArchive.title'));
    expect((await readStorage(page))[KEYS.langId]).toBe('1');
  });
});

describe('member session', () => {
  it('uses the online-bulletin token for GetUserApp and the default token elsewhere', async () => {
    const { page, requests } = await openPage({ path: SignInPage.path });
    await new SignInPage(page).signIn(member());
    const shell = new ShellPage(page);
    await shell.open('/kullanici-bulten');
    await page.getByRole('list', { name: text('tr', 'memberArea.modules') }).waitFor();
    const storage = await readStorage(page);
    expect(tokenClaims(storage[KEYS.defaultToken]).KullaniciTipId).toBe(2);
    const apps = requests.filter((r) => path(r).endsWith('/GetUserApp')).at(-1)!;
    expect(await apps.headerValue('authorization')).toBe(`Bearer ${storage[KEYS.onlineToken]}`);
    const own = requests.filter((r) => path(r).endsWith('/GetOwnUser')).at(-1)!;
    expect(await own.headerValue('authorization')).toBe(`Bearer ${storage[KEYS.defaultToken]}`);
    const user = JSON.parse(storage[KEYS.userInfo]!);
    expect(user).toMatchObject({
      KullaniciAdi: member().username,
      Rol: 'member',
      UyeKodu: member().memberCode,
    });
  });

  it('logout clears all local storage, goes to / and reloads', async () => {
    const { page } = await openPage({ path: SignInPage.path });
    await new SignInPage(page).signIn(member());
    const shell = new ShellPage(page);
    await shell.open('/fiyat-arsivi');
    await page.evaluate((key) => {
      localStorage.setItem(key, 'x');
      localStorage.setItem('profile_photo', 'data:,');
    }, paramKey('e2e_sentinel'));
    const before = await readStorage(page);
    expect(before[KEYS.userInfo]).toBeDefined();
    await Promise.all([page.waitForEvent('load'), shell.logoutButton().click()]);
    expect(new URL(page.url()).pathname).toBe('/');
    await shell.memberSignInLink().waitFor();
    // The server-rendered `/` starts its app (and with it the service sign-in) at the first interaction.
    await waitForAppStart(page);
    const after = await readStorage(page);
    for (const key of [paramKey('e2e_sentinel'), KEYS.profilePhoto, KEYS.userInfo, KEYS.signedInBefore]) {
      expect(after[key], key).toBeUndefined();
    }
    // The public page signs in again with the service account: a new, non-personal token.
    const token = await waitUntil(async () => (await readStorage(page))[KEYS.defaultToken], Boolean);
    expect(token).not.toBe(before[KEYS.defaultToken]);
    expect(tokenClaims(token).KullaniciTipId).toBe(1);
  });
});
