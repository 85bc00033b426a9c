import { describe, expect, inject, it } from 'vitest';
import { KvkkDialog } from '../pages/kvkk-dialog';
import { SignInPage } from '../pages/sign-in-page';
import { seriousViolations } from '../support/axe';
import { latestSmsCode } from '../support/database';
import { E2E_USERS } from '../support/fixtures';
import { text } from '../support/i18n';
import { openPage } from '../support/open-page';
import { KEYS, readStorage, tokenClaims } from '../support/storage';
import { waitUntil } from '../support/wait';

describe('member sign-in', () => {
  it('is not offered as a form on public pages, only as the header link', async () => {
    const { page } = await openPage({ path: '/' });
    const signIn = new SignInPage(page);
    await signIn.shell.ready();
    expect(await page.getByRole('form').count()).toBe(0);
    expect(await page.getByLabel(text('tr', 'signIn.password')).count()).toBe(0);
    await signIn.shell.memberSignInLink().click();
    await signIn.shell.waitForTitle(text('tr', 'signIn.title'));
    expect(await page.getByRole('form', { name: text('tr', 'signIn.formLabel') }).count()).toBe(1);
  });

  it('asks for the SMS code, then stores the user object and remembers the member code and user name', async () => {
    const { page } = await openPage({ path: SignInPage.path });
    const { memberCode, databaseFile } = inject('e2e');
    const user = { ...E2E_USERS.sms, memberCode };
    const signIn = await new SignInPage(page).ready();
    const before = latestSmsCode(databaseFile, user.phone);
    await signIn.submit(user, { remember: true });
    await signIn.smsCodeField().waitFor();
    const code = await waitUntil(
      async () => latestSmsCode(databaseFile, user.phone),
      (c) => c !== null && c !== before,
    );
    expect(code).toMatch(/^\d{6}$/);
    await signIn.submitSmsCode(code!);
    await signIn.shell.logoutButton().waitFor();
    await new KvkkDialog(page).approve();
    const storage = await readStorage(page);
    expect(JSON.parse(storage[KEYS.userInfo]!)).toMatchObject({
      KullaniciAdi: user.username,
      UyeKodu: memberCode,
      SmsDogrulama: true,
    });
    expect(JSON.parse(storage[KEYS.rememberMe]!)).toEqual({ memberCode, username: user.username });
    expect(storage[KEYS.rememberMe]).not.toContain(user.password);
    expect(storage[KEYS.signedInBefore]).toBe('true');
    expect(tokenClaims(storage[KEYS.defaultToken]).KullaniciTipId).toBe(2);
  });
});

describe('KVKK', () => {
  it('cannot be dismissed by a member without consent (Escape, backdrop) and lets them pass after approving', async () => {
    const { page, requests } = await openPage({ path: SignInPage.path });
    const user = { ...E2E_USERS.kvkk, memberCode: inject('e2e').memberCode };
    const signIn = await new SignInPage(page).ready();
    await signIn.submit(user);
    const kvkk = new KvkkDialog(page);
    await kvkk.dialog().waitFor();
    expect(await kvkk.dialog().getByRole('button').count()).toBe(1);
    const box = (await kvkk.dialog().boundingBox())!;
    expect(box.width).toBeGreaterThan(700);
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await page.mouse.click(8, 790);
    await page.waitForTimeout(600);
    expect(await kvkk.dialog().isVisible()).toBe(true);

    await kvkk.approve();
    const consent = requests.find((r) => r.url().endsWith('/KVKK/KvkkMaster/Create'))!;
    const userId = tokenClaims((await readStorage(page))[KEYS.defaultToken]).UserId;
    expect(consent.postDataJSON()).toMatchObject({ KullaniciId: userId, Okundu: true });
    expect(await page.getByRole('dialog').count()).toBe(0);

    const checked = page.waitForResponse((r) => r.url().includes('/OnaysizKontrol/'));
    await page.reload();
    expect(await (await checked).json()).toEqual({ sonuc: 1 });
    await page.waitForTimeout(500);
    expect(await kvkk.dialog().count()).toBe(0);
  });
});
