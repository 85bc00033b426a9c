import { endpointUrl, type RegistrationListPage, registrationDeskEndpoints } from '@bulten/core';
import { afterAll, describe, expect, it } from 'vitest';
import { RegistrationDialog } from '../pages/registration-dialog';
import { StaffRegistrationsScreen } from '../pages/staff-registrations';
import { apiGet, cancelTrade } from '../support/api';
import { AXE_TEST_TIMEOUT, seriousViolations } from '../support/axe';
import { istanbulNow, istanbulToday, shownDate } from '../support/dates';
import { E2E_USERS } from '../support/fixtures';
import type { Lang } from '../support/i18n';
import { expectNoSidewaysScroll } from '../support/layout';
import { openPage } from '../support/open-page';
import { staffStorage, staffToken } from '../support/staff';

// A staff operator at a 1366×768 desk registers the day's trades in Turkish, as every Turkish operator
// writes numbers (`25.000` kg is twenty-five thousand, `20,45` TL is twenty point four five), and corrects
// them; an English screen reads the same keys the English way and refuses what it cannot read for sure.

const LAPTOP = { width: 1366, height: 768 };
const operator = E2E_USERS.operator;
const registered: string[] = [];

afterAll(async () => {
  const token = await staffToken(E2E_USERS.admin);
  for (const no of registered) await cancelTrade(token, no).catch(() => undefined);
});

async function desk(lang: Lang) {
  const opened = await openPage({
    path: '/yonetim/tescil',
    language: lang,
    viewport: LAPTOP,
    storage: await staffStorage(operator),
  });
  const list = new StaffRegistrationsScreen(opened.page, lang);
  await list.heading('staff.registrations.title').waitFor();
  return { ...opened, list, dialog: new RegistrationDialog(opened.page, lang) };
}

/** A registration's cells in the list, by column header. */
async function listed(list: StaffRegistrationsScreen, no: string): Promise<Record<string, string>> {
  await list.search(no);
  const row = list.row(no);
  await row.waitFor();
  const headers = await list.table('staff.registrations.caption').locator('thead th').allTextContents();
  const cells = await row.locator('th, td').allTextContents();
  return Object.fromEntries(headers.map((header, i) => [header.trim(), (cells[i] ?? '').trim()]));
}

/** What the operator types as the trade time: today, a minute ago, the screen's way. */
function nowTyped(lang: Lang): string {
  const clock = istanbulNow().slice(11, 16);
  return lang === 'tr'
    ? `${shownDate('tr', istanbulToday())} ${clock}`
    : `${shownDate('en', istanbulToday())}, ${clock}`;
}

describe('operator journey at 1366×768', () => {
  it(
    'types 25.000 kg at 20,45 TL in Turkish and sees 25.000 kg, 511.250,00 TL stored and shown; the correction shows them the screen’s way; English refuses 25.000',
    async () => {
      const { page, list, dialog } = await desk('tr');
      expect(await seriousViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);

      const no = `E2E-OP-${Date.now()}`;
      registered.push(no);
      const time = nowTyped('tr');
      await list.button('staff.registrations.new').click();
      await dialog.form().waitFor();
      await dialog.type({
        TescilNo: no,
        IslemZamani: time,
        UrunKodu: '010101',
        Miktar: '25.000',
        BirimFiyat: '20,45',
      });
      // Leaving a field writes it back as it was read: the operator sees 25.000 stayed twenty-five thousand.
      expect(await dialog.values(['Miktar', 'BirimFiyat'])).toEqual({
        Miktar: '25.000',
        BirimFiyat: '20,4500',
      });
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.submit();
      await dialog.dialog().waitFor({ state: 'detached' });

      const f = (key: string) => list.t(`staff.registrations.fields.${key}`);
      const shown = await listed(list, no);
      expect([
        shown[f('Miktar')],
        shown[f('BirimFiyat')],
        shown[list.t('staff.registrations.amount')],
      ]).toEqual(['25.000', '20,4500', '511.250,00']);
      const token = await staffToken(operator);
      const stored = await apiGet<RegistrationListPage>(
        `${endpointUrl(registrationDeskEndpoints.TescilList)}?no=${encodeURIComponent(no)}`,
        { token },
      );
      expect(stored.Items.map((r) => [r.Miktar, r.BirimFiyat, r.Tutar])).toEqual([[25_000, 20.45, 511_250]]);

      // The correction re-fills the form in the screen's format, not `25000`, `20.45` or an ISO time.
      await list.button('staff.registrations.correctNo', { no }).click();
      await dialog.form().waitFor();
      expect(await dialog.values(['IslemZamani', 'Miktar', 'BirimFiyat'])).toEqual({
        IslemZamani: time,
        Miktar: '25.000',
        BirimFiyat: '20,4500',
      });
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.close();

      // The same operator on an English screen: 25.000 could be twenty-five or twenty-five thousand.
      const en = await desk('en');
      await en.list.button('staff.registrations.new').click();
      await en.dialog.form().waitFor();
      const refused = `E2E-OP-EN-${Date.now()}`;
      await en.dialog.type({
        TescilNo: refused,
        IslemZamani: nowTyped('en'),
        UrunKodu: '010101',
        Miktar: '25.000',
        BirimFiyat: '20.45',
      });
      const ambiguous = en.dialog.t('numberField.ambiguous', {
        text: '25.000',
        asThousands: '25,000',
        asDecimal: '25',
      });
      expect(ambiguous).toBe('“25.000” can be read two ways: write 25,000 for thousands or 25 for decimals.');
      expect(await en.dialog.problem('Miktar')).toBe(ambiguous);
      await en.dialog.submit();
      // Nothing is sent: the dialog stays, the problem beside the field, no such registration stored.
      expect(await en.dialog.problem('Miktar')).toBe(ambiguous);
      expect(await en.dialog.dialog().isVisible()).toBe(true);
      const none = await apiGet<RegistrationListPage>(
        `${endpointUrl(registrationDeskEndpoints.TescilList)}?no=${encodeURIComponent(refused)}`,
        { token },
      );
      expect(none.Items).toEqual([]);
      expect(await seriousViolations(en.page)).toEqual([]);
      await en.dialog.close();

      // English spot check of the correction: the same stored trade, the English way.
      const englishRow = await listed(en.list, no);
      expect(englishRow[en.list.t('staff.registrations.amount')]).toBe('511,250.00');
      await en.list.button('staff.registrations.correctNo', { no }).click();
      await en.dialog.form().waitFor();
      expect(await en.dialog.values(['IslemZamani', 'Miktar', 'BirimFiyat'])).toEqual({
        IslemZamani: nowTyped('en').replace(/\d{2}:\d{2}$/, time.slice(-5)),
        Miktar: '25,000',
        BirimFiyat: '20.4500',
      });
    },
    AXE_TEST_TIMEOUT,
  );
});
