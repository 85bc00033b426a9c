import { type ArchiveRow, type ArchiveTotals, type Language, priceUnitLabel } from '@bulten/core';
import type { ExportColumn, ExportTable } from '../../http/exports/table-export.js';
import { figuresFields } from '../figures/figures.fields.js';
import type { DayPoint } from '../figures/figures.rollup.js';
import type { HistoryScope } from '../history/history.scope.js';
import { periodTotals } from '../history/history.service.js';

/** Archive rows of a scope's trading days, newest first. */
export function archiveRows(points: readonly DayPoint[]): ArchiveRow[] {
  const rows: ArchiveRow[] = [];
  for (let i = points.length - 1; i >= 0; i -= 1) {
    const p = points[i]!;
    rows.push({ Tarih: p.date, ...figuresFields(p.figures, p.averageE4) });
  }
  return rows;
}

/** The archive's totals row (one object in an array; [] without trading). */
export function archiveTotals(
  scope: HistoryScope,
  points: readonly DayPoint[],
  lang: Language,
): ArchiveTotals[] {
  const totals = periodTotals(scope, points, lang);
  return totals ? [totals] : [];
}

/** One page of rows: `page` from 1, `size` rows. */
export function pageOf<T>(rows: readonly T[], paging: { page: number; size: number } | null): T[] {
  if (!paging) return [...rows];
  const start = (paging.page - 1) * paging.size;
  return rows.slice(start, start + paging.size);
}

function archiveColumns(scope: HistoryScope, lang: Language): Array<ExportColumn<ArchiveRow>> {
  const unit = scope.unit;
  const per = unit ? ` (${priceUnitLabel(unit, lang)})` : '';
  const quantity = unit ? ` (${unit === 'BAS' ? (lang === 'tr' ? 'baş' : 'head') : unit.toLowerCase()})` : '';
  return [
    { header: { tr: 'Tarih', en: 'Date' }, kind: 'date', value: (r) => r.Tarih },
    { header: { tr: `En Düşük${per}`, en: `Min${per}` }, kind: 'price', value: (r) => r.MinFiyat },
    { header: { tr: `En Yüksek${per}`, en: `Max${per}` }, kind: 'price', value: (r) => r.MaxFiyat },
    {
      header: { tr: `Ağırlıklı Ortalama${per}`, en: `Weighted Average${per}` },
      kind: 'price',
      value: (r) => r.OrtFiyat,
    },
    { header: { tr: `İlk${per}`, en: `First${per}` }, kind: 'price', value: (r) => r.IlkFiyat },
    { header: { tr: `Son${per}`, en: `Last${per}` }, kind: 'price', value: (r) => r.SonFiyat },
    {
      header: { tr: `Miktar${quantity}`, en: `Quantity${quantity}` },
      kind: 'quantity',
      value: (r) => r.Miktar,
    },
    { header: { tr: 'Tutar (TL)', en: 'Amount (TL)' }, kind: 'amount', value: (r) => r.Tutar },
    { header: { tr: 'İşlem Sayısı', en: 'Trades' }, kind: 'count', value: (r) => r.IslemSayisi },
  ];
}

/** The archive as an export table: every day of the range, newest first, and the totals row. */
export function archiveTable(
  scope: HistoryScope,
  points: readonly DayPoint[],
  lang: Language,
  title: string,
): ExportTable<ArchiveRow> {
  const totals = periodTotals(scope, points, lang);
  return {
    title,
    columns: archiveColumns(scope, lang),
    rows: archiveRows(points),
    ...(totals ? { totals: { Tarih: '', ...totals } } : {}),
  };
}
