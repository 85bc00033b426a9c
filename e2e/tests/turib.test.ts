import { describe, expect, it } from 'vitest';
import { TuribPage } from '../pages/turib-page';
import { bulletinApi } from '../support/api';
import { seriousViolations } from '../support/axe';
import { shownDate } from '../support/dates';
import { figure, readFigure, readRounded } from '../support/figures';
import { type Lang, text } from '../support/i18n';
import { expectNoSidewaysScroll } from '../support/layout';
import { DESKTOP, openScreen, PHONE } from '../support/open-page';
import { bodyAndFooterRows } from '../support/tables';

interface Turib {
  Tarih: string;
  Endeksler: Array<{ Ad: string; Deger: number; Onceki: number }>;
  Satirlar: Array<{
    Isin: string;
    Sinif: string;
    Il: string;
    Ilce: string;
    Depo: string;
    EnDusuk: number;
    EnYuksek: number;
    OrtFiyat: number;
    Kapanis: number;
    Miktar: number;
  }>;
  Gecikme: string;
}

describe.each([
  ['tr', PHONE],
  ['en', DESKTOP],
] as const)('TÜRİB bulletin in %s', (lang: Lang, viewport) => {
  it('shows the latest session as the API gives it, with the delay note; a date is kept in the URL', async () => {
    const api = await bulletinApi<Turib>('GetOnlineBultenTuribBulten', lang);
    expect(api.Satirlar.length).toBeGreaterThan(0);
    const { page, consoleErrors, screen } = await openScreen(TuribPage, {
      language: lang,
      viewport,
      path: '/turib',
    });
    await page.getByText(api.Gecikme).waitFor();
    const read = (cell: string | undefined) => readFigure(lang, cell);
    const rows = await bodyAndFooterRows(screen.dayTable('tableCaption', api.Tarih));
    expect(rows.map((r) => [...r.slice(0, 4), ...r.slice(4).map(read)])).toEqual(
      api.Satirlar.map((r) => [
        r.Isin,
        r.Sinif,
        `${r.Il} / ${r.Ilce}`,
        r.Depo,
        ...[r.EnDusuk, r.EnYuksek, r.OrtFiyat, r.Kapanis, r.Miktar].map((value) => figure(value)),
      ]),
    );
    if (api.Endeksler.length > 0) {
      // Index values are shown rounded (the API gives 4 decimals).
      const lines = await bodyAndFooterRows(screen.dayTable('indexCaption', api.Tarih));
      const shown = lines.map((l, i) => {
        const index = api.Endeksler[i];
        return [
          l[0],
          readRounded(lang, l[1], index?.Deger ?? 0),
          readRounded(lang, l[2], index?.Onceki ?? 0),
        ];
      });
      expect(shown).toEqual(api.Endeksler.map((i) => [i.Ad, figure(i.Deger), figure(i.Onceki)]));
    }
    expect(await screen.dateField().inputValue()).toBe(shownDate(lang, api.Tarih));
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);

    // A Sunday without a session: the same frame, an empty notice, the date in the URL.
    const sunday = '2026-11-15';
    await screen.open(`/turib?tarih=${sunday}`);
    await page.getByText(text(lang, 'turib.noSession', { date: shownDate(lang, sunday) })).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
