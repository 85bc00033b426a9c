import type { Language, SalesReport, SalesReportRow } from '@bulten/core';
import type { ExportColumn, ExportTable } from '../../http/exports/table-export.js';

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

function columns(lang: Language): Array<ExportColumn<SalesReportRow>> {
  return [
    { header: { tr: 'Seviye', en: 'Level' }, kind: 'text', value: (r) => LEVEL_NAMES[lang][r.Seviye] },
    { header: { tr: 'Ad', en: 'Name' }, kind: 'text', value: rowName },
    { header: { tr: 'Birim', en: 'Unit' }, kind: 'text', value: (r) => r.Birim },
    { header: { tr: 'Miktar', en: 'Quantity' }, kind: 'quantity', value: (r) => r.Miktar },
    { header: { tr: 'Tutar (TL)', en: 'Amount (TL)' }, kind: 'amount', value: (r) => r.Tutar },
    { header: { tr: 'İşlem Sayısı', en: 'Trades' }, kind: 'count', value: (r) => r.IslemSayisi },
    {
      header: { tr: 'Ağırlıklı Ortalama (TL)', en: 'Weighted Average (TL)' },
      kind: 'price',
      value: (r) => r.OrtFiyat,
    },
    { header: { tr: 'Pay (%)', en: 'Share (%)' }, kind: 'percent', value: (r) => r.Pay },
    {
      header: { tr: 'Önceki Miktar', en: 'Quantity a Year Earlier' },
      kind: 'quantity',
      value: (r) => r.OncekiMiktar,
    },
    {
      header: { tr: 'Önceki Tutar (TL)', en: 'Amount a Year Earlier (TL)' },
      kind: 'amount',
      value: (r) => r.OncekiTutar,
    },
    {
      header: { tr: 'Önceki İşlem Sayısı', en: 'Trades a Year Earlier' },
      kind: 'count',
      value: (r) => r.OncekiIslemSayisi,
    },
    {
      header: { tr: 'Önceki Ortalama (TL)', en: 'Average a Year Earlier (TL)' },
      kind: 'price',
      value: (r) => r.OncekiOrtFiyat,
    },
    {
      header: { tr: 'Miktar Değişimi (%)', en: 'Quantity Change (%)' },
      kind: 'percent',
      value: (r) => r.MiktarDegisimYuzde,
    },
    {
      header: { tr: 'Tutar Değişimi (%)', en: 'Amount Change (%)' },
      kind: 'percent',
      value: (r) => r.TutarDegisimYuzde,
    },
    {
      header: { tr: 'Ortalama Değişimi (%)', en: 'Average Change (%)' },
      kind: 'percent',
      value: (r) => r.OrtFiyatDegisimYuzde,
    },
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
  return { title: SALES_REPORT_TITLE[lang], columns: columns(lang), rows: report.Satirlar, ...totals };
}
