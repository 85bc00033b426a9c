import {
  csvMarks,
  type FigureKind,
  fileNumber,
  formatDate,
  formatDateTime,
  istanbulClock,
  istanbulDate,
  type Language,
  xlsxDateFormat,
  xlsxDateTimeFormat,
  xlsxNumberFormat,
} from '@bulten/core';
import type { CellValue } from 'exceljs';
import type { FastifyReply } from 'fastify';
import { AppError } from '../app-error.js';

/**
 * How a column's values are written: text, a date `YYYY-MM-DD`, an instant (ISO 8601, shown in Istanbul
 * time), or a figure of a kind (its decimals from core's locale module, as on every other surface).
 */
export type ColumnKind = 'text' | 'date' | 'datetime' | FigureKind;

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
  return formatDate(lang, date);
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
 * One CSV cell, written by core's locale module: numbers in the language's decimal mark with their kind's
 * decimals and no thousands marks (a change of -3.5 is `-3,50` or `-3.50`, which Excel reads as a number,
 * not a formula); dates in the language's order; every other string is text and is neutralised.
 */
function csvCell(kind: ColumnKind, value: string | number | null, lang: Language, delimiter: string): string {
  if (value === null) return '';
  const text =
    typeof value === 'number' ? fileNumber(lang, value, figureKind(kind)) : csvText(kind, value, lang);
  return /["\r\n]/.test(text) || text.includes(delimiter) ? `"${text.replaceAll('"', '""')}"` : text;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const figureKind = (kind: ColumnKind): FigureKind | undefined =>
  kind === 'text' || kind === 'date' || kind === 'datetime' ? undefined : kind;

/** An instant of an ISO 8601 text, or null when the text is none. */
function instantOf(value: string): Date | null {
  const instant = /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : null;
  return instant && !Number.isNaN(instant.getTime()) ? instant : null;
}

function csvText(kind: ColumnKind, value: string, lang: Language): string {
  if (kind === 'date' && ISO_DATE.test(value)) return formatDate(lang, value);
  const instant = kind === 'datetime' ? instantOf(value) : null;
  return instant ? formatDateTime(lang, instant) : neutraliseFormula(value);
}

function rowsWithTotals<T>(table: ExportTable<T>, lang: Language): Array<Array<string | number | null>> {
  const lines = table.rows.map((row) => table.columns.map((c) => c.value(row)));
  if (table.totals) {
    const totals = table.totals;
    lines.push(
      table.columns.map((c, i) =>
        i === 0 ? TOTAL_LABEL[lang] : c.kind === 'date' || c.kind === 'datetime' ? null : c.value(totals),
      ),
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
  const { delimiter } = csvMarks(lang);
  const textLine = (cells: ReadonlyArray<string | number | null | undefined>) =>
    cells.map((v) => csvCell('text', v ?? null, lang, delimiter)).join(delimiter);
  const about = table.about?.length ? [...table.about.map(textLine), ''] : [];
  const header = textLine(table.columns.map((c) => c.header[lang]));
  const lines = rowsWithTotals(table, lang).map((cells) =>
    cells.map((v, i) => csvCell(table.columns[i]!.kind, v, lang, delimiter)).join(delimiter),
  );
  return Buffer.from(`\uFEFF${[...about, header, ...lines].join('\r\n')}\r\n`, 'utf8');
}

function xlsxValue(kind: ColumnKind, value: string | number | null): CellValue {
  if (kind === 'date' && typeof value === 'string' && ISO_DATE.test(value)) {
    return new Date(`${value}T00:00:00Z`);
  }
  const instant = kind === 'datetime' && typeof value === 'string' ? instantOf(value) : null;
  // A spreadsheet has no time zones: the cell holds the Istanbul wall-clock time.
  if (instant) return new Date(`${istanbulDate(instant)}T${istanbulClock(instant)}Z`);
  return value;
}

/** The display format of a cell: the language's date order, or the figure kind's grouping and decimals. */
function xlsxFormat(kind: ColumnKind, value: CellValue, lang: Language): string | undefined {
  if (kind === 'date') return xlsxDateFormat(lang);
  if (kind === 'datetime') return value instanceof Date ? xlsxDateTimeFormat(lang) : undefined;
  const figure = figureKind(kind);
  return figure && typeof value === 'number' ? xlsxNumberFormat(figure, value) : undefined;
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
  }));
  for (const line of about) sheet.addRow([...line]).getCell(1).font = { bold: true };
  if (about.length > 0) sheet.addRow([]);
  sheet.addRow(table.columns.map((c) => c.header[lang])).font = { bold: true };
  for (const cells of rowsWithTotals(table, lang)) {
    const row = sheet.addRow(cells.map((value, i) => xlsxValue(table.columns[i]!.kind, value)));
    row.eachCell((cell, n) => {
      const numFmt = xlsxFormat(table.columns[n - 1]!.kind, cell.value, lang);
      if (numFmt) cell.numFmt = numFmt;
    });
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
