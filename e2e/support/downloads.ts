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

/** The first sheet of an XLSX file as rows of cell values. */
export async function xlsxRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
