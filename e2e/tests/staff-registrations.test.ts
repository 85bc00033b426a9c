import { bulletinEndpoints, endpointUrl, staffDeskEndpoints } from '@bulten/core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { StaffConsolePage } from '../pages/staff-console-page';
import { StaffRegistrationsScreen } from '../pages/staff-registrations';
import { TransactionsPage } from '../pages/transactions-page';
import { apiGet, apiPost, cancelTrade } from '../support/api';
import { AXE_TEST_TIMEOUT, seriousViolations } from '../support/axe';
import { istanbulNow, istanbulToday } from '../support/dates';
import { E2E_USERS } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';
import { openPage, PHONE } from '../support/open-page';
import { staffStorage, staffToken } from '../support/staff';
import { KEYS, readStorage } from '../support/storage';
import { waitUntil } from '../support/wait';

const operator = E2E_USERS.operator;
const leftOver: string[] = [];

afterAll(async () => {
  const token = await staffToken(E2E_USERS.admin);
  for (const no of leftOver) await cancelTrade(token, no).catch(() => undefined);
});

function tradeNo(tag: string): string {
  const no = `E2E-SC-${tag}-${Date.now()}`;
  leftOver.push(no);
  return no;
}

interface CompatRow {
  MaxFiyat: string;
}

async function signedIn(lang: 'tr' | 'en' = 'tr', viewport?: typeof PHONE, fresh = false) {
  const storage = await staffStorage(operator, fresh);
  const opened = await openPage({ path: '/yonetim/tescil', language: lang, viewport, storage });
  const screen = new StaffRegistrationsScreen(opened.page, lang);
  await screen.heading('staff.registrations.title').waitFor();
  return { ...opened, screen };
}

describe('staff console: sign-in', () => {
  it('refuses members and the service account with a clear message, and keeps their tokens out', async () => {
    const { page } = await openPage({ path: '/yonetim' });
    const console_ = new StaffConsolePage(page);
    await console_.heading('staff.signIn.title').waitFor();
    const member = { ...E2E_USERS.member, memberCode: inject('e2e').memberCode };
    await console_.submitSignIn(member);
    await console_.alert().getByText(console_.t('staff.signIn.notStaff')).waitFor();
    const config = await apiGet<{ serviceAccount: { username: string; password: string } }>('/config.json');
    await console_.submitSignIn(config.serviceAccount);
    await console_.alert().getByText(console_.t('staff.signIn.notStaff')).waitFor();
    expect(await console_.navigation().count()).toBe(0);
    expect((await readStorage(page))[KEYS.userInfo]).toBeUndefined();
  });

  it('signs an operator in (en): header with name, role and sign-out; only registrations and import', async () => {
    const { page } = await openPage({ path: '/yonetim', language: 'en' });
    const screen = new StaffConsolePage(page, 'en');
    await screen.signInForm().waitFor();
    await screen.signIn(operator);
    await screen.userLine(operator.username, 'operator').waitFor();
    expect(await screen.navigation().getByRole('link').allTextContents()).toEqual([
      screen.t('staff.nav.registrations'),
      screen.t('staff.nav.import'),
    ]);
    await page.goto('/yonetim/kayan-yazi');
    await screen.alert().getByText(screen.t('staff.forbidden.text')).waitFor();
    await screen.button('session.logout').click();
    await screen.signInForm().waitFor();
  });

  it('refuses the operator the admin endpoints through the API', async () => {
    const token = await staffToken(operator);
    await expect(
      apiPost('KayanYazi/Set', { MetinTr: 'x', MetinEn: 'x', RenkKodu: '#000000' }, { token }),
    ).rejects.toThrow(/answered 403/);
    await expect(apiGet(endpointUrl(staffDeskEndpoints.KvkkVersions), { token })).rejects.toThrow(
      /answered 403/,
    );
    await expect(apiGet('General/AuditLog', { token })).rejects.toThrow(/answered 403/);
  });
});

describe('staff console: registrations', () => {
  it('registers a trade in the form: on /son-islemler and in GetGunlukBulten within 2 s; corrects and cancels it', async () => {
    const trades = await openPage({ path: '/son-islemler' });
    const list = await new TransactionsPage(trades.page).ready();
    const { screen } = await signedIn('tr');
    const no = tradeNo('FORM');
    await screen.button('staff.registrations.new').click();
    await screen.fill({
      TescilNo: no,
      IslemZamani: istanbulNow(),
      UrunKodu: '010101',
      Miktar: '1234,5',
      BirimFiyat: '987,6543',
    });
    await screen.button('staff.registrations.register').click();
    const sent = Date.now();
    const bulletinPath = endpointUrl(bulletinEndpoints.GetGunlukBulten, { date: istanbulToday() });
    const [, bulletin] = await Promise.all([
      list.row(no).waitFor({ timeout: 2000 }),
      waitUntil(
        () => apiGet<CompatRow[]>(bulletinPath),
        (rows) => rows.some((r) => r.MaxFiyat === '987,6543'),
        2000,
      ),
    ]);
    // Each wait above gives up after 2 s: the trade is on both within 2 s of the click's answer.
    expect(bulletin.map((r) => r.MaxFiyat)).toContain('987,6543');
    console.info(`console trade shown on /son-islemler and in GetGunlukBulten after ${Date.now() - sent} ms`);
    await screen.row(no).waitFor();

    await screen.button('staff.registrations.correctNo', { no }).click();
    await screen.fill({ BirimFiyat: '987,5' });
    await screen.button('staff.registrations.showChange').click();
    const preview = screen.previewTable('010101');
    await preview.waitFor();
    const [, afterMax] = await screen.figure(preview, 'EnYuksek');
    const [beforeMax] = await screen.figure(preview, 'EnYuksek');
    expect([beforeMax, afterMax]).toEqual(['987,6543', '987,5000']);
    await screen.button('staff.registrations.confirmCorrect').click();
    await screen
      .row(no)
      .getByText(screen.t('staff.registrations.versions', { version: 2, count: 1 }))
      .waitFor();

    await screen.button('staff.registrations.cancelNo', { no }).click();
    const cancelPreview = screen.previewTable('010101');
    await cancelPreview.waitFor();
    const [tradesBefore, tradesAfter] = await screen.figure(cancelPreview, 'IslemSayisi');
    expect(Number(tradesBefore) - Number(tradesAfter)).toBe(1);
    await screen.field('staff.registrations.reason', screen.dialog()).fill('Yanlış giriş');
    await screen.button('staff.registrations.confirmCancel').click();
    await screen
      .row(no)
      .getByText(`${screen.t('staff.status.IPTAL')}: Yanlış giriş`)
      .waitFor();
    leftOver.splice(leftOver.indexOf(no), 1);
    await list.row(no).waitFor({ state: 'detached', timeout: 2000 });
    const rows = await apiGet<CompatRow[]>(bulletinPath);
    expect(rows.some((r) => r.MaxFiyat.startsWith('987,'))).toBe(false);
  });

  it('shows the server’s problems beside the fields and keeps the list unchanged', async () => {
    const { screen } = await signedIn('en');
    await screen.button('staff.registrations.new').click();
    await screen.fill({
      TescilNo: tradeNo('BAD'),
      IslemZamani: istanbulNow(),
      UrunKodu: '010101',
      Miktar: '1.2345',
      BirimFiyat: '10',
    });
    await screen.button('staff.registrations.register').click();
    await screen
      .dialog()
      .getByText(screen.t('staff.problems.codes.NOT_DECIMAL', { value: '1.2345', decimals: 3, mark: '.' }))
      .waitFor();
    const field = screen.field('staff.registrations.fields.Miktar', screen.dialog());
    expect(await field.getAttribute('aria-invalid')).toBe('true');
  });

  it('is usable at 360 px with a keyboard, and axe finds nothing serious (tr and en)', {
    timeout: AXE_TEST_TIMEOUT,
  }, async () => {
    for (const lang of ['tr', 'en'] as const) {
      const { page, screen } = await signedIn(lang, PHONE);
      await screen.table('staff.registrations.caption').waitFor();
      await expectNoSidewaysScroll(page);
      expect(await seriousViolations(page)).toEqual([]);
      await screen.button('staff.registrations.new').focus();
      await page.keyboard.press('Enter');
      await screen.dialog().waitFor();
      await expectNoSidewaysScroll(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await screen.dialog().waitFor({ state: 'detached' });
    }
  });

  it('sends a user whose session ended back to the sign-in, keeping the half-filled form', async () => {
    const { page, screen } = await signedIn('tr', undefined, true);
    const no = tradeNo('DRAFT');
    await screen.button('staff.registrations.new').click();
    await screen.fill({ TescilNo: no, Miktar: '42' });
    // The session ends on the server (as an expired or revoked token would): the next call is refused.
    const token = (await readStorage(page))[KEYS.defaultToken]!;
    await apiPost('Authentication/KullaniciGiris/Logout', undefined, { token });
    await screen.fill({ IslemZamani: istanbulNow(), UrunKodu: '010101', BirimFiyat: '10' });
    await screen.button('staff.registrations.register').click();
    await screen.page.getByText(screen.t('staff.signIn.expired')).waitFor();
    await screen.signIn(operator);
    await screen.button('staff.registrations.new').click();
    expect(await screen.field('staff.registrations.fields.TescilNo', screen.dialog()).inputValue()).toBe(no);
    expect(await screen.field('staff.registrations.fields.Miktar', screen.dialog()).inputValue()).toBe('42');
    leftOver.splice(leftOver.indexOf(no), 1);
  });
});
