import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fmtDate, fmtNumber, fmtQuantity, scrollWidth, seriousViolations } from '../pages/dashboard-page';
import {
  apiGet,
  daysBefore,
  istanbulToday,
  PriceArchivePageModel,
  parseCsv,
  tableTexts,
  xlsxRows,
} from '../pages/price-archive-page';
import { launchBrowser, openPage } from '../support/browser';
import type { Lang } from '../support/i18n';

interface Figures {
  MinFiyat: number;
  MaxFiyat: number;
  OrtFiyat: number;
  IlkFiyat: number;
  SonFiyat: number;
  Miktar: number;
  Tutar: number;
  IslemSayisi: number;
}
type Row = Figures & { Tarih: string };
type Totals = Figures & { IslemGunu: number; UrunAdi: string | null };
interface ClassWithProducts {
  SinifId: number;
  Urunler: Array<{ UrunId: number }>;
}

const B = 'CMS/OnlineKullaniciBulten';

function cells(lang: Lang, r: Figures): string[] {
  const p = (v: number) => fmtNumber(lang, v, 4);
  return [
    p(r.MinFiyat),
    p(r.MaxFiyat),
    p(r.OrtFiyat),
    p(r.IlkFiyat),
    p(r.SonFiyat),
    fmtQuantity(lang, r.Miktar, null),
    fmtNumber(lang, r.Tutar, 2),
    fmtNumber(lang, r.IslemSayisi, 0),
  ];
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
] as const)('price archive in %s', (lang: Lang, viewport) => {
  it('shows the API’s days and totals, pages, draws the chart, exports CSV and XLSX, passes axe', async () => {
    const groups = await apiGet<Array<{ GrupId: number }>>(`${B}/GetBultenUrunGruplarGruplar`, lang);
    const group = groups[0]!.GrupId;
    const classes = await apiGet<ClassWithProducts[]>(`${B}/GetBultenGrupSinifUrunSelect/${group}`, lang);
    const klass = classes.find((c) => c.Urunler.length > 0)!;
    const product = klass.Urunler[0]!.UrunId;
    const to = istanbulToday();
    const from = daysBefore(to, 180);
    const base = `${B}/GetOnlineBultenFiyatArsiv/${product}/${from}/${to}/TUMU`;
    const rows = await apiGet<Row[]>(`${base}?sayfa=1&boyut=50`, lang);
    const [totals] = await apiGet<Totals[]>(
      `${B}/GetOnlineBultenFiyatArsivToplam/${product}/${from}/${to}/TUMU`,
      lang,
    );
    expect(rows.length).toBeGreaterThan(0);

    const { page, context, consoleErrors } = await openPage(browser, { language: lang, viewport });
    const archive = new PriceArchivePageModel(page, lang);
    await archive.open(`grup=${group}&sinif=${klass.SinifId}&urun=${product}&bas=${from}&bit=${to}`);
    const shown = await tableTexts(archive.table());
    expect(shown.slice(0, -1)).toEqual(rows.map((r) => [fmtDate(lang, r.Tarih), ...cells(lang, r)]));
    expect(shown.at(-1)!.slice(1)).toEqual(cells(lang, totals!));
    expect(totals!.IslemGunu).toBeGreaterThan(50);

    await archive.nextPage().click();
    const second = await apiGet<Row[]>(`${base}?sayfa=2&boyut=50`, lang);
    await page.getByRole('rowheader', { name: fmtDate(lang, second[0]!.Tarih), exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('sayfa')).toBe('2');

    await archive.showChart();
    await archive.chartCanvas().waitFor();
    expect(await archive.chartSwitch().isChecked()).toBe(true);
    const box = await archive.chartCanvas().boundingBox();
    expect(box!.width).toBeGreaterThan(100);
    expect(box!.height).toBeGreaterThan(100);

    const csv = await archive.exports.download('csv');
    expect(csv.name).toMatch(/\.csv$/);
    const lines = parseCsv(csv.body.toString('utf8'), lang);
    expect(lines).toHaveLength(totals!.IslemGunu + 2);
    const avg = (v: number) => (lang === 'tr' ? String(v).replace('.', ',') : String(v));
    expect(lines[1]!.slice(0, 4)).toEqual([
      rows[0]!.Tarih,
      avg(rows[0]!.MinFiyat),
      avg(rows[0]!.MaxFiyat),
      avg(rows[0]!.OrtFiyat),
    ]);
    expect(lines.at(-1)![3]).toBe(avg(totals!.OrtFiyat));

    const xlsx = await xlsxRows((await archive.exports.download('xlsx')).body);
    expect(xlsx).toHaveLength(totals!.IslemGunu + 2);
    expect(xlsx[1]![3]).toBe(rows[0]!.OrtFiyat);
    expect(xlsx.at(-1)![7]).toBe(totals!.Tutar);

    expect(await seriousViolations(page)).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
