import type { Language } from '@bulten/core';
import type { CellValue } from 'exceljs';
import type { FastifyReply } from 'fastify';
import { AppError } from '../app-error.js';

/** How a column's values are written: text, a date `YYYY-MM-DD`, or a number with a display format. */
export type ColumnKind = 'text' | 'date' | 'price' | 'amount' | 'quantity' | 'count' | 'percent';

/** One column of an exported table. */
export interface ExportColumn<T> {
  header: Record<Language, string>;
  kind: ColumnKind;
  value: (row: T) => string | number | null;
}

/** The fields of a row that a column can write as they are. */
export type CellField<T> = { [K in keyof T]: T[K] extends string | number | null ? K : never }[keyof T];

/** A maker of columns of `T` that each write one field as it is: `column(kind, field, trHeader, enHeader)`. */
export function fieldColumns<T>() {
  return (kind: ColumnKind, field: CellField<T>, tr: string, en: string): ExportColumn<T> => ({
    header: { tr, en },
    kind,
    value: (row) => row[field] as string | number | null,
  });
}

/** One line heading a download: a label and its value (`Ürün`, `ANADOLU KIRMIZI SERT`), or a title alone. */
export type AboutLine = readonly [label: string, value?: string];

/** A table to export: columns, rows and an optional totals row (written last, labelled). */
export interface ExportTable<T> {
  title: string;
  columns: ReadonlyArray<ExportColumn<T>>;
  rows: readonly T[];
  totals?: T;
  /**
   * What the file holds, in the lines before its column headers (then an empty line): what it is, of which
   * product and range, so a file opened later says what it shows. Files for programs leave it out.
   */
  about?: readonly AboutLine[];
}

/** A calendar date `YYYY-MM-DD` as the pages show it (tr `27.11.2026`, en `27/11/2026`). */
export function shownDate(lang: Language, date: string): string {
  const [y, m, d] = date.split('-');
  return lang === 'tr' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
}

/** A range of dates as the pages show it (`01.09.2026 – 30.11.2026`; one date when both are the same). */
export function shownRange(lang: Language, from: string, to: string): string {
  return from === to ? shownDate(lang, from) : `${shownDate(lang, from)} – ${shownDate(lang, to)}`;
}

/** A finished file to send. */
export interface ExportFile {
  body: Buffer;
  contentType: string;
  filename: string;
}

/** The download formats besides JSON; `pdf` only where a route offers it. */
export type FileFormat = 'csv' | 'xlsx' | 'pdf';

/** `?format=`: absent or json → null (answer JSON); csv, xlsx (and pdf when allowed) → it; else 400 BAD_FORMAT. */
export function formatParam<F extends FileFormat>(
  value: string | undefined,
  allowed: readonly F[],
): F | null {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'json') return null;
  const format = allowed.find((f) => f === text);
  if (!format)
    throw new AppError(400, 'BAD_FORMAT', [`format must be json or ${allowed.join(', ')}: ${value}`]);
  return format;
}

const TOTAL_LABEL: Record<Language, string> = { tr: 'TOPLAM', en: 'TOTAL' };

// OWASP's rule for CSV injection: a text cell a spreadsheet would read as a formula (or a formula after a
// tab or carriage return) gets a leading single quote, so it shows as text and never runs.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet shows as typed: a leading `'` when it would otherwise start a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One CSV cell. Numbers stay numbers (a change of -3.5 is written `-3,5` or `-3.5`, which Excel reads as a
 * number, not a formula); every string is text and is neutralised, whatever its column's kind.
 */
function csvCell(value: string | number | null, lang: Language, delimiter: string): string {
  if (value === null) return '';
  // Turkish Excel reads "12,5" as a number; English Excel reads "12.5".
  const text =
    typeof value === 'number'
      ? lang === 'tr'
        ? String(value).replace('.', ',')
        : String(value)
      : neutraliseFormula(value);
  return /["\r\n]/.test(text) || text.includes(delimiter) ? `"${text.replaceAll('"', '""')}"` : text;
}

function rowsWithTotals<T>(table: ExportTable<T>, lang: Language): Array<Array<string | number | null>> {
  const lines = table.rows.map((row) => table.columns.map((c) => c.value(row)));
  if (table.totals) {
    const totals = table.totals;
    lines.push(
      table.columns.map((c, i) => (i === 0 ? TOTAL_LABEL[lang] : c.kind === 'date' ? null : c.value(totals))),
    );
  }
  return lines;
}

/**
 * CSV in UTF-8 with a BOM: for Turkish `;` between fields and decimal commas (what Excel expects in a
 * Turkish locale), for English `,` and decimal points. CRLF line ends. Every CSV the server sends is
 * written here, so every text cell is neutralised against formula injection (`neutraliseFormula`).
 */
export function tableToCsv<T>(table: ExportTable<T>, lang: Language): Buffer {
  const delimiter = lang === 'tr' ? ';' : ',';
  const line = (cells: ReadonlyArray<string | number | null | undefined>) =>
    cells.map((v) => csvCell(v ?? null, lang, delimiter)).join(delimiter);
  const about = table.about?.length ? [...table.about.map(line), ''] : [];
  const header = line(table.columns.map((c) => c.header[lang]));
  const lines = rowsWithTotals(table, lang).map(line);
  return Buffer.from(`\uFEFF${[...about, header, ...lines].join('\r\n')}\r\n`, 'utf8');
}

const NUMBER_FORMATS: Record<ColumnKind, string | undefined> = {
  text: undefined,
  date: undefined,
  price: '#,##0.0000',
  amount: '#,##0.00',
  quantity: '#,##0.###',
  count: '#,##0',
  percent: '0.00',
};

function xlsxValue(kind: ColumnKind, value: string | number | null): CellValue {
  if (kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Date(`${value}T00:00:00Z`);
  }
  return value;
}

/** An XLSX workbook of one sheet: bold frozen header, real dates and numbers with display formats. */
export async function tableToXlsx<T>(table: ExportTable<T>, lang: Language): Promise<Buffer> {
  // Loaded on the first download: ExcelJS alone holds some 30 MB a server that never writes XLSX can spare.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.title = table.title;
  workbook.creator = 'Bülten';
  // The lines about the file, an empty row, then the headers (kept in view while scrolling) and the rows.
  const about = table.about ?? [];
  const headerRow = about.length > 0 ? about.length + 2 : 1;
  const sheet = workbook.addWorksheet(table.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '), {
    views: [{ state: 'frozen', ySplit: headerRow }],
  });
  sheet.columns = table.columns.map((c) => ({
    width: Math.max(12, c.header[lang].length + 2),
    style:
      c.kind === 'date'
        ? { numFmt: lang === 'tr' ? 'dd.mm.yyyy' : 'yyyy-mm-dd' }
        : { numFmt: NUMBER_FORMATS[c.kind] },
  }));
  for (const line of about) sheet.addRow([...line]).getCell(1).font = { bold: true };
  if (about.length > 0) sheet.addRow([]);
  sheet.addRow(table.columns.map((c) => c.header[lang])).font = { bold: true };
  for (const cells of rowsWithTotals(table, lang)) {
    sheet.addRow(cells.map((value, i) => xlsxValue(table.columns[i]!.kind, value)));
  }
  if (table.totals) sheet.lastRow!.font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The CSV or XLSX file of a table. */
export async function tableFile<T>(
  table: ExportTable<T>,
  lang: Language,
  format: 'csv' | 'xlsx',
  basename: string,
): Promise<ExportFile> {
  if (format === 'csv') {
    return {
      body: tableToCsv(table, lang),
      contentType: 'text/csv; charset=utf-8',
      filename: `${basename}.csv`,
    };
  }
  return {
    body: await tableToXlsx(table, lang),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    filename: `${basename}.xlsx`,
  };
}

/** A file name safe in a header: ASCII letters, digits, dot, dash and underscore. */
export function safeFilename(text: string): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replaceAll('ı', 'i')
    .replaceAll('İ', 'I');
  return ascii.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/-+/g, '-');
}

/** Sends a file as a download. */
export function sendFile(reply: FastifyReply, file: ExportFile): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${safeFilename(file.filename)}"`)
    .send(file.body);
}
