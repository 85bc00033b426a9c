import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { KvkkDialog } from '../pages/kvkk-dialog';
import { ShellPage } from '../pages/shell-page';
import { SignInPage } from '../pages/sign-in-page';
import { E2E_USERS } from '../support/fixtures';
import { type Lang, text } from '../support/i18n';
import { openPage, openScreen } from '../support/open-page';
import { KEYS, paramKey, readStorage, writeStorage } from '../support/storage';

const member = () => ({ ...E2E_USERS.member, memberCode: inject('e2e').memberCode });
const SENTINEL = paramKey('e2e_sentinel');

function errorBody(code: string, message: string) {
  return { error: { code, message }, Message: message };
}

/** Resolves when the page loads again (a reload). */
function nextLoad(page: Page): Promise<unknown> {
  return page.waitForEvent('load', { timeout: 10_000 });
}

describe('error catalogue', () => {
  it("login failure: the server's Message as an error toast, and local storage cleared", async () => {
    const { page, screen: signIn } = await openScreen(SignInPage, { path: SignInPage.path });
    await writeStorage(page, { [SENTINEL]: '1' });
    await signIn.submit(member(), { password: 'Yanlis-Parola-123' });
    const toast = signIn.shell.toasts().filter({ hasText: 'Kullanıcı adı veya şifre hatalı.' });
    await toast.waitFor();
    expect((await readStorage(page))[SENTINEL]).toBeUndefined();
  });

  it('a login answer without a token: the translated "error occurred during the operation"', async () => {
    const { page, screen: signIn } = await openScreen(SignInPage, { path: SignInPage.path });
    await signIn.shell.ticker().waitFor();
    await page.route('**/KullaniciGirisYap', (route) =>
      route.fulfill({
        json: { token: null, otpRequired: false, requestId: 'e2e-request-id', phoneHint: null },
      }),
    );
    await signIn.submit(member());
    await signIn.shell
      .toasts()
      .filter({ hasText: text('tr', 'errors.LOGIN_WITHOUT_TOKEN') })
      .waitFor();
    expect(text('tr', 'errors.LOGIN_WITHOUT_TOKEN')).toBe('İşlem sırasında bir hata oluştu.');
  });

  for (const lang of ['tr', 'en'] as const) {
    it(`unreadable user info (${lang}): the "${text(lang, 'dialog.errorTitle')}" dialog whose only button ends the session`, async () => {
      const { page } = await openPage({
        language: lang,
        storage: { [KEYS.userInfo]: '{bozuk', [SENTINEL]: '1' },
        path: '/fiyat-arsivi',
      });
      const shell = new ShellPage(page, lang);
      const dialog = shell.dialog(text(lang, 'dialog.errorTitle'));
      await dialog.waitFor();
      await dialog.getByText(text(lang, 'session.userInfoUnreadable')).waitFor();
      const buttons = dialog.getByRole('button');
      expect(await buttons.allTextContents()).toEqual([text(lang, 'session.endSession')]);
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
      expect(await dialog.isVisible()).toBe(true);
      await Promise.all([nextLoad(page), buttons.click()]);
      expect(new URL(page.url()).pathname).toBe('/');
      // Ending the session empties local storage, the stored language included: Turkish again.
      await new ShellPage(page, 'tr').waitForTitle(text('tr', 'dashboard.title'));
      const storage = await readStorage(page);
      expect(storage[KEYS.userInfo]).toBeUndefined();
      expect(storage[SENTINEL]).toBeUndefined();
    });
  }

  it('KVKK check failure: an error dialog with the translated message, then a reload', async () => {
    const { page } = await openPage({ path: SignInPage.path });
    await page.route('**/KvkkMaster/OnaysizKontrol/**', (route) =>
      route.fulfill({ status: 403, json: errorBody('FORBIDDEN', 'server text, not shown') }),
    );
    const signIn = await new SignInPage(page).ready();
    await signIn.submit(member());
    const dialog = signIn.shell.dialog(text('tr', 'dialog.errorTitle'));
    await dialog.getByText(text('tr', 'errors.FORBIDDEN')).waitFor();
    await Promise.all([
      nextLoad(page),
      dialog.getByRole('button', { name: text('tr', 'dialog.ok') }).click(),
    ]);
  });

  it('KVKK approval failure: the translated general error dialog, then a reload', async () => {
    for (const lang of ['tr', 'en'] as Lang[]) {
      const { page } = await openPage({ language: lang, path: SignInPage.path });
      await page.route('**/KvkkMaster/OnaysizKontrol/**', (route) => route.fulfill({ json: { sonuc: 0 } }));
      await page.route('**/KvkkMaster/Create', (route) =>
        route.fulfill({ status: 500, json: errorBody('INTERNAL', 'x') }),
      );
      const signIn = await new SignInPage(page, lang).ready();
      await signIn.submit(member());
      const kvkk = new KvkkDialog(page, lang);
      await kvkk.approveButton().click();
      const dialog = signIn.shell.dialog(text(lang, 'dialog.errorTitle'));
      await dialog.getByText(text(lang, 'errors.general')).waitFor();
      expect(await kvkk.dialog().count()).toBe(0);
      await Promise.all([
        nextLoad(page),
        dialog.getByRole('button', { name: text(lang, 'dialog.ok') }).click(),
      ]);
    }
  });
});
