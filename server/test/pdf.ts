import PDFDocument from 'pdfkit';
import { vi } from 'vitest';

/** How many pages a PDF has. */
export function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

/** Strings drawn while a PDF is made (PDFKit compresses the page streams, so they are caught on the way). */
export async function drawnText(make: () => Promise<Buffer>): Promise<{ pdf: Buffer; texts: string[] }> {
  const spy = vi.spyOn(PDFDocument.prototype, 'text');
  try {
    const pdf = await make();
    return { pdf, texts: spy.mock.calls.map((call) => String(call[0])) };
  } finally {
    spy.mockRestore();
  }
}
