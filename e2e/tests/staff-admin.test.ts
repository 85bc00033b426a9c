import { cmsEndpoints, endpointUrl, kvkkEndpoints, staffDeskEndpoints, staffEndpoints } from '@bulten/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ShellPage } from '../pages/shell-page';
import { StaffConsolePage, type StaffScreen } from '../pages/staff-console-page';
import { apiGet, apiPost, apiSignIn } from '../support/api';
import { AXE_TEST_TIMEOUT, seriousViolations } from '../support/axe';
import { istanbulToday } from '../support/dates';
import { E2E_USERS, type E2eUser } from '../support/fixtures';
import { placement } from '../support/geometry';
import type { Lang } from '../support/i18n';
import { expectNoSidewaysScroll } from '../support/layout';
import { openPage, PHONE } from '../support/open-page';
import { staffStorage, staffToken } from '../support/staff';

interface Ticker {
  MetinTr: string;
  MetinEn: string;
  RenkKodu: string;
}
let savedTicker: Ticker;

/** The operator's screen of the journey. */
const OPERATOR_SCREEN = { width: 1366, height: 768 };

beforeAll(async () => {
  savedTicker = await apiGet<Ticker>(endpointUrl(staffEndpoints.KayanYaziGet), {
    token: await staffToken(E2E_USERS.admin),
  });
});
afterAll(async () => {
  await apiPost(endpointUrl(staffEndpoints.KayanYaziSet), savedTicker, {
    token: await staffToken(E2E_USERS.admin),
  });
});

async function consoleAs(user: E2eUser, screen: StaffScreen, lang: Lang = 'tr', viewport?: typeof PHONE) {
  const storage = await staffStorage(user);
  const { page } = await openPage({ path: `/yonetim/${screen}`, language: lang, viewport, storage });
  const console_ = new StaffConsolePage(page, lang);
  await console_.navigation().waitFor();
  return console_;
}

describe('staff console: admin screens', () => {
  it('an admin changes the ticker at 1366×768: the preview shows the text moving in its bar; the saved form stays filled and says so; visitors see it', async () => {
    const visitor = await openPage({ path: '/' });
    const shell = new ShellPage(visitor.page);
    const admin = await consoleAs(E2E_USERS.admin, 'kayan-yazi', 'tr', OPERATOR_SCREEN);
    await admin.heading('staff.ticker.title').waitFor();
    const text = `E2E konsol kayan yazı ${Date.now()}`;
    const english = `E2E console ticker ${Date.now()}`;
    await admin.field('staff.ticker.textTr').fill(text);
    await admin.field('staff.ticker.textEn').fill(english);
    // The preview is the visitors' bar: the text crosses it, so it is seen inside it within seconds.
    const preview = admin.page.getByRole('region', { name: admin.t('staff.ticker.previewTr') });
    const words = preview.getByText(text);
    const shownWidth = async () => {
      const [bar, line] = [await placement(preview), await placement(words)];
      return Math.min(bar.box.right, line.box.right) - Math.max(bar.box.left, line.box.left);
    };
    await expect.poll(shownWidth, { timeout: 15_000 }).toBeGreaterThan(100);
    await admin.button('staff.common.save').click();
    const form = admin.page.getByRole('form', { name: admin.t('staff.ticker.form') });
    await form
      .getByRole('status')
      .filter({ hasText: admin.t('staff.ticker.saved') })
      .waitFor();
    expect(await admin.field('staff.ticker.textTr').inputValue()).toBe(text);
    expect(await admin.field('staff.ticker.textEn').inputValue()).toBe(english);
    await shell.ticker().getByText(text).waitFor({ timeout: 10_000 });
  });

  it('an admin publishes a KVKK text: members must approve again, the versions list counts approvals', async () => {
    const member = { ...E2E_USERS.member, memberCode: inject('e2e').memberCode };
    const memberToken = await apiSignIn(member);
    const memberId = (await apiGet<{ Id: number }>('General/Kullanici/GetOwnUser', { token: memberToken }))
      .Id;
    const admin = await consoleAs(E2E_USERS.admin, 'kvkk', 'en');
    await admin.heading('staff.kvkk.title').waitFor();
    const title = `E2E KVKK ${Date.now()}`;
    const form = admin.page.getByRole('form', { name: admin.t('staff.kvkk.form') });
    await admin.field('staff.kvkk.titleTr', form).fill(title);
    await admin.field('staff.kvkk.titleEn', form).fill(title);
    await admin.field('staff.kvkk.textTr', form).fill('Kişisel verileriniz…');
    await admin.field('staff.kvkk.textEn', form).fill('Your personal data…');
    await admin.page
      .getByRole('region', { name: admin.t('staff.kvkk.previewEn') })
      .getByText(title)
      .waitFor();
    await admin.button('staff.kvkk.publish', undefined, form).click();
    await admin
      .dialog()
      .getByRole('button', { name: admin.t('dialog.ok') })
      .click();
    const versions = admin.table('staff.kvkk.versions');
    const newest = versions.getByRole('row').filter({ hasText: title });
    await newest.waitFor();
    // The published text stays in the form (it is the text people now approve), and the form says so.
    await form
      .getByRole('status')
      .filter({ hasText: admin.t('staff.kvkk.published') })
      .waitFor();
    expect(await admin.field('staff.kvkk.titleTr', form).inputValue()).toBe(title);
    expect((await newest.getByRole('cell').last().textContent())?.trim()).toBe('0');
    const check = await apiGet<{ sonuc: number }>(
      endpointUrl(kvkkEndpoints.OnaysizKontrol, { userId: memberId }),
      {
        token: memberToken,
      },
    );
    expect(check.sonuc).toBe(0);
  });

  it('admins see the users read only and the server refuses their changes', async () => {
    const admin = await consoleAs(E2E_USERS.admin, 'kullanicilar');
    await admin.heading('staff.users.title').waitFor();
    await admin
      .table('staff.users.caption')
      .getByRole('row')
      .filter({ hasText: E2E_USERS.operator.username })
      .waitFor();
    expect(await admin.page.getByRole('form', { name: admin.t('staff.users.create') }).count()).toBe(0);
    expect(await admin.button('staff.users.deactivate').count()).toBe(0);
    const token = await staffToken(E2E_USERS.admin);
    await expect(
      apiPost(
        endpointUrl(staffEndpoints.KullaniciCreate),
        { KullaniciAdi: 'x-admin-try', Sifre: 'uzun-bir-sifre-1', Rol: 'operator' },
        { token },
      ),
    ).rejects.toThrow(/answered 403/);
  });

  it('a super admin creates and deactivates a user; the audit log lists both, filtered by user and day', async () => {
    const sup = await consoleAs(E2E_USERS.superadmin, 'kullanicilar', 'en');
    await sup.heading('staff.users.title').waitFor();
    const name = `e2e-new-${Date.now()}`;
    const form = sup.page.getByRole('form', { name: sup.t('staff.users.create') });
    await sup.field('staff.users.fields.KullaniciAdi', form).fill(name);
    await sup.field('staff.users.fields.Sifre', form).fill('E2e-Yeni-Parola-2026');
    await sup.field('staff.users.fields.Rol', form).selectOption('operator');
    await sup.button('staff.users.create', undefined, form).click();
    const row = sup.table('staff.users.caption').getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await sup.button('staff.users.detailsTitle', { name }).click();
    const details = sup.dialog();
    await sup.field('staff.users.fields.Telefon', details).fill('+905559998877');
    await details.getByRole('checkbox', { name: sup.t('staff.users.fields.SmsDogrulama') }).check();
    await sup.field('staff.users.newPassword', details).fill('E2e-Baska-Parola-2026');
    await sup.button('staff.common.save', undefined, details).click();
    await row.getByRole('cell', { name: '+905559998877', exact: true }).waitFor();
    await sup.button('staff.users.deactivateNamed', { name }).click();
    await row.getByRole('cell', { name: sup.t('staff.users.no'), exact: true }).waitFor();

    await sup.go('denetim', 'staff.audit.title');
    const search = sup.page.getByRole('search', { name: sup.t('staff.audit.search') });
    await sup.field('staff.audit.user', search).fill(E2E_USERS.superadmin.username);
    await sup.button('staff.audit.search', undefined, search).click();
    const log = sup.table('staff.audit.caption');
    // The actions in words, never their codes.
    for (const action of ['user_set_active', 'user_create', 'user_set_details'])
      await log
        .getByRole('cell', { name: sup.t(`staff.audit.actions.${action}`), exact: true })
        .first()
        .waitFor();
    expect(await log.getByRole('cell', { name: 'user.create', exact: true }).count()).toBe(0);
    // The filtered page replaces the unfiltered one: every row is the super admin's.
    const actors = () =>
      log
        .getByRole('row')
        .evaluateAll((rows) => [...new Set(rows.slice(1).map((r) => r.children[1]?.textContent))]);
    await expect.poll(actors).toEqual([E2E_USERS.superadmin.username]);
    const token = await staffToken(E2E_USERS.admin);
    const today = await apiGet<{ Items: { Islem: string }[] }>(
      endpointUrl(staffEndpoints.AuditLog, {}, { user: E2E_USERS.superadmin.username, day: istanbulToday() }),
      { token },
    );
    expect(today.Items.map((i) => i.Islem)).toEqual(
      expect.arrayContaining(['user.create', 'user.set-active']),
    );
  });

  it('an admin saves a content value in both languages', async () => {
    const admin = await consoleAs(E2E_USERS.admin, 'icerik');
    await admin.heading('staff.content.title').waitFor();
    const form = admin.page.getByRole('form', { name: admin.t('staff.content.values') });
    await admin.field('staff.content.module', form).fill('e2e');
    await admin.field('staff.content.key', form).fill('not');
    await admin.field('staff.content.valueTr', form).fill('Türkçe içerik');
    await admin.field('staff.content.valueEn', form).fill('English content');
    await admin.button('staff.common.save', undefined, form).click();
    // The saved value stays in the form, which says it was saved (as a new version).
    await form.getByRole('status').waitFor();
    expect(await admin.field('staff.content.valueEn', form).inputValue()).toBe('English content');
    const url = 'CMS/Values/GetValues/e2e/not';
    await expect
      .poll(async () => (await apiGet<{ Deger: string }>(url, { lang: 'en' })).Deger)
      .toBe('English content');
  });

  it.each(['tr', 'en'] as const)(
    'an admin edits a gallery item; what the form does not show is kept (%s)',
    async (lang) => {
      const token = await staffToken(E2E_USERS.admin);
      const title = `E2E galeri ${lang} ${Date.now()}`;
      const item = {
        Modul: 'e2e',
        BaslikTr: title,
        BaslikEn: `${title} en`,
        AciklamaTr: 'açıklama',
        AciklamaEn: 'description',
        ResimUrl: '/e2e.png',
        LinkUrl: null,
        Sira: 0,
        Yayinda: false,
      };
      const { Id } = await apiPost<{ Id: number }>(endpointUrl(cmsEndpoints.GaleriCreate), item, { token });
      const admin = await consoleAs(E2E_USERS.admin, 'icerik', lang);
      await admin.button('staff.content.galleryEditNamed', { name: title }).click();
      const form = admin.page.getByRole('form', { name: admin.t('staff.content.galleryEdit') });
      expect(await admin.field('staff.content.galleryTitleEn', form).inputValue()).toBe(`${title} en`);
      await admin.field('staff.content.galleryTitleTr', form).fill(`${title} yeni`);
      await admin.field('staff.content.link', form).fill('https://example.org/e2e');
      await admin.button('staff.common.save', undefined, form).click();
      await admin.button('staff.content.removeNamed', { name: `${title} yeni` }).waitFor();
      // The form is the add form again.
      await admin.page.getByRole('form', { name: admin.t('staff.content.galleryAdd') }).waitFor();
      const list = await apiPost<{ Items: (typeof item & { Id: number })[] }>(
        endpointUrl(cmsEndpoints.GaleriGetAllWithFilterInfo),
        { Page: 1, PageSize: 100 },
        { token },
      );
      expect(list.Items.find((g) => g.Id === Id)).toMatchObject({
        ...item,
        BaslikTr: `${title} yeni`,
        LinkUrl: 'https://example.org/e2e',
      });
      await admin.button('staff.content.removeNamed', { name: `${title} yeni` }).click();
      await admin
        .button('staff.content.removeNamed', { name: `${title} yeni` })
        .waitFor({ state: 'detached' });
    },
  );

  it('every console screen fits 360 px and axe finds nothing serious (tr and en)', {
    timeout: AXE_TEST_TIMEOUT * 2,
  }, async () => {
    const screens: [StaffScreen, string][] = [
      ['kayan-yazi', 'staff.ticker.title'],
      ['kvkk', 'staff.kvkk.title'],
      ['icerik', 'staff.content.title'],
      ['kullanicilar', 'staff.users.title'],
      ['denetim', 'staff.audit.title'],
    ];
    for (const [index, [screen, title]] of screens.entries()) {
      const lang: Lang = index % 2 === 0 ? 'tr' : 'en';
      const console_ = await consoleAs(E2E_USERS.superadmin, screen, lang, PHONE);
      await console_.heading(title).waitFor();
      // Each screen's content is there: its table, the ticker's form (it has none), or "nothing to show".
      const ticker = console_.page.getByRole('form', { name: console_.t('staff.ticker.form') });
      const empty = console_.page.getByText(console_.t('page.empty'));
      await console_.page.getByRole('table').or(ticker).or(empty).first().waitFor();
      await expectNoSidewaysScroll(console_.page);
      expect(await seriousViolations(console_.page), `${screen} (${lang})`).toEqual([]);
    }
  });

  it('the KVKK versions are refused to operators by the API', async () => {
    await expect(
      apiGet(endpointUrl(staffDeskEndpoints.KvkkVersions), { token: await staffToken(E2E_USERS.operator) }),
    ).rejects.toThrow(/answered 403/);
  });
});
