import {
  type AnalysisSummary,
  type ArrivalRow,
  analysisByKey,
  type HallClassRow,
  type HallLotWithAnalyses,
  type HallSessionRow,
  type SelectOption,
} from '@bulten/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { HallSalesPage } from '../pages/hall-sales-page';
import { bulletinApi, reportApi } from '../support/api';
import { seriousViolations } from '../support/axe';
import { daysBefore, istanbulToday, shownDate } from '../support/dates';
import { figure, readFigure } from '../support/figures';
import { expectNoSidewaysScroll } from '../support/layout';
import { openPage, openScreen, PHONE } from '../support/open-page';
import { bodyRows, footerRows } from '../support/tables';
import { waitUntil } from '../support/wait';

let latest: string;
beforeAll(async () => {
  const today = istanbulToday();
  const sessions = await reportApi<HallSessionRow[]>(
    `SalonSatisListesi/${daysBefore(today, 31)}/${today}`,
    'tr',
  );
  latest = sessions[0]?.Tarih ?? today;
});

describe.each(['tr', 'en'] as const)('hall sales in %s', (lang) => {
  it("salon-satis shows the latest session's classes and arrivals as the API has them", async () => {
    const { page, screen: model } = await openScreen(HallSalesPage, { language: lang, path: '/salon-satis' });
    const classes = await reportApi<HallClassRow[]>(`SalonSatisSiniflar/${latest}`, lang);
    const classTable = model.tableOf('hallSales.classes', latest);
    await classTable.waitFor();
    const rows = await bodyRows(classTable);
    expect(rows.map((r) => [r[0], ...r.slice(1, 4).map((cell) => readFigure(lang, cell))])).toEqual(
      classes.map((c) => [
        c.SinifAdi,
        figure(c.MinFiyat),
        figure(c.MaxFiyat),
        figure(c.OrtFiyat, c.FiyatBirimi ?? ''),
      ]),
    );
    const arrivals = await bulletinApi<ArrivalRow[]>(`GetGelenGunlukUrunler/${latest}`, lang);
    const arrivalTable = model.tableOf('hallSales.arrivals', latest);
    await arrivalTable.waitFor();
    const arrivalRows = await bodyRows(arrivalTable);
    expect(arrivalRows.map((r) => r[1])).toEqual(arrivals.map((a) => a.UrunAdi));
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('salon-satis-listesi lists sessions with their totals', async () => {
    const from = `${latest.slice(0, 8)}01`;
    const { page } = await openPage({
      language: lang,
      path: `/salon-satis-listesi?bas=${from}&bit=${latest}`,
    });
    const model = await new HallSalesPage(page, lang).ready();
    const sessions = await reportApi<HallSessionRow[]>(`SalonSatisListesi/${from}/${latest}`, lang);
    const table = model.tableOf('hallSessions.caption');
    await table.waitFor();
    const rows = await bodyRows(table);
    expect(rows.map((r) => [r[0], readFigure(lang, r[2]), readFigure(lang, r[4])])).toEqual(
      sessions
        .slice(0, 20)
        .map((s) => [shownDate(lang, s.Tarih), figure(s.IslemSayisi), figure(s.Tutar, 'TL')]),
    );
    const lots = sessions.reduce((sum, s) => sum + s.IslemSayisi, 0);
    const [foot = []] = await footerRows(table);
    expect(readFigure(lang, foot[2])).toEqual(figure(lots));
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('salon-satis-liste sorts the lots of a day by a column and filters by protein, at 360 px', async () => {
    const groups = (await reportApi<SelectOption[]>('SalonSatisSecimler', lang)).filter(
      (o) => o.Seviye === 'GROUP',
    );
    const lots = (
      await Promise.all(
        groups.map((g) =>
          bulletinApi<HallLotWithAnalyses[]>(
            `GetUrunFiyatDetayWithAnalizler/${g.Id}/${latest}/${latest}`,
            lang,
          ),
        ),
      )
    ).flat();
    // A threshold the day's own lots straddle (the whole part of their median protein): early in a session
    // the day may have no lot above a fixed one.
    const proteins = lots.flatMap((l) => (l.Protein === null ? [] : [l.Protein])).sort((a, b) => a - b);
    if (proteins.length === 0) throw new Error(`no lot of ${latest} has a protein analysis`);
    const pmin = Math.floor(proteins[Math.floor(proteins.length / 2)]!);
    const { page } = await openPage({
      language: lang,
      viewport: PHONE,
      path: `/salon-satis-liste?tarih=${latest}&sirala=BirimFiyat&yon=desc&pmin=${pmin}`,
    });
    const model = await new HallSalesPage(page, lang).ready();
    const table = model.tableOf('hallLots.caption', latest);
    await table.waitFor();
    const expected = lots
      .filter((l) => l.Protein !== null && l.Protein >= pmin)
      .sort((a, b) => b.BirimFiyat - a.BirimFiyat || a.Id - b.Id)
      .map((l) => figure(l.BirimFiyat, l.FiyatBirimi ?? ''));
    expect((await bodyRows(table)).map((r) => readFigure(lang, r[2]))).toEqual(expected);
    expect(await model.sortHeader(table, 'hallSales.col.price').getAttribute('aria-sort')).toBe('descending');
    const protein = `${analysisByKey('Protein').label[lang]} (%)`;
    await model.sortHeader(table, '', protein).getByRole('button').click();
    await waitUntil(
      () => model.sortHeader(table, '', protein).getAttribute('aria-sort'),
      (v) => v === 'ascending',
    );
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("salon-satis-detay shows a product's analyses of the day", async () => {
    const cards = await reportApi<{ UrunId: number }[]>(`SalonSatisGunluk/${latest}`, lang);
    const id = cards[0]?.UrunId;
    if (!id) throw new Error('no hall product');
    const [summary] = await bulletinApi<AnalysisSummary[]>(`GetUrunAnalizDetay/${id}/${latest}`, lang);
    const { page, screen: model } = await openScreen(HallSalesPage, {
      language: lang,
      path: `/salon-satis-detay/${id}?tarih=${latest}`,
    });
    await model.dayHeading(latest).first().waitFor();
    if (summary) {
      const table = model.analysesTable(summary.UrunAdi ?? '');
      await table.waitFor();
      const rows = await bodyRows(table);
      expect(rows.map((r) => readFigure(lang, r[1]))).toEqual(
        summary.Analizler.map((a) => figure(a.Ortalama)),
      );
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
});
