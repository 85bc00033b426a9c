import type { BasisBoard, BasisHistory } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { BasisPage } from '../pages/basis-page';
import { bulletinApi } from '../support/api';
import { AXE_TEST_TIMEOUT, seriousViolations } from '../support/axe';
import { daysBefore } from '../support/dates';
import { figure, readFigure } from '../support/figures';
import { type Lang, text } from '../support/i18n';
import { expectNoSidewaysScroll } from '../support/layout';
import { DESKTOP, openPage, PHONE } from '../support/open-page';
import { bodyRows } from '../support/tables';

describe.each([
  ['tr', PHONE],
  ['en', DESKTOP],
] as const)('basis board in %s', (lang: Lang, viewport) => {
  it(
    'shows the day’s classes beside TÜRİB as the API gives them, and a chosen class’s history',
    async () => {
      const api = await bulletinApi<BasisBoard>('GetBazTablosu', lang);
      const shown = api.Satirlar.filter((r) => r.BorsaOrtalama !== null || r.TuribOrtalama !== null);
      expect(shown.length).toBeGreaterThan(0);
      const { page, consoleErrors } = await openPage({ language: lang, viewport, path: '/baz' });
      const screen = await new BasisPage(page, lang).ready();
      const board = screen.board(api.Tarih);
      await board.waitFor();
      const rows = await bodyRows(board);
      expect(rows.map((r) => [r[0], r[1], readFigure(lang, r[2]), readFigure(lang, r[3])])).toEqual(
        shown.map((r) => [r.SinifAdi, r.TuribSinif, figure(r.BorsaOrtalama), figure(r.TuribOrtalama)]),
      );

      // The last class over 30 days: its choice and range go into the URL, the chart names both lines.
      const last = api.Satirlar.at(-1)!;
      const from = daysBefore(api.Tarih, 30);
      await screen.classSelect().selectOption(String(last.SinifId));
      await page.waitForURL((url) => url.searchParams.get('sinif') === String(last.SinifId));
      await screen.open(`/baz?sinif=${last.SinifId}&bas=${from}&bit=${api.Tarih}`);
      const history = await bulletinApi<BasisHistory>(
        `GetBazGecmisi/${last.SinifId}/${from}/${api.Tarih}`,
        lang,
      );
      const days = history.Noktalar.filter((p) => p.BorsaOrtalama !== null).length;
      expect(days).toBeGreaterThan(0);
      // The drawing's summary counts the exchange's trading days of the range.
      const summary = text(lang, 'charts.summary', { count: days, low: '#', high: '#', unit: '' });
      await screen.chart(summary.split('#')[0]!).waitFor();
      await screen.legend('basis.exchangeLine').waitFor();
      await screen.legend('basis.turibLine').waitFor();
      expect(await screen.classSelect().inputValue()).toBe(String(last.SinifId));

      expect(await seriousViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
      expect(consoleErrors).toEqual([]);
    },
    AXE_TEST_TIMEOUT,
  );
});
