import {
  type FigureKind,
  formatDate,
  formatDateTime,
  formatKind,
  type Language,
  type SalesReport,
  type SalesReportRow,
} from '@bulten/core';
import { drawFooters, drawTableRow, openReportPdf } from '../../http/exports/pdf.js';
import { rowName, SALES_REPORT_TITLE } from './sales-report.export.js';

const PAGE = { margin: 36, rowHeight: 15, fontSize: 7.5 };

interface Column {
  label: Record<Language, string>;
  width: number;
  align: 'left' | 'right';
  text: (row: SalesReportRow, f: Formats) => string;
}

// Every figure and date is written by core's locale module, as on the web, in the CSV and in the SMS.
interface Formats {
  number: (value: number | null, kind: FigureKind) => string;
  date: (date: string) => string;
}

function formats(lang: Language): Formats {
  return { number: (value, kind) => formatKind(lang, kind, value), date: (date) => formatDate(lang, date) };
}

const INDENT: Record<SalesReportRow['Seviye'], string> = { GROUP: '', CLASS: '   ', PRODUCT: '      ' };

type NumberField = {
  [K in keyof SalesReportRow]: SalesReportRow[K] extends number | null ? K : never;
}[keyof SalesReportRow];

/** A right-aligned column writing one number field of a row as a figure of its kind. */
function numberColumn(tr: string, en: string, width: number, field: NumberField, kind: FigureKind): Column {
  return { label: { tr, en }, width, align: 'right', text: (r, f) => f.number(r[field], kind) };
}

const COLUMNS: Column[] = [
  {
    label: { tr: 'Grup / Sınıf / Ürün', en: 'Group / Class / Product' },
    width: 206,
    align: 'left',
    text: (r) => INDENT[r.Seviye] + rowName(r),
  },
  { label: { tr: 'Birim', en: 'Unit' }, width: 30, align: 'left', text: (r) => r.Birim ?? '' },
  numberColumn('Miktar', 'Quantity', 66, 'Miktar', 'quantity'),
  numberColumn('Tutar (TL)', 'Amount (TL)', 76, 'Tutar', 'amount'),
  numberColumn('İşlem', 'Trades', 36, 'IslemSayisi', 'count'),
  numberColumn('Ağ. Ort.', 'W. Avg.', 58, 'OrtFiyat', 'price'),
  numberColumn('Pay', 'Share', 40, 'Pay', 'percent'),
  numberColumn('Önceki Tutar', 'Year-Earlier Amt.', 76, 'OncekiTutar', 'amount'),
  numberColumn('Önceki Ort.', 'Year-Earlier Avg.', 58, 'OncekiOrtFiyat', 'price'),
  numberColumn('Tutar Değ.', 'Amt. Chg.', 60, 'TutarDegisimYuzde', 'change'),
  numberColumn('Ort. Değ.', 'Avg. Chg.', 60, 'OrtFiyatDegisimYuzde', 'change'),
];

const WORDS = {
  tr: {
    period: 'Dönem',
    compared: 'Karşılaştırma',
    channel: 'Kanal',
    all: 'Tümü',
    total: 'TOPLAM',
    page: 'Sayfa',
    made: 'Oluşturma',
  },
  en: {
    period: 'Period',
    compared: 'Compared with',
    channel: 'Channel',
    all: 'All',
    total: 'TOTAL',
    page: 'Page',
    made: 'Generated',
  },
} as const;

type Doc = PDFKit.PDFDocument;

function drawCells(doc: Doc, cells: readonly string[], y: number, bold: boolean, fill?: string) {
  drawTableRow(doc, PAGE, COLUMNS, { cells, y, bold, fill });
}

function drawPageHead(doc: Doc, report: SalesReport, lang: Language, f: Formats): number {
  const w = WORDS[lang];
  doc.font('bold').fontSize(14).text(report.Borsa, PAGE.margin, PAGE.margin);
  doc.fontSize(11).text(SALES_REPORT_TITLE[lang]);
  const channel = report.Kanal === 'TUMU' ? w.all : report.Kanal;
  doc
    .font('regular')
    .fontSize(8.5)
    .text(
      `${w.period}: ${f.date(report.Baslangic)} – ${f.date(report.Bitis)}    ${w.compared}: ${f.date(report.OncekiBaslangic)} – ${f.date(report.OncekiBitis)}    ${w.channel}: ${channel}`,
    );
  const y = doc.y + 8;
  drawCells(
    doc,
    COLUMNS.map((c) => c.label[lang]),
    y,
    true,
    '#d9d9d9',
  );
  return y + PAGE.rowHeight;
}

function bodyCells(row: SalesReportRow, f: Formats): string[] {
  return COLUMNS.map((c) => c.text(row, f));
}

function totalsCells(report: SalesReport, lang: Language, f: Formats): string[] {
  const t = report.Toplam;
  return [
    WORDS[lang].total,
    '',
    '',
    f.number(t.Tutar, 'amount'),
    f.number(t.IslemSayisi, 'count'),
    '',
    f.number(t.Tutar === 0 ? 0 : 100, 'percent'),
    f.number(t.OncekiTutar, 'amount'),
    '',
    f.number(t.TutarDegisimYuzde, 'change'),
    '',
  ];
}

/**
 * The sales report as an A4 landscape PDF: exchange name, title, period and comparison period on every
 * page, the table (groups shaded, classes bold), the totals line and "page i / n" footers.
 */
export async function salesReportPdf(
  report: SalesReport,
  lang: Language,
  generatedAt: Date,
): Promise<Buffer> {
  const { doc, finish } = await openReportPdf({
    title: `${report.Borsa} – ${SALES_REPORT_TITLE[lang]} ${report.Baslangic} / ${report.Bitis}`,
    author: report.Borsa,
    at: generatedAt,
    margin: PAGE.margin,
  });
  const f = formats(lang);
  const bottom = doc.page.height - PAGE.margin - PAGE.rowHeight;
  let y = drawPageHead(doc, report, lang, f);
  const lines: Array<{ cells: string[]; bold: boolean; fill?: string }> = report.Satirlar.map((row) => ({
    cells: bodyCells(row, f),
    bold: row.Seviye !== 'PRODUCT',
    ...(row.Seviye === 'GROUP' ? { fill: '#efefef' } : {}),
  }));
  lines.push({ cells: totalsCells(report, lang, f), bold: true, fill: '#d9d9d9' });
  for (const line of lines) {
    if (y > bottom) {
      doc.addPage();
      y = drawPageHead(doc, report, lang, f);
    }
    drawCells(doc, line.cells, y, line.bold, line.fill);
    y += PAGE.rowHeight;
  }
  const w = WORDS[lang];
  const made = `${w.made}: ${formatDateTime(lang, generatedAt)}`;
  drawFooters(doc, PAGE.margin, made, (page, pages) => `${w.page} ${page} / ${pages}`);
  return finish();
}
