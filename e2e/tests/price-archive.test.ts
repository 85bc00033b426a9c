import { type ArchiveRow, fileNumber } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { PriceArchivePage } from '../pages/price-archive-page';
import { bulletinApi } from '../support/api';
import { seriousViolations } from '../support/axe';
import { daysBefore, istanbulToday, shownDate } from '../support/dates';
import { asFileName, csvDownload, xlsxDownload } from '../support/downloads';
import { type Figure, figure, readFigure } from '../support/figures';
import { type Lang, text } from '../support/i18n';
import { expectNoSidewaysScroll } from '../support/layout';
import { DESKTOP, openPage, PHONE } from '../support/open-page';
import { serverHtml } from '../support/server-html';
import { bodyAndFooterRows } from '../support/tables';

type Figures = Omit<ArchiveRow, 'Tarih'>;
type Row = ArchiveRow;
type Totals = Figures & { IslemGunu: number; UrunAdi: string | null };
interface ClassWithProducts {
  SinifId: number;
  SinifAdi: string;
  Urunler: Array<{ UrunId: number; UrunKodu: string; UrunAdi: string }>;
}

/** The figure columns of a row as they should read back (low, high, average, first, last, quantity, amount, trades). */
function expectedFigures(r: Figures): (Figure | null)[] {
  return [r.MinFiyat, r.MaxFiyat, r.OrtFiyat, r.IlkFiyat, r.SonFiyat, r.Miktar, r.Tutar, r.IslemSayisi].map(
    (value) => figure(value),
  );
}

const shownFigures = (lang: Lang, cells: string[]) => cells.slice(1).map((cell) => readFigure(lang, cell));

describe.each([
  ['tr', PHONE],
  ['en', DESKTOP],
] as const)('price archive in %s', (lang: Lang, viewport) => {
  it('is rendered by the server with the first group’s last 90 days when no group is chosen', async () => {
    const [first] = await bulletinApi<Array<{ GrupId: number; GrupAdi: string }>>(
      'GetBultenUrunGruplarGruplar',
      lang,
    );
    const to = istanbulToday();
    const from = daysBefore(to, 90);
    const caption = text(lang, 'priceArchive.caption', {
      name: first?.GrupAdi ?? '',
      from: shownDate(lang, from),
      to: shownDate(lang, to),
    });
    // The table is in the page before any script runs: nothing moves or loads when the page takes over.
    expect(await serverHtml('/fiyat-arsivi', lang)).toContain(caption);
  });

  it('shows the API’s days and totals, pages, draws the chart, one download per format naming product and range, passes axe', async () => {
    const groups = await bulletinApi<Array<{ GrupId: number; GrupAdi: string }>>(
      'GetBultenUrunGruplarGruplar',
      lang,
    );
    const group = groups[0]!.GrupId;
    const classes = await bulletinApi<ClassWithProducts[]>(`GetBultenGrupSinifUrunSelect/${group}`, lang);
    const klass = classes.find((c) => c.Urunler.length > 0)!;
    const product = klass.Urunler[0]!.UrunId;
    const to = istanbulToday();
    const from = daysBefore(to, 180);
    const base = `GetOnlineBultenFiyatArsiv/${product}/${from}/${to}/TUMU`;
    const rows = await bulletinApi<Row[]>(`${base}?sayfa=1&boyut=50`, lang);
    const [totals] = await bulletinApi<Totals[]>(
      `GetOnlineBultenFiyatArsivToplam/${product}/${from}/${to}/TUMU`,
      lang,
    );
    expect(rows.length).toBeGreaterThan(0);

    const query = `grup=${group}&sinif=${klass.SinifId}&urun=${product}&bas=${from}&bit=${to}`;
    const { page, consoleErrors } = await openPage({
      language: lang,
      viewport,
      path: `/fiyat-arsivi?${query}`,
    });
    const archive = await new PriceArchivePage(page, lang).ready();
    const shown = await bodyAndFooterRows(archive.dataTable());
    expect(shown.slice(0, -1).map((r) => [r[0], ...shownFigures(lang, r)])).toEqual(
      rows.map((r) => [shownDate(lang, r.Tarih), ...expectedFigures(r)]),
    );
    expect(shownFigures(lang, shown.at(-1)!)).toEqual(expectedFigures(totals!));
    expect(totals!.IslemGunu).toBeGreaterThan(50);

    await archive.nextPage().click();
    const second = await bulletinApi<Row[]>(`${base}?sayfa=2&boyut=50`, lang);
    await archive.rowHeader(shownDate(lang, second[0]!.Tarih)).waitFor();
    expect(new URL(page.url()).searchParams.get('sayfa')).toBe('2');

    await archive.chartSwitch.turnOn();
    // The chart is drawn once it is on screen.
    await archive.page.locator('figure.price-chart').scrollIntoViewIfNeeded();
    await archive.chartCanvas().waitFor();
    expect(await archive.chartSwitch.control().isChecked()).toBe(true);
    const box = await archive.chartCanvas().boundingBox();
    expect(box!.width).toBeGreaterThan(100);
    expect(box!.height).toBeGreaterThan(100);

    // One download per format, each saying what it is for.
    const downloads = archive.exports.navigation('priceArchive.exports');
    expect(await archive.exports.linkTexts(downloads)).toEqual([
      text(lang, 'priceArchive.export.csv'),
      text(lang, 'priceArchive.export.xlsx'),
      text(lang, 'openData.json'),
    ]);
    await page.getByText(text(lang, 'openData.note')).waitFor();

    const csv = await archive.exports.download('csv', downloads);
    // The file names the product and the range, in its name and in its first lines.
    const chosen = klass.Urunler[0]!;
    const name = `${lang === 'tr' ? 'fiyat-arsivi' : 'price-archive'}_${chosen.UrunKodu}_${asFileName(chosen.UrunAdi)}_${from}_${to}.csv`;
    expect(csv.name).toBe(name);
    const { about, table: lines } = csvDownload(csv.body, lang);
    expect(about).toEqual([
      [text(lang, 'priceArchive.title')],
      [lang === 'tr' ? 'Grup' : 'Group', groups[0]!.GrupAdi],
      [lang === 'tr' ? 'Sınıf' : 'Class', klass.SinifAdi],
      [lang === 'tr' ? 'Ürün' : 'Product', chosen.UrunAdi],
      [lang === 'tr' ? 'Tarih aralığı' : 'Date range', `${shownDate(lang, from)} – ${shownDate(lang, to)}`],
      [lang === 'tr' ? 'Kanal' : 'Channel', lang === 'tr' ? 'Tümü' : 'All'],
    ]);
    // Headers in the page's language, as the table's columns read.
    expect(lines[0]![0]).toBe(text(lang, 'figures.date'));
    expect(lines[0]![3]).toMatch(lang === 'tr' ? /^Ağırlıklı Ortalama/ : /^Weighted Average/);
    expect(lines).toHaveLength(totals!.IslemGunu + 2);
    // The CSV's cells as core's locale module writes a file's: the date in the language's order, prices with
    // their 4 decimals in the language's mark, no thousands marks (tr `20,6840`, en `20.6840`).
    const price = (v: number) => fileNumber(lang, v, 'price');
    expect(lines[1]!.slice(0, 4)).toEqual([
      shownDate(lang, rows[0]!.Tarih),
      price(rows[0]!.MinFiyat),
      price(rows[0]!.MaxFiyat),
      price(rows[0]!.OrtFiyat),
    ]);
    expect(lines[1]![3]).toMatch(lang === 'tr' ? /^\d+,\d{4}$/ : /^\d+\.\d{4}$/);
    expect(lines.at(-1)![3]).toBe(price(totals!.OrtFiyat));

    const xlsxFile = await archive.exports.download('xlsx', downloads);
    expect(xlsxFile.name).toBe(name.replace(/\.csv$/, '.xlsx'));
    const xlsx = await xlsxDownload(xlsxFile.body);
    expect(xlsx.about.map((line) => line[1])).toEqual(about.map((line) => line[1]));
    expect(xlsx.table).toHaveLength(totals!.IslemGunu + 2);
    expect(xlsx.table[1]![3]).toBe(rows[0]!.OrtFiyat);
    expect(xlsx.table.at(-1)![7]).toBe(totals!.Tutar);

    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    expect(consoleErrors).toEqual([]);
  });
});
