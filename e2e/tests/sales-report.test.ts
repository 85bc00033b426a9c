import { describe, expect, it } from 'vitest';
import { SalesReportPage } from '../pages/sales-report-page';
import { bulletinApi } from '../support/api';
import { seriousViolations } from '../support/axe';
import { daysBefore, istanbulToday, shownDate } from '../support/dates';
import { csvDownload, xlsxDownload } from '../support/downloads';
import { figure, readFigure } from '../support/figures';
import { type Lang, text } from '../support/i18n';
import { expectNoSidewaysScroll } from '../support/layout';
import { DESKTOP, openScreen, PHONE } from '../support/open-page';
import { bodyAndFooterRows } from '../support/tables';

interface ReportRow {
  UrunAdi: string | null;
  SinifAdi: string | null;
  GrupAdi: string;
  Tutar: number;
  IslemSayisi: number;
  OncekiTutar: number;
}
interface Report {
  Baslangic: string;
  Bitis: string;
  Toplam: { Tutar: number; IslemSayisi: number; OncekiTutar: number };
  Satirlar: ReportRow[];
}

describe.each([
  ['tr', PHONE],
  ['en', DESKTOP],
] as const)('exchange sales report in %s', (lang: Lang, viewport) => {
  it('shows the API’s rows and totals, draws the chart, exports CSV, XLSX and PDF, passes axe', async () => {
    const to = istanbulToday();
    const from = daysBefore(to, 45);
    const report = await bulletinApi<Report>(`GetBorsaSatisRaporu/${from}/${to}`, lang);
    expect(report.Satirlar.length).toBeGreaterThan(0);

    const path = `/borsa-satis-raporu?donem=ozel&bas=${from}&bit=${to}`;
    const { page, consoleErrors, screen } = await openScreen(SalesReportPage, {
      language: lang,
      viewport,
      path,
    });
    const shown = await bodyAndFooterRows(screen.dataTable());
    expect(shown).toHaveLength(report.Satirlar.length + 1);
    const read = (cell: string | undefined) => readFigure(lang, cell);
    expect(shown.slice(0, -1).map((r) => [r[0], read(r[2]), read(r[3]), read(r[6])])).toEqual(
      report.Satirlar.map((r) => [
        r.UrunAdi ?? r.SinifAdi ?? r.GrupAdi,
        figure(r.Tutar),
        figure(r.IslemSayisi),
        figure(r.OncekiTutar),
      ]),
    );
    const total = shown.at(-1)!;
    expect([read(total[2]), read(total[3])]).toEqual([
      figure(report.Toplam.Tutar),
      figure(report.Toplam.IslemSayisi),
    ]);

    await screen.chartSwitch.turnOn();
    const bar = screen.chart().locator('svg rect').first();
    await bar.waitFor();
    expect((await bar.boundingBox())!.width).toBeGreaterThan(0);

    const downloads = screen.exports.navigation('priceArchive.exports');
    expect(await screen.exports.linkTexts(downloads)).toEqual([
      text(lang, 'priceArchive.export.csv'),
      text(lang, 'priceArchive.export.xlsx'),
      text(lang, 'priceArchive.export.pdf'),
      text(lang, 'openData.json'),
    ]);
    const csvFile = await screen.exports.download('csv', downloads);
    const { about, table: csv } = csvDownload(csvFile.body, lang);
    expect(about[1]).toEqual([
      lang === 'tr' ? 'Dönem' : 'Period',
      `${shownDate(lang, report.Baslangic)} – ${shownDate(lang, report.Bitis)}`,
    ]);
    expect(csvFile.name).toContain(`_${report.Baslangic}_${report.Bitis}`);
    expect(csv).toHaveLength(report.Satirlar.length + 2);
    const xlsx = (await xlsxDownload((await screen.exports.download('xlsx', downloads)).body)).table;
    expect(xlsx).toHaveLength(report.Satirlar.length + 2);
    expect(xlsx.slice(1, -1).map((r) => r.includes(report.Satirlar[0]!.Tutar))[0]).toBe(true);
    const pdf = await screen.exports.download('pdf');
    expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await screen.periodKind('yil').click();
    expect(new URL(page.url()).searchParams.get('donem')).toBe('yil');
    await screen.dataTable().locator('tbody tr').first().waitFor();

    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    expect(consoleErrors).toEqual([]);
  });
});
