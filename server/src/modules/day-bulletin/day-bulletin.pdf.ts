import {
  type BulletinDetail,
  type BulletinDetailCh,
  type DayRow,
  type DayRowCh,
  type FigureKind,
  formatDate,
  formatDateTime,
  formatKind,
  type Language,
} from '@bulten/core';
import { drawTableRow, newA4Landscape, reportFonts } from '../../http/exports/pdf.js';

type Doc = PDFKit.PDFDocument;
// Every figure is written by core's locale module, as on the web, in the CSV and in the SMS.
type Num = (value: number | null, kind: FigureKind) => string;

interface Column {
  label: Record<Language, string>;
  width: number;
  text: (row: DayRow & Partial<DayRowCh>, n: Num) => string;
}

const PAGE = { margin: 36, rowHeight: 14, fontSize: 7.5 };
const INDENT: Record<DayRow['Seviye'], string> = { GROUP: '', CLASS: '   ', PRODUCT: '      ' };
const name = (r: DayRow) =>
  (r.Seviye === 'PRODUCT' ? r.UrunAdi : r.Seviye === 'CLASS' ? r.SinifAdi : r.GrupAdi) ?? '';

const COLUMNS: Column[] = [
  {
    label: { tr: 'Grup / Sınıf / Ürün', en: 'Group / Class / Product' },
    width: 200,
    text: (r) => INDENT[r.Seviye] + name(r),
  },
  { label: { tr: 'Birim', en: 'Unit' }, width: 42, text: (r) => r.FiyatBirimi ?? '' },
  { label: { tr: 'En Düşük', en: 'Low' }, width: 56, text: (r, n) => n(r.MinFiyat, 'price') },
  { label: { tr: 'En Yüksek', en: 'High' }, width: 56, text: (r, n) => n(r.MaxFiyat, 'price') },
  { label: { tr: 'Ağ. Ort.', en: 'W. Avg.' }, width: 58, text: (r, n) => n(r.OrtFiyat, 'price') },
  { label: { tr: 'Miktar', en: 'Quantity' }, width: 70, text: (r, n) => n(r.Miktar, 'quantity') },
  { label: { tr: 'Tutar (TL)', en: 'Amount (TL)' }, width: 82, text: (r, n) => n(r.Tutar, 'amount') },
  { label: { tr: 'İşlem', en: 'Trades' }, width: 36, text: (r, n) => n(r.IslemSayisi, 'count') },
  { label: { tr: 'Değişim', en: 'Change' }, width: 50, text: (r, n) => n(r.DegisimYuzde, 'change') },
];

const ANIMAL_COLUMNS: Column[] = [
  { label: { tr: 'TL/Baş', en: 'TL/Head' }, width: 60, text: (r, n) => n(r.BasFiyat ?? null, 'price') },
  {
    label: { tr: 'TL/kg Canlı', en: 'TL/kg Live' },
    width: 56,
    text: (r, n) => n(r.KgFiyat ?? null, 'price'),
  },
];

const WORDS = {
  tr: {
    crops: 'Günlük Bülten',
    animals: 'Canlı Hayvan Günlük Bülteni',
    date: 'Tarih',
    final: 'KESİN',
    preliminary: 'GEÇİCİ',
    none: 'Bu tarihte işlem yok.',
    page: 'Sayfa',
    made: 'Oluşturma',
  },
  en: {
    crops: 'Daily Bulletin',
    animals: 'Live Animal Daily Bulletin',
    date: 'Date',
    final: 'FINAL',
    preliminary: 'PRELIMINARY',
    none: 'No trades on this date.',
    page: 'Page',
    made: 'Generated',
  },
} as const;

function numbers(lang: Language): Num {
  return (value, kind) => formatKind(lang, kind, value);
}

// The first two columns (name, unit) read from the left, the figures from the right.
function drawRow(
  doc: Doc,
  columns: readonly Column[],
  cells: readonly string[],
  y: number,
  bold: boolean,
  fill?: string,
) {
  const aligned = columns.map((c, i) => ({
    width: c.width,
    align: i < 2 ? ('left' as const) : ('right' as const),
  }));
  drawTableRow(doc, PAGE, aligned, { cells, y, bold, fill });
}

/** What the bulletin PDF shows above the table. */
export interface BulletinPdfHead {
  exchangeName: string;
  liveAnimal: boolean;
  generatedAt: Date;
}

function drawHead(
  doc: Doc,
  detail: BulletinDetail,
  head: BulletinPdfHead,
  lang: Language,
  columns: readonly Column[],
) {
  const w = WORDS[lang];
  const date = formatDate(lang, detail.Tarih);
  doc.font('bold').fontSize(14).text(head.exchangeName, PAGE.margin, PAGE.margin);
  doc.fontSize(11).text(head.liveAnimal ? w.animals : w.crops);
  doc
    .font('regular')
    .fontSize(9)
    .text(`${w.date}: ${date}    ${detail.Kesin ? w.final : w.preliminary}`);
  const y = doc.y + 8;
  drawRow(
    doc,
    columns,
    columns.map((c) => c.label[lang]),
    y,
    true,
    '#d9d9d9',
  );
  return y + PAGE.rowHeight;
}

function drawFooters(doc: Doc, lang: Language, at: Date) {
  const { start, count } = doc.bufferedPageRange();
  const made = `${WORDS[lang].made}: ${formatDateTime(lang, at)}`;
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0; // writing below the bottom margin would open a new page
    const y = doc.page.height - PAGE.margin + 8;
    const width = doc.page.width - 2 * PAGE.margin;
    doc.font('regular').fontSize(7.5).text(made, PAGE.margin, y, { width, lineBreak: false });
    doc.text(`${WORDS[lang].page} ${i + 1} / ${count}`, PAGE.margin, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
  }
}

/**
 * A day's bulletin as an A4 landscape PDF: exchange name, title, date and final/preliminary mark on every
 * page, rows group → class → product (groups shaded, classes bold), "page i / n" footers.
 */
export async function bulletinPdf(
  detail: BulletinDetail | BulletinDetailCh,
  head: BulletinPdfHead,
  lang: Language,
): Promise<Buffer> {
  const doc = await newA4Landscape(PAGE.margin);
  doc.info.Title = `${head.exchangeName} – ${head.liveAnimal ? WORDS[lang].animals : WORDS[lang].crops} ${detail.Tarih}`;
  doc.info.Author = head.exchangeName;
  doc.info.CreationDate = head.generatedAt;
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const fonts = reportFonts();
  doc.registerFont('regular', fonts?.regular ?? 'Helvetica');
  doc.registerFont('bold', fonts?.bold ?? 'Helvetica-Bold');
  const columns = head.liveAnimal ? [...COLUMNS, ...ANIMAL_COLUMNS] : COLUMNS;
  const n = numbers(lang);
  const bottom = doc.page.height - PAGE.margin - PAGE.rowHeight;
  let y = drawHead(doc, detail, head, lang, columns);
  if (detail.Satirlar.length === 0) doc.font('regular').fontSize(9).text(WORDS[lang].none, PAGE.margin, y);
  for (const row of detail.Satirlar as (DayRow & Partial<DayRowCh>)[]) {
    if (y > bottom) {
      doc.addPage();
      y = drawHead(doc, detail, head, lang, columns);
    }
    const fill = row.Seviye === 'GROUP' ? '#efefef' : undefined;
    drawRow(
      doc,
      columns,
      columns.map((c) => c.text(row, n)),
      y,
      row.Seviye !== 'PRODUCT',
      fill,
    );
    y += PAGE.rowHeight;
  }
  drawFooters(doc, lang, head.generatedAt);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
