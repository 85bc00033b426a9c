import { existsSync } from 'node:fs';

/** Shared pieces of the official-looking A4 PDFs (sales report, daily bulletin). */

// Turkish letters (ğ, ş, ı, İ) need an embedded TrueType font; Debian's fonts-dejavu-core provides one.
const FONT_DIRS = [
  '/usr/share/fonts/truetype/dejavu',
  '/usr/share/fonts/dejavu',
  '/usr/local/share/fonts/dejavu',
];

/** The regular and bold TrueType fonts the PDFs embed, or null to fall back to Helvetica. */
export function reportFonts(dirs: readonly string[] = FONT_DIRS): { regular: string; bold: string } | null {
  for (const dir of dirs) {
    const regular = `${dir}/DejaVuSans.ttf`;
    const bold = `${dir}/DejaVuSans-Bold.ttf`;
    if (existsSync(regular) && existsSync(bold)) return { regular, bold };
  }
  return null;
}

/**
 * A new A4 landscape PDF document with its pages kept (for footers). PDFKit is loaded on the first PDF:
 * it holds some 13 MB a server that never writes a PDF can spare.
 */
export async function newA4Landscape(margin: number): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  return new PDFDocument({ size: 'A4', layout: 'landscape', margin, bufferPages: true });
}

/** An A4 landscape document with pages kept for footers, fonts `regular` and `bold`, and its bytes when ended. */
export async function openReportPdf(info: { title: string; author: string; at: Date; margin: number }) {
  const doc = await newA4Landscape(info.margin);
  doc.info.Title = info.title;
  doc.info.Author = info.author;
  doc.info.CreationDate = info.at;
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const fonts = reportFonts();
  doc.registerFont('regular', fonts?.regular ?? 'Helvetica');
  doc.registerFont('bold', fonts?.bold ?? 'Helvetica-Bold');
  return {
    doc,
    /** Ends the document and gives its bytes. */
    finish: () => {
      doc.end();
      return ended;
    },
  };
}

/** Writes a line at the foot of every page: `left` on the left, `right(page, pages)` on the right. */
export function drawFooters(
  doc: PDFKit.PDFDocument,
  margin: number,
  left: string,
  right: (page: number, pages: number) => string,
) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    // Writing below the bottom margin would open a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - margin + 8;
    const width = doc.page.width - 2 * margin;
    doc.font('regular').fontSize(7.5).text(left, margin, y, { width, align: 'left', lineBreak: false });
    doc.text(right(i + 1, count), margin, y, { width, align: 'right', lineBreak: false });
  }
}
