import {
  type AnalysisSummary,
  type ArrivalRow,
  analysisByKey,
  type HallClassRow,
  type HallLotWithAnalyses,
  type HallSessionRow,
  type SelectOption,
} from '@bulten/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  day,
  num,
  price,
  scrollWidth,
  seriousViolations,
  tableRows,
  wideElements,
} from '../pages/bulletin-page';
import { HallSalesPageModel } from '../pages/hall-sales-page';
import { launchBrowser, openPage, waitUntil } from '../support/browser';

let browser: Browser;
let latest: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 31 * 86_400_000).toISOString().slice(0, 10);
  const sessions = await api<HallSessionRow[]>(`/api/v1/Rapor/SalonSatisListesi/${from}/${today}`, 'tr');
  latest = sessions[0]?.Tarih ?? today;
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['tr', 'en'] as const)('hall sales in %s', (lang) => {
  it("salon-satis shows the latest session's classes and arrivals as the API has them", async () => {
    const { page, context } = await openPage(browser, { language: lang });
    const model = new HallSalesPageModel(page, lang);
    await model.open('/salon-satis');
    const classes = await api<HallClassRow[]>(`/api/v1/Rapor/SalonSatisSiniflar/${latest}`, lang);
    const classTable = model.tableOf('hallSales.classes', latest);
    await classTable.waitFor();
    const rows = await tableRows(classTable);
    expect(rows.map((r) => r.slice(0, 4))).toEqual(
      classes.map((c) => [
        c.SinifAdi,
        price(lang, c.MinFiyat),
        price(lang, c.MaxFiyat),
        price(lang, c.OrtFiyat, c.FiyatBirimi),
      ]),
    );
    const arrivals = await api<ArrivalRow[]>(`GetGelenGunlukUrunler/${latest}`, lang);
    const arrivalTable = model.tableOf('hallSales.arrivals', latest);
    await arrivalTable.waitFor();
    const arrivalRows = await tableRows(arrivalTable);
    expect(arrivalRows.map((r) => r[1])).toEqual(arrivals.map((a) => a.UrunAdi));
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('salon-satis-listesi lists sessions with their totals', async () => {
    const { page, context } = await openPage(browser, { language: lang });
    const model = new HallSalesPageModel(page, lang);
    await model.open(`/salon-satis-listesi?bas=${latest.slice(0, 8)}01&bit=${latest}`);
    const sessions = await api<HallSessionRow[]>(
      `/api/v1/Rapor/SalonSatisListesi/${latest.slice(0, 8)}01/${latest}`,
      lang,
    );
    const table = model.tableOf('hallSessions.caption');
    await table.waitFor();
    const rows = await tableRows(table);
    expect(rows.map((r) => [r[0], r[2], r[4]])).toEqual(
      sessions
        .slice(0, 20)
        .map((s) => [day(lang, s.Tarih), num(lang, s.IslemSayisi), `${num(lang, s.Tutar, 2)} TL`]),
    );
    const lots = sessions.reduce((sum, s) => sum + s.IslemSayisi, 0);
    const foot = await table
      .locator('tfoot tr')
      .evaluate((tr) => [...tr.children].map((c) => (c.textContent ?? '').trim()));
    expect(foot[2]).toBe(num(lang, lots));
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('salon-satis-liste sorts the lots of a day by a column and filters by protein, at 360 px', async () => {
    const { page, context } = await openPage(browser, {
      language: lang,
      viewport: { width: 360, height: 740 },
    });
    const model = new HallSalesPageModel(page, lang);
    const groups = (await api<SelectOption[]>('/api/v1/Rapor/SalonSatisSecimler', lang)).filter(
      (o) => o.Seviye === 'GROUP',
    );
    const lots = (
      await Promise.all(
        groups.map((g) =>
          api<HallLotWithAnalyses[]>(`GetUrunFiyatDetayWithAnalizler/${g.Id}/${latest}/${latest}`, lang),
        ),
      )
    ).flat();
    await model.open(`/salon-satis-liste?tarih=${latest}&sirala=BirimFiyat&yon=desc&pmin=12`);
    const table = model.tableOf('hallLots.caption', latest);
    await table.waitFor();
    const expected = lots
      .filter((l) => l.Protein !== null && l.Protein >= 12)
      .sort((a, b) => b.BirimFiyat - a.BirimFiyat || a.Id - b.Id)
      .map((l) => price(lang, l.BirimFiyat, l.FiyatBirimi));
    expect((await tableRows(table)).map((r) => r[2])).toEqual(expected);
    expect(await model.sortHeader(table, 'hallSales.col.price').getAttribute('aria-sort')).toBe('descending');
    const protein = `${analysisByKey('Protein').label[lang]} (%)`;
    await model.sortHeader(table, '', protein).getByRole('button').click();
    await waitUntil(
      () => model.sortHeader(table, '', protein).getAttribute('aria-sort'),
      (v) => v === 'ascending',
    );
    expect(await scrollWidth(page), (await wideElements(page)).join('\n')).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("salon-satis-detay shows a product's analyses of the day", async () => {
    const cards = await api<{ UrunId: number }[]>(`/api/v1/Rapor/SalonSatisGunluk/${latest}`, lang);
    const id = cards[0]?.UrunId;
    if (!id) throw new Error('no hall product');
    const [summary] = await api<AnalysisSummary[]>(`GetUrunAnalizDetay/${id}/${latest}`, lang);
    const { page, context } = await openPage(browser, { language: lang });
    const model = new HallSalesPageModel(page, lang);
    await model.open(`/salon-satis-detay/${id}?tarih=${latest}`);
    await page
      .getByRole('heading', { level: 2, name: new RegExp(day(lang, latest)) })
      .first()
      .waitFor();
    if (summary) {
      const product = (summary.UrunAdi ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const table = page.getByRole('table', { name: new RegExp(`^${product}:`) });
      await table.waitFor();
      const rows = await tableRows(table);
      expect(rows.map((r) => r[1])).toEqual(summary.Analizler.map((a) => num(lang, a.Ortalama, 2)));
    }
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
