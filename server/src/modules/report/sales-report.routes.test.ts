import type { SalesReport } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import { readCsvDownload, readSheetDownload } from '../../../test/download.js';
import { HISTORY_NOW, seedHistoryCatalogue } from '../../../test/history-data.js';
import { drawnText, pageCount } from '../../../test/pdf.js';
import { cellValues, firstSheet } from '../../../test/xlsx.js';
import { reportFonts } from '../../http/exports/pdf.js';
import { salesReportExample } from './report.examples.js';
import { salesReportPdf } from './sales-report.pdf.js';

const P = '/api/v1/CMS/OnlineKullaniciBulten';

describeWithApp('exchange sales report', { seed: seedHistoryCatalogue, now: HISTORY_NOW }, (t) => {
  const d = t.data;
  const inject = (url: string, lang = 'tr') =>
    t.app.inject({ method: 'GET', url: `${P}/${url}`, headers: { lang } });

  it('sums each group, class and product against the same period a year earlier', async () => {
    // The OpenAPI example asks for the same March against March a year earlier: its heading is the answer's.
    const { Toplam, Satirlar, ...heading } = salesReportExample;
    const report: SalesReport = (
      await inject(`GetBorsaSatisRaporu/${heading.Baslangic}/${heading.Bitis}`)
    ).json();
    expect(report).toMatchObject({
      ...heading,
      // 1 817 400 + 78 000 + 450 000 + 470 000 TL in 9 trades; a year earlier 255 000 + 70 000 in 3.
      Toplam: {
        Tutar: 2_815_400,
        IslemSayisi: 9,
        OncekiTutar: 325_000,
        OncekiIslemSayisi: 3,
        TutarDegisimYuzde: 766.28,
      },
    });
    expect(report.Satirlar.map((r) => r.Seviye)).toEqual([
      'GROUP',
      'CLASS',
      'PRODUCT',
      'PRODUCT',
      'GROUP',
      'CLASS',
      'PRODUCT',
      'GROUP',
      'CLASS',
      'PRODUCT',
    ]);
    expect(report.Satirlar[0]).toMatchObject({
      GrupId: d.wheatGroup,
      Birim: 'KG',
      Miktar: 155_000,
      Tutar: 1_895_400,
      IslemSayisi: 6,
      OrtFiyat: 12.2284,
      Pay: 67.32,
      OncekiMiktar: 25_000,
      OncekiTutar: 255_000,
      OncekiIslemSayisi: 2,
      OncekiOrtFiyat: 10.2,
      MiktarDegisimYuzde: 520,
      TutarDegisimYuzde: 643.29,
      OrtFiyatDegisimYuzde: 19.89,
    });
    expect(report.Satirlar[6]).toMatchObject({
      UrunId: d.feedBarley,
      Tutar: 450_000,
      Pay: 15.98,
      OncekiTutar: 0,
      OncekiOrtFiyat: null,
      TutarDegisimYuzde: null,
      OrtFiyatDegisimYuzde: null,
    });
    expect(report.Satirlar[9]).toMatchObject({
      UrunId: d.cattle,
      Birim: 'BAS',
      Miktar: 5,
      OrtFiyat: 94_000,
      OncekiOrtFiyat: 70_000,
    });
  });

  it('filters a channel, and answers empty rows for a period without trading', async () => {
    const salon: SalesReport = (await inject('GetBorsaSatisRaporu/2026-03-01/2026-03-31?kanal=SALON')).json();
    expect(salon.Kanal).toBe('SALON');
    // H4 120 000 + H7 55 000 + H5 375 000 + H9 102 400; a year earlier H2 200 000.
    expect(salon.Toplam).toEqual({
      Tutar: 652_400,
      IslemSayisi: 4,
      OncekiTutar: 200_000,
      OncekiIslemSayisi: 1,
      TutarDegisimYuzde: 226.2,
    });
    const empty: SalesReport = (await inject('GetBorsaSatisRaporu/2023-01-01/2023-01-31')).json();
    expect(empty.Satirlar).toEqual([]);
    expect(empty.Toplam).toEqual({
      Tutar: 0,
      IslemSayisi: 0,
      OncekiTutar: 0,
      OncekiIslemSayisi: 0,
      TutarDegisimYuzde: null,
    });
  });

  it('exports CSV and XLSX that read back to the JSON rows and totals', async () => {
    const report: SalesReport = (await inject('GetBorsaSatisRaporu/2026-03-01/2026-03-31', 'en')).json();
    const csv = await inject('GetBorsaSatisRaporu/2026-03-01/2026-03-31?format=csv', 'en');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="exchange-sales-report_2026-03-01_2026-03-31.csv"',
    );
    const { about, table: lines } = readCsvDownload(csv.rawPayload);
    expect(about).toEqual([
      ['Exchange Sales Report', report.Borsa],
      ['Period', '01/03/2026 – 31/03/2026'],
      ['Compared with', '01/03/2025 – 31/03/2025'],
      ['Channel', 'All'],
    ]);
    expect(lines).toHaveLength(report.Satirlar.length + 2);
    expect(lines.slice(1, -1).map((l) => [l[1], Number(l[4]), Number(l[5]), l[7]])).toEqual(
      report.Satirlar.map((r) => [
        r.UrunAdi ?? r.SinifAdi ?? r.GrupAdi,
        r.Tutar,
        r.IslemSayisi,
        r.Pay === null ? '' : r.Pay.toFixed(2),
      ]),
    );
    expect(lines.at(-1)?.slice(0, 6)).toEqual(['TOTAL', '', '', '', '2815400.00', '9']);

    const xlsx = await inject('GetBorsaSatisRaporu/2026-03-01/2026-03-31?format=xlsx&kanal=SALON');
    expect(xlsx.headers['content-disposition']).toBe(
      'attachment; filename="borsa-satis-raporu_2026-03-01_2026-03-31_SALON.xlsx"',
    );
    const sheet = await firstSheet(xlsx.rawPayload);
    const { about: salon, headerRow } = readSheetDownload(sheet);
    expect(salon.slice(1)).toEqual([
      ['Dönem', '01.03.2026 – 31.03.2026'],
      ['Karşılaştırılan dönem', '01.03.2025 – 31.03.2025'],
      ['Kanal', 'Salon'],
    ]);
    const all = await firstSheet(
      (await inject('GetBorsaSatisRaporu/2026-03-01/2026-03-31?format=xlsx')).rawPayload,
    );
    expect(all.getRow(headerRow).getCell(1).value).toBe('Seviye');
    expect(all.getRow(headerRow + 1).getCell(2).value).toBe('BUĞDAY');
    expect(all.getRow(headerRow + 1).getCell(5).value).toBe(1_895_400);
    const total = all.getRow(headerRow + report.Satirlar.length + 1);
    expect(cellValues(total, [1, 5, 6, 10])).toEqual(['TOPLAM', 2_815_400, 9, 325_000]);
  });

  it('exports an A4 PDF with the exchange name, period, totals and page numbers', async () => {
    const { pdf, texts } = await drawnText(async () => {
      const response = await inject('GetBorsaSatisRaporu/2026-03-01/2026-03-31?format=pdf');
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="borsa-satis-raporu_2026-03-01_2026-03-31.pdf"',
      );
      return response.rawPayload;
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Bülten Ticaret Borsası',
        'Borsa Satış Raporu',
        'Dönem: 01.03.2026 – 31.03.2026    Karşılaştırma: 01.03.2025 – 31.03.2025    Kanal: Tümü',
        'TOPLAM',
        '2.815.400,00',
        'Sayfa 1 / 1',
        'Oluşturma: 06.03.2026 12:00',
      ]),
    );
  });

  it('answers 400 for bad input', async () => {
    for (const [url, code] of [
      ['GetBorsaSatisRaporu/2026-03-31/2026-03-01', 'BAD_RANGE'],
      ['GetBorsaSatisRaporu/2026-03-01/2026-3-31', 'BAD_DATE'],
      ['GetBorsaSatisRaporu/2000-03-01/2026-03-31', 'RANGE_TOO_LONG'],
      ['GetBorsaSatisRaporu/2026-03-01/2026-03-31?kanal=X', 'BAD_CHANNEL'],
      ['GetBorsaSatisRaporu/2026-03-01/2026-03-31?format=doc', 'BAD_FORMAT'],
    ] as const) {
      const response = await inject(url, 'en');
      expect([url, response.statusCode, response.json().error.code]).toEqual([url, 400, code]);
    }
  });
});

describe('sales report PDF', () => {
  it('embeds a TrueType font for Turkish letters on this machine', () => {
    expect(reportFonts()).not.toBeNull();
  });

  it('repeats the heading on every page and numbers the pages', async () => {
    const row = {
      Seviye: 'PRODUCT' as const,
      GrupId: 1,
      GrupKodu: '01',
      GrupAdi: 'BUĞDAY',
      SinifId: 2,
      SinifKodu: '0101',
      SinifAdi: 'SINIF',
      UrunId: 3,
      UrunKodu: '010101',
      UrunAdi: 'ÜRÜN',
      Birim: 'KG' as const,
      FiyatBirimi: 'TL/kg',
      Miktar: 1000,
      Tutar: 12_000,
      IslemSayisi: 1,
      OrtFiyat: 12,
      Pay: 1,
      OncekiMiktar: null,
      OncekiTutar: 0,
      OncekiIslemSayisi: 0,
      OncekiOrtFiyat: null,
      MiktarDegisimYuzde: null,
      TutarDegisimYuzde: null,
      OrtFiyatDegisimYuzde: null,
    };
    const report: SalesReport = {
      Borsa: 'Test Borsası',
      Baslangic: '2026-01-01',
      Bitis: '2026-12-31',
      OncekiBaslangic: '2025-01-01',
      OncekiBitis: '2025-12-31',
      Kanal: 'SALON',
      Toplam: {
        Tutar: 1_200_000,
        IslemSayisi: 100,
        OncekiTutar: 0,
        OncekiIslemSayisi: 0,
        TutarDegisimYuzde: null,
      },
      Satirlar: Array.from({ length: 100 }, () => row),
    };
    const { pdf, texts } = await drawnText(() =>
      salesReportPdf(report, 'en', new Date('2026-03-06T09:00:00Z')),
    );
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(2);
    expect(texts.filter((t) => t === 'Exchange Sales Report')).toHaveLength(pages);
    expect(texts.filter((t) => t.startsWith('Page '))).toEqual(
      Array.from({ length: pages }, (_, i) => `Page ${i + 1} / ${pages}`),
    );
    expect(texts.filter((t) => t.trim() === 'ÜRÜN')).toHaveLength(100);
    expect(texts).toContain('1,200,000.00');
  });
});
