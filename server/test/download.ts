import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';

/** A downloaded table: the lines about it (before the first empty line) and the table itself. */
export interface Download<T> {
  about: T[][];
  table: T[][];
}

/**
 * A CSV download (with its BOM) read back: the lines naming what it holds, then, after the first empty line,
 * the header and rows. A file without such lines (open data for programs) has no `about`.
 */
export function readCsvDownload(payload: Buffer | string, delimiter: ',' | ';' = ','): Download<string> {
  const text = (typeof payload === 'string' ? payload : payload.toString('utf8')).replace(/^\uFEFF/, '');
  const records: string[][] = parse(text, { delimiter, relax_column_count: true });
  const blank = records.findIndex((r) => r.length === 1 && r[0] === '');
  return blank < 0
    ? { about: [], table: records }
    : { about: records.slice(0, blank), table: records.slice(blank + 1) };
}

/** The same for the first sheet of an XLSX download: the rows above the first empty one, then the table. */
export function readSheetDownload(
  sheet: ExcelJS.Worksheet,
): Download<ExcelJS.CellValue> & { headerRow: number } {
  const rows: ExcelJS.CellValue[][] = [];
  for (let i = 1; i <= sheet.rowCount; i += 1) {
    const values = sheet.getRow(i).values as ExcelJS.CellValue[];
    rows.push(Array.isArray(values) ? values.slice(1) : []);
  }
  const blank = rows.findIndex((r) => r.every((v) => v === undefined || v === null || v === ''));
  if (blank < 0) return { about: [], table: rows, headerRow: 1 };
  return { about: rows.slice(0, blank), table: rows.slice(blank + 1), headerRow: blank + 2 };
}
