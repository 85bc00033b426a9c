import { describe, expect, it } from 'vitest';
import { LotLookupPage } from '../pages/lot-lookup-page';
import { AXE_TEST_TIMEOUT, seriousViolations } from '../support/axe';
import { figure, readFigure } from '../support/figures';
import { type Lang, text } from '../support/i18n';
import { expectNoSidewaysScroll } from '../support/layout';
import { hallLot } from '../support/lots';
import { DESKTOP, openPage, PHONE } from '../support/open-page';
import { bodyRows } from '../support/tables';

describe.each([
  ['tr', PHONE],
  ['en', DESKTOP],
] as const)('lot lookup in %s', (lang: Lang, viewport) => {
  it(
    'shows a producer their lot, its rank and the session’s lots of the class; a wrong code is refused',
    async () => {
      const lot = await hallLot(lang);
      const { page, consoleErrors } = await openPage({ language: lang, viewport, path: '/lot-sorgula' });
      const screen = await new LotLookupPage(page, lang).ready();

      await screen.lookUp(lot.no, 'AAAA-AAAA', 'enter');
      await screen.refusal().getByText(text(lang, 'errors.LOT_NOT_FOUND')).waitFor();

      // Typed as a person would: lower case, without the dash.
      await screen.lookUp(lot.no, lot.code.replace('-', '').toLowerCase(), 'enter');
      await screen.lotHeading(lot.no).waitFor();
      const a = lot.answer;
      expect(readFigure(lang, await screen.tile('lotLookup.price').textContent())).toEqual(
        figure(a.BirimFiyat, a.FiyatBirimi ?? ''),
      );
      expect(readFigure(lang, await screen.tile('lotLookup.classAverage').textContent())).toEqual(
        figure(a.SinifOrtalama, a.FiyatBirimi ?? ''),
      );
      expect(await screen.tile('lotLookup.rank').textContent()).toBe(
        text(lang, 'lotLookup.rankOf', { rank: a.Sira ?? 0, count: a.LotSayisi }),
      );
      await page.getByText(text(lang, a.Kesin ? 'lotLookup.final' : 'lotLookup.preliminary')).waitFor();
      const rows = await bodyRows(screen.lotsTable(a.IslemTarih, a.SinifAdi));
      expect(rows.map((r) => readFigure(lang, r[1]))).toEqual(a.Lotlar.map((l) => figure(l.BirimFiyat)));
      const own = a.Lotlar.findIndex((l) => l.Kendi);
      expect(rows[own]?.[0]).toBe(text(lang, 'lotLookup.yourLot', { rank: own + 1 }));
      // Nobody else's registration number is on the page.
      const others = (await page.locator('main').textContent()) ?? '';
      expect(others.match(/D\d{13}/g)?.filter((n) => n !== lot.no) ?? []).toEqual([]);

      expect(await seriousViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
      expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
    },
    AXE_TEST_TIMEOUT,
  );
});
