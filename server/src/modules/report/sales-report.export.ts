import type { Language, SalesReport, SalesReportRow } from '@bulten/core';
import {
  type AboutLine,
  type ExportColumn,
  type ExportTable,
  fieldColumns,
  safeFilename,
  shownRange,
} from '../../http/exports/table-export.js';
import { channelAbout } from '../catalogue/catalogue.about.js';

/** Titles of the sales report per language. */
export const SALES_REPORT_TITLE: Record<Language, string> = {
  tr: 'Borsa Satış Raporu',
  en: 'Exchange Sales Report',
};

const LEVEL_NAMES: Record<Language, Record<SalesReportRow['Seviye'], string>> = {
  tr: { GROUP: 'Grup', CLASS: 'Sınıf', PRODUCT: 'Ürün' },
  en: { GROUP: 'Group', CLASS: 'Class', PRODUCT: 'Product' },
};

/** The name a report row shows: the product's, else the class's, else the group's. */
export function rowName(row: SalesReportRow): string {
  return row.UrunAdi ?? row.SinifAdi ?? row.GrupAdi;
}

const column = fieldColumns<SalesReportRow>();

function columns(lang: Language): Array<ExportColumn<SalesReportRow>> {
  return [
    { header: { tr: 'Seviye', en: 'Level' }, kind: 'text', value: (r) => LEVEL_NAMES[lang][r.Seviye] },
    { header: { tr: 'Ad', en: 'Name' }, kind: 'text', value: rowName },
    column('text', 'Birim', 'Birim', 'Unit'),
    column('quantity', 'Miktar', 'Miktar', 'Quantity'),
    column('amount', 'Tutar', 'Tutar (TL)', 'Amount (TL)'),
    column('count', 'IslemSayisi', 'İşlem Sayısı', 'Trades'),
    column('price', 'OrtFiyat', 'Ağırlıklı Ortalama (TL)', 'Weighted Average (TL)'),
    column('percent', 'Pay', 'Pay (%)', 'Share (%)'),
    column('quantity', 'OncekiMiktar', 'Önceki Miktar', 'Quantity a Year Earlier'),
    column('amount', 'OncekiTutar', 'Önceki Tutar (TL)', 'Amount a Year Earlier (TL)'),
    column('count', 'OncekiIslemSayisi', 'Önceki İşlem Sayısı', 'Trades a Year Earlier'),
    column('price', 'OncekiOrtFiyat', 'Önceki Ortalama (TL)', 'Average a Year Earlier (TL)'),
    column('percent', 'MiktarDegisimYuzde', 'Miktar Değişimi (%)', 'Quantity Change (%)'),
    column('percent', 'TutarDegisimYuzde', 'Tutar Değişimi (%)', 'Amount Change (%)'),
    column('percent', 'OrtFiyatDegisimYuzde', 'Ortalama Değişimi (%)', 'Average Change (%)'),
  ];
}

/** A totals line in the shape of a row: amounts and counts, nothing that would add up different units. */
function totalsRow(report: SalesReport): SalesReportRow {
  const first = report.Satirlar[0]!;
  return {
    ...first,
    GrupAdi: '',
    SinifAdi: null,
    UrunAdi: null,
    Birim: null,
    Miktar: null,
    Tutar: report.Toplam.Tutar,
    IslemSayisi: report.Toplam.IslemSayisi,
    OrtFiyat: null,
    Pay: report.Toplam.Tutar === 0 ? 0 : 100,
    OncekiMiktar: null,
    OncekiTutar: report.Toplam.OncekiTutar,
    OncekiIslemSayisi: report.Toplam.OncekiIslemSayisi,
    OncekiOrtFiyat: null,
    MiktarDegisimYuzde: null,
    TutarDegisimYuzde: report.Toplam.TutarDegisimYuzde,
    OrtFiyatDegisimYuzde: null,
  };
}

/** The report as an export table (rows in tree order, then the totals line). */
export function salesReportTable(report: SalesReport, lang: Language): ExportTable<SalesReportRow> {
  const totals = report.Satirlar.length > 0 ? { totals: totalsRow(report) } : {};
  const words = ABOUT_WORDS[lang];
  const about: AboutLine[] = [
    [SALES_REPORT_TITLE[lang], report.Borsa],
    [words.period, shownRange(lang, report.Baslangic, report.Bitis)],
    [words.compared, shownRange(lang, report.OncekiBaslangic, report.OncekiBitis)],
    channelAbout(report.Kanal, lang),
  ];
  return { title: SALES_REPORT_TITLE[lang], about, columns: columns(lang), rows: report.Satirlar, ...totals };
}

const ABOUT_WORDS = {
  tr: { period: 'Dönem', compared: 'Karşılaştırılan dönem' },
  en: { period: 'Period', compared: 'Compared with' },
} as const;

/** A sales report file's name: the report, its period, and the channel when one is chosen. */
export function salesReportFilename(report: SalesReport, lang: Language): string {
  const name = lang === 'tr' ? 'borsa-satis-raporu' : 'exchange-sales-report';
  const channel = report.Kanal === 'TUMU' ? [] : [report.Kanal];
  return safeFilename([name, report.Baslangic, report.Bitis, ...channel].join('_'));
}
