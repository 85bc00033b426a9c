import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Download } from 'playwright-core';
import type { Lang } from './i18n';

/** A downloaded file: its suggested name and its bytes. */
export interface DownloadedFile {
  name: string;
  body: Buffer;
}

/** Reads a finished download. */
export async function readDownload(download: Download): Promise<DownloadedFile> {
  return { name: download.suggestedFilename(), body: await readFile(await download.path()) };
}

/** Rows of a downloaded CSV (BOM dropped; `;` for tr, `,` for en; quoted fields handled). */
export function parseCsv(body: string, lang: Lang): string[][] {
  return parse(body, {
    delimiter: lang === 'tr' ? ';' : ',',
    bom: true,
    relax_column_count: true,
  }) as string[][];
}

/** A downloaded table read back: the lines naming what it holds (before the first empty line), then the table. */
export interface TableDownload {
  about: unknown[][];
  table: unknown[][];
}

/** Splits a people's download at its first empty line: the lines about it, then its headers and rows. */
export function splitAbout(rows: readonly unknown[][]): TableDownload {
  const blank = rows.findIndex((r) => r.every((v) => v === '' || v === null || v === undefined));
  return blank < 0
    ? { about: [], table: [...rows] }
    : { about: rows.slice(0, blank), table: rows.slice(blank + 1) };
}

/** A CSV download read back as the lines about it and its table. */
export function csvDownload(body: Buffer, lang: Lang): { about: string[][]; table: string[][] } {
  return splitAbout(parseCsv(body.toString('utf8'), lang)) as { about: string[][]; table: string[][] };
}

/** An XLSX download's first sheet read back as the lines about it and its table (empty rows kept). */
export async function xlsxDownload(body: Buffer): Promise<TableDownload> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  for (let i = 1; i <= sheet.rowCount; i += 1) rows.push((sheet.getRow(i).values as unknown[]).slice(1));
  return splitAbout(rows);
}

/** A file name as the server writes one (ASCII letters, digits, dot, dash, underscore). */
export function asFileName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replaceAll('ı', 'i')
    .replaceAll('İ', 'I')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-+/g, '-');
}
