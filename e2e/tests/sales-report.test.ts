import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fmtNumber, scrollWidth, seriousViolations } from '../pages/dashboard-page';
import {
  apiGet,
  daysBefore,
  istanbulToday,
  parseCsv,
  tableTexts,
  xlsxRows,
} from '../pages/price-archive-page';
import { SalesReportPageModel } from '../pages/sales-report-page';
import { launchBrowser, openPage } from '../support/browser';
import type { Lang } from '../support/i18n';

interface ReportRow {
  UrunAdi: string | null;
  SinifAdi: string | null;
  GrupAdi: string;
  Tutar: number;
  IslemSayisi: number;
  OncekiTutar: number;
}
interface Report {
  Toplam: { Tutar: number; IslemSayisi: number; OncekiTutar: number };
  Satirlar: ReportRow[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['tr', { width: 360, height: 740 }],
  ['en', { width: 1280, height: 900 }],
] as const)('exchange sales report in %s', (lang: Lang, viewport) => {
  it('shows the API’s rows and totals, draws the chart, exports CSV, XLSX and PDF, passes axe', async () => {
    const to = istanbulToday();
    const from = daysBefore(to, 45);
    const report = await apiGet<Report>(`CMS/OnlineKullaniciBulten/GetBorsaSatisRaporu/${from}/${to}`, lang);
    expect(report.Satirlar.length).toBeGreaterThan(0);

    const { page, context, consoleErrors } = await openPage(browser, { language: lang, viewport });
    const screen = new SalesReportPageModel(page, lang);
    await screen.open(`donem=ozel&bas=${from}&bit=${to}`);
    const shown = await tableTexts(screen.table());
    expect(shown).toHaveLength(report.Satirlar.length + 1);
    expect(shown.slice(0, -1).map((r) => [r[0], r[2], r[3], r[6]])).toEqual(
      report.Satirlar.map((r) => [
        r.UrunAdi ?? r.SinifAdi ?? r.GrupAdi,
        fmtNumber(lang, r.Tutar, 2),
        fmtNumber(lang, r.IslemSayisi, 0),
        fmtNumber(lang, r.OncekiTutar, 2),
      ]),
    );
    const total = shown.at(-1)!;
    expect([total[2], total[3]]).toEqual([
      fmtNumber(lang, report.Toplam.Tutar, 2),
      fmtNumber(lang, report.Toplam.IslemSayisi, 0),
    ]);

    await screen.showChart();
    const bar = screen.chart().locator('svg rect').first();
    await bar.waitFor();
    expect((await bar.boundingBox())!.width).toBeGreaterThan(0);

    const csv = parseCsv((await screen.exports.download('csv')).body.toString('utf8'), lang);
    expect(csv).toHaveLength(report.Satirlar.length + 2);
    const xlsx = await xlsxRows((await screen.exports.download('xlsx')).body);
    expect(xlsx).toHaveLength(report.Satirlar.length + 2);
    expect(xlsx.slice(1, -1).map((r) => r.includes(report.Satirlar[0]!.Tutar))[0]).toBe(true);
    const pdf = await screen.exports.download('pdf');
    expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await screen.periodKind('yil').click();
    expect(new URL(page.url()).searchParams.get('donem')).toBe('yil');
    await screen.table().locator('tbody tr').first().waitFor();

    expect(await seriousViolations(page)).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
