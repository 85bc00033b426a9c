import { describe, expect, it } from 'vitest';
import { e2eMember, MemberAreaPage, openMemberArea } from '../pages/member-area-page';
import { apiGet, apiSignIn, bulletinApi } from '../support/api';
import { seriousViolations } from '../support/axe';
import { daysBefore, istanbulToday } from '../support/dates';
import { csvDownload, xlsxDownload } from '../support/downloads';
import { figure, readFigure } from '../support/figures';
import type { Lang } from '../support/i18n';
import { expectNoSidewaysScroll } from '../support/layout';
import { DESKTOP, openScreen, PHONE } from '../support/open-page';
import { bodyAndFooterRows } from '../support/tables';

interface Registration {
  TescilNo: string;
  Tutar: number;
  BirimFiyat: number;
}
interface Stock {
  Depo: string;
  Miktar: number;
}

const member = e2eMember;

describe('member area', () => {
  it('offers the sign-in link when signed out', async () => {
    const { page, screen } = await openScreen(MemberAreaPage, { language: 'tr', path: '/kullanici-bulten' });
    await screen.signInLink().click();
    await page.waitForURL(/\/uye-girisi$/);
  });

  it.each([
    ['tr', PHONE],
    ['en', DESKTOP],
  ] as const)(
    'shows only the member’s own data in %s, with exports equal to the table',
    async (lang: Lang, viewport) => {
      const token = await apiSignIn(member());
      const own = await apiGet<{ UyeId: number; UyeKodu: string }>('General/Kullanici/GetOwnUser', {
        lang,
        token,
      });
      const to = istanbulToday();
      const from = daysBefore(to, 30);
      const registrations = await bulletinApi<Registration[]>(`GetTesciller/${from}/${to}`, lang, token);
      const stock = await bulletinApi<Stock[]>(`GetStokListesi/${own.UyeId}`, lang, token);

      // Signed in at desktop width (the page model waits for the banner's logout button), then narrowed.
      const { page, consoleErrors, screen } = await openMemberArea(
        lang,
        viewport,
        `/kullanici-bulten?bas=${from}&bit=${to}`,
      );
      await screen.listTable('registrations').waitFor();
      const shown = await bodyAndFooterRows(screen.listTable('registrations'));
      expect(shown.map((r) => [r[0], readFigure(lang, r[5]), readFigure(lang, r[6])])).toEqual(
        registrations.map((r) => [r.TescilNo, figure(r.BirimFiyat), figure(r.Tutar)]),
      );
      const file = await screen.exports.download('csv', screen.exportNav('registrations'));
      const csv = csvDownload(file.body, lang);
      // The file names the member and the range, in its name and its first lines.
      expect(file.name).toMatch(new RegExp(`_${own.UyeKodu}_${from}_${to}\\.csv$`));
      expect(csv.about[1]![1]).toContain(own.UyeKodu);
      expect(csv.table.slice(1).map((r) => r[0])).toEqual(registrations.map((r) => r.TescilNo));

      await screen.tab('stock').click();
      expect(new URL(page.url()).searchParams.get('sekme')).toBe('stock');
      if (stock.length > 0) {
        await screen.listTable('stock').waitFor();
        const rows = await bodyAndFooterRows(screen.listTable('stock'));
        expect(rows.map((r) => r[1])).toEqual(stock.map((s) => s.Depo));
      }
      const xlsx = (
        await xlsxDownload((await screen.exports.download('xlsx', screen.exportNav('stock'))).body)
      ).table;
      expect(xlsx.slice(1).map((r) => r[3])).toEqual(stock.map((s) => s.Depo));

      expect(await seriousViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
      expect(consoleErrors).toEqual([]);
    },
  );
});
