import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fmtNumber, scrollWidth, seriousViolations } from '../pages/dashboard-page';
import { MemberAreaPageModel } from '../pages/member-area-page';
import {
  apiGet,
  daysBefore,
  istanbulToday,
  parseCsv,
  tableTexts,
  xlsxRows,
} from '../pages/price-archive-page';
import { SignInPage } from '../pages/sign-in-page';
import { apiSignIn } from '../support/api';
import { launchBrowser, openPage } from '../support/browser';
import { E2E_USERS } from '../support/fixtures';
import type { Lang } from '../support/i18n';

interface Registration {
  TescilNo: string;
  Tutar: number;
  BirimFiyat: number;
}
interface Stock {
  Depo: string;
  Miktar: number;
}

const member = () => ({ ...E2E_USERS.member, memberCode: inject('e2e').memberCode });
const B = 'CMS/OnlineKullaniciBulten';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('member area', () => {
  it('offers the sign-in link when signed out', async () => {
    const { page, context } = await openPage(browser, { language: 'tr' });
    const screen = new MemberAreaPageModel(page, 'tr');
    await screen.open();
    await screen.signInLink().click();
    await page.waitForURL(/\/uye-girisi$/);
    await context.close();
  });

  it.each([
    ['tr', { width: 360, height: 740 }],
    ['en', { width: 1280, height: 900 }],
  ] as const)(
    'shows only the member’s own data in %s, with exports equal to the table',
    async (lang: Lang, viewport) => {
      const token = await apiSignIn(member());
      const own = await apiGet<{ UyeId: number }>('General/Kullanici/GetOwnUser', lang, token);
      const to = istanbulToday();
      const from = daysBefore(to, 30);
      const registrations = await apiGet<Registration[]>(`${B}/GetTesciller/${from}/${to}`, lang, token);
      const stock = await apiGet<Stock[]>(`${B}/GetStokListesi/${own.UyeId}`, lang, token);

      // Signed in at desktop width (the page model waits for the banner's logout button), then narrowed.
      const desktop = { width: 1280, height: 900 };
      const { page, context, consoleErrors } = await openPage(browser, { language: lang, viewport: desktop });
      await new SignInPage(page, lang).signIn(member());
      await page.setViewportSize(viewport);
      const screen = new MemberAreaPageModel(page, lang);
      await screen.open(`bas=${from}&bit=${to}`);
      await screen.table('registrations').waitFor();
      const shown = await tableTexts(screen.table('registrations'));
      expect(shown.map((r) => [r[0], r[5], r[6]])).toEqual(
        registrations.map((r) => [r.TescilNo, fmtNumber(lang, r.BirimFiyat, 4), fmtNumber(lang, r.Tutar, 2)]),
      );
      const csv = parseCsv(
        (await screen.exports.download('csv', screen.exportNav('registrations'))).body.toString('utf8'),
        lang,
      );
      expect(csv.slice(1).map((r) => r[0])).toEqual(registrations.map((r) => r.TescilNo));

      await screen.tab('stock').click();
      expect(new URL(page.url()).searchParams.get('sekme')).toBe('stock');
      if (stock.length > 0) {
        await screen.table('stock').waitFor();
        const rows = await tableTexts(screen.table('stock'));
        expect(rows.map((r) => r[1])).toEqual(stock.map((s) => s.Depo));
      }
      const xlsx = await xlsxRows((await screen.exports.download('xlsx', screen.exportNav('stock'))).body);
      expect(xlsx.slice(1).map((r) => r[3])).toEqual(stock.map((s) => s.Depo));

      expect(await seriousViolations(page)).toEqual([]);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );
});
