import { endpointUrl, type GroupWithClasses, kvkkEndpoints } from '@bulten/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { KvkkDialog } from '../pages/kvkk-dialog';
import { e2eMember, MEMBER_TABS_SHOWN, openMemberArea } from '../pages/member-area-page';
import { PriceAlerts } from '../pages/price-alerts';
import { ShellPage } from '../pages/shell-page';
import { SignInPage } from '../pages/sign-in-page';
import { TableLayout } from '../pages/table-layout';
import { apiPost, bulletinApi } from '../support/api';
import { AXE_TEST_TIMEOUT, seriousViolations } from '../support/axe';
import { E2E_USERS } from '../support/fixtures';
import { overlap, placement } from '../support/geometry';
import { type Lang, text } from '../support/i18n';
import { expectNoSidewaysScroll } from '../support/layout';
import { openPage, PHONE } from '../support/open-page';
import { expectCleanPage } from '../support/screen-test';
import { staffToken } from '../support/staff';

// A long title, as exchanges write them: it must be read whole, with nothing over it.
const KVKK_TITLE = `Kişisel Verilerin Korunması Kanunu Kapsamında Üyelere Yönelik Aydınlatma Metni ${Date.now()}`;

beforeAll(async () => {
  // A new text: the member is asked to approve it at the next sign-in.
  await apiPost(
    endpointUrl(kvkkEndpoints.Publish),
    { BaslikTr: KVKK_TITLE, BaslikEn: KVKK_TITLE, MetinTr: 'Kişisel verileriniz…', MetinEn: 'Your data…' },
    { token: await staffToken(E2E_USERS.admin) },
  );
});

/** The sign-in requests (KullaniciGirisYap) a page sent so far. */
const signInRequests = (opened: { requests: { url(): string }[] }) =>
  opened.requests.filter((r) => r.url().includes('/KullaniciGirisYap')).length;

describe('a member on a 360 px phone', () => {
  it(
    'signs in from the menu: the menu closes, missing fields are asked for in Turkish, the KVKK title is read whole before the welcome',
    async () => {
      const member = e2eMember();
      const opened = await openPage({ path: '/', viewport: PHONE });
      const { page } = opened;
      const shell = new ShellPage(page);
      const menu = await shell.openMenu();
      await menu.getByRole('link', { name: text('tr', 'nav.memberSignIn'), exact: true }).click();
      const signIn = await new SignInPage(page).ready();
      await menu.waitFor({ state: 'hidden' });
      const memberCode = signIn.field('signIn.memberCode');
      expect(await placement(memberCode)).toMatchObject({ inWindow: true, uncovered: true });

      // Nothing typed: the browser is told to ask for the name in the screen's language; nothing is sent
      // (the page's own service sign-in came before).
      const sent = signInRequests(opened);
      await signIn.button('signIn.submit').click();
      const username = signIn.field('signIn.username');
      expect(await username.evaluate((el) => (el as HTMLInputElement).validationMessage)).toBe(
        text('tr', 'form.required', { field: text('tr', 'signIn.username') }),
      );
      expect(signInRequests(opened)).toBe(sent);

      // Name and password without the member code: the member code field asks for it, no "wrong password".
      await username.fill(member.username);
      await signIn.field('signIn.password').fill(member.password);
      await signIn.button('signIn.submit').click();
      await page.getByText(text('tr', 'errors.MEMBER_CODE_REQUIRED'), { exact: true }).waitFor();
      expect(await memberCode.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await memberCode.getAttribute('aria-invalid')).toBe('true');
      expect(
        await shell
          .toasts()
          .filter({ hasText: text('tr', 'errors.BAD_CREDENTIALS') })
          .count(),
      ).toBe(0);

      // With the code: signed in, asked for the KVKK text, its title whole and uncovered, no toast on it.
      await memberCode.fill(member.memberCode ?? '');
      await signIn.button('signIn.submit').click();
      const kvkk = new KvkkDialog(page);
      const title = kvkk.title(KVKK_TITLE);
      await title.waitFor();
      const welcome = shell
        .toasts()
        .filter({ hasText: text('tr', 'signIn.welcome', { name: '' }).slice(0, 12) });
      expect(await welcome.count()).toBe(0);
      const shown = await placement(title);
      expect(shown).toMatchObject({ inWindow: true, uncovered: true });
      for (const toast of await shell.toasts().all())
        expect(overlap((await placement(toast)).box, shown.box)).toBe(false);
      // The one failed answer is the server asking for the member code.
      expect(opened.failedResponses).toEqual([expect.stringMatching(/^400 .*\/KullaniciGirisYap$/)]);
      expect(opened.consoleErrors).toEqual([expect.stringContaining('400')]);
      expect(await seriousViolations(page)).toEqual([]);

      // Approved: the welcome follows, and the member area's registrations are cards in the window.
      await kvkk.approve();
      await welcome.first().waitFor();
      const table = page.getByRole('table', { name: text('tr', 'memberArea.caption.registrations') });
      expect(await new TableLayout(page).expectReadable(table)).toBe('cards');
      await expectNoSidewaysScroll(page);
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    'sets a price alert and reaches its pause and delete buttons on its card without scrolling sideways',
    async () => {
      const groups = await bulletinApi<GroupWithClasses[]>('GetBultenUrunGruplarGruplar', 'tr');
      const klass = groups.flatMap((g) => g.Siniflar)[0]!;
      const opened = await openMemberArea('tr', PHONE);
      const alerts = new PriceAlerts(opened.page);
      // Below 0,02 TL/kg: never fires.
      await alerts.add(klass.SinifAdi, 'ALTINDA', '0,02');
      const condition = text('tr', 'alerts.conditionALTINDA', { price: '0,0200 TL/kg' });
      const pause = alerts.rowButton('alerts.pauseOf', klass.SinifAdi, condition);
      await pause.waitFor();
      try {
        const caption = new RegExp(`^${text('tr', 'alerts.caption', { count: 0 }).replace(/\(0\)$/, '')}`);
        const table = opened.page.getByRole('table', { name: caption }).filter({ has: pause });
        const layout = new TableLayout(opened.page);
        expect(await layout.expectReadable(table)).toBe('cards');
        expect(await layout.expectActionsReachable(table, { withoutSideways: true })).toBeGreaterThanOrEqual(
          2,
        );
        await pause.click();
        await alerts.rowButton('alerts.resumeOf', klass.SinifAdi, condition).waitFor();
        await expectNoSidewaysScroll(opened.page);
        await expectCleanPage(opened);
      } finally {
        const remove = alerts.rowButton('alerts.deleteOf', klass.SinifAdi, condition);
        await remove.click();
        await remove.waitFor({ state: 'detached' });
      }
    },
    AXE_TEST_TIMEOUT,
  );
});

describe.each(['tr', 'en'] as const)('the member area at 360 px in %s', (lang: Lang) => {
  it(
    'shows every list as labelled cards in the window',
    async () => {
      const opened = await openMemberArea(lang, PHONE);
      const layout = new TableLayout(opened.page, lang);
      for (const list of MEMBER_TABS_SHOWN) {
        await opened.screen.tab(list).click();
        const table = opened.screen.listTable(list);
        const rows = table.locator('tbody tr');
        const empty = opened.page.getByText(text(lang, 'page.empty'));
        await rows.first().or(empty).first().waitFor();
        if ((await rows.count()) > 0) expect(await layout.expectReadable(table), list).toBe('cards');
      }
      await expectNoSidewaysScroll(opened.page);
      await expectCleanPage(opened);
    },
    AXE_TEST_TIMEOUT,
  );
});
