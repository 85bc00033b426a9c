import { type ArchiveRow, type ArchiveTotals, type Language, priceUnitLabel } from '@bulten/core';
import {
  type AboutLine,
  type ExportColumn,
  type ExportTable,
  safeFilename,
  shownRange,
} from '../../http/exports/table-export.js';
import { channelAbout, nodeAbout } from '../catalogue/catalogue.about.js';
import { nodeName } from '../catalogue/catalogue.service.js';
import { figuresFields } from '../figures/figures.fields.js';
import type { DayPoint } from '../figures/figures.rollup.js';
import type { HistoryScope } from '../history/history.scope.js';
import { periodTotals } from '../history/history.service.js';

/** The archive row of a trading day. */
export function archiveRow(p: DayPoint): ArchiveRow {
  const f = figuresFields(p.figures, p.averageE4);
  // Named, not spread: a decade's 2,500 rows built by spreading took five times as long, and their JSON
  // 15 % longer to write (the spread's objects get a slower shape).
  return {
    Tarih: p.date,
    MinFiyat: f.MinFiyat,
    MaxFiyat: f.MaxFiyat,
    OrtFiyat: f.OrtFiyat,
    IlkFiyat: f.IlkFiyat,
    SonFiyat: f.SonFiyat,
    Miktar: f.Miktar,
    Tutar: f.Tutar,
    IslemSayisi: f.IslemSayisi,
  };
}

/** Archive rows of a scope's trading days, newest first. */
export function archiveRows(points: readonly DayPoint[]): ArchiveRow[] {
  return newestFirst(points).map(archiveRow);
}

/** The trading days newest first, one page of them when `paging` is given (`page` from 1, `size` rows). */
export function newestFirst(
  points: readonly DayPoint[],
  paging: { page: number; size: number } | null = null,
): DayPoint[] {
  const start = paging ? (paging.page - 1) * paging.size : 0;
  const end = paging ? Math.min(points.length, start + paging.size) : points.length;
  const out: DayPoint[] = [];
  for (let k = start; k < end; k += 1) out.push(points[points.length - 1 - k]!);
  return out;
}

// A day's archive row as JSON bytes, kept with the day: the days kept in memory (figures.memo) are written
// once, so after a trade a decade's answer writes only the days read anew. Bytes, not text: joining 2,500
// kept texts into one string cost more than writing them anew (a large string is new memory every time).
const rowBytes = new WeakMap<DayPoint, Buffer>();

function archiveRowBytes(p: DayPoint): Buffer {
  let bytes = rowBytes.get(p);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(archiveRow(p)));
    rowBytes.set(p, bytes);
  }
  return bytes;
}

/** `JSON.stringify(points.map(archiveRow))` as UTF-8 bytes, byte for byte, each day's row written once. */
export function archiveJson(points: readonly DayPoint[]): Buffer {
  const parts = points.map(archiveRowBytes);
  let length = 2 + Math.max(0, parts.length - 1);
  for (const part of parts) length += part.length;
  const out = Buffer.allocUnsafe(length);
  let at = 0;
  out[at++] = 0x5b; // [
  for (let i = 0; i < parts.length; i += 1) {
    if (i > 0) out[at++] = 0x2c; // ,
    out.set(parts[i]!, at);
    at += parts[i]!.length;
  }
  out[at] = 0x5d; // ]
  return out;
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
): ExportTable<ArchiveRow> {
  const totals = periodTotals(scope, points, lang);
  return {
    title: `${ARCHIVE_TITLE[lang]} ${nodeName(scope.node, lang)}`,
    about: archiveAbout(scope, lang),
    columns: archiveColumns(scope, lang),
    rows: archiveRows(points),
    ...(totals ? { totals: { Tarih: '', ...totals } } : {}),
  };
}

const ARCHIVE_TITLE = { tr: 'Fiyat Arşivi', en: 'Price Archive' } as const;
const RANGE = { tr: 'Tarih aralığı', en: 'Date range' } as const;

/** The lines heading an archive file: what it is, of which group, class or product, the range and channel. */
function archiveAbout(scope: HistoryScope, lang: Language): AboutLine[] {
  return [
    [ARCHIVE_TITLE[lang]],
    ...nodeAbout(scope.catalogue, scope.node, lang),
    [RANGE[lang], shownRange(lang, scope.from, scope.to)],
    channelAbout(scope.channel, lang),
  ];
}

/** An archive file's name: `fiyat-arsivi_<code>_<name>_<from>_<to>` (and the channel when one is chosen). */
export function archiveFilename(scope: HistoryScope, lang: Language): string {
  const parts = [
    lang === 'tr' ? 'fiyat-arsivi' : 'price-archive',
    scope.node.code,
    nodeName(scope.node, lang),
    scope.from,
    scope.to,
    ...(scope.channel === 'TUMU' ? [] : [scope.channel]),
  ];
  return safeFilename(parts.join('_'));
}
