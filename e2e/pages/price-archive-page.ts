import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { type Lang, text } from '../support/i18n';

/** Today's date in Istanbul (`YYYY-MM-DD`), the exchange's trade date. */
export function istanbulToday(): string {
  return new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
}

/** A date `days` before `date`. */
export function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** GET on the API (path after `/api/v1/`) in a language, with an optional token, as JSON. */
export async function apiGet<T>(path: string, lang: Lang, token?: string): Promise<T> {
  const headers: Record<string, string> = { Lang: lang, langid: lang === 'tr' ? '1' : '2' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${inject('e2e').baseUrl}/api/v1/${path}`, { headers });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Rows of a downloaded CSV (BOM dropped; `;` for tr, `,` for en; quoted fields handled). */
export function parseCsv(body: string, lang: Lang): string[][] {
  return parse(body, {
    delimiter: lang === 'tr' ? ';' : ',',
    bom: true,
    relax_column_count: true,
  }) as string[][];
}

/** The export links of a screen, and what clicking one downloads. */
export class Exports {
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {}

  link(format: 'csv' | 'xlsx' | 'pdf', scope?: Locator): Locator {
    return (scope ?? this.page).getByRole('link', { name: text(this.lang, `priceArchive.export.${format}`) });
  }

  /** Clicks an export link and answers the downloaded file's name and bytes. */
  async download(format: 'csv' | 'xlsx' | 'pdf', scope?: Locator): Promise<{ name: string; body: Buffer }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.link(format, scope).click(),
    ]);
    const path = await download.path();
    return { name: download.suggestedFilename(), body: await readFile(path) };
  }
}

/** The first sheet of an XLSX file as rows of cell values. */
export async function xlsxRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The texts of a table's rows (header, body and footer cells, trimmed). */
export function tableTexts(table: Locator): Promise<string[][]> {
  return table.evaluate((element) =>
    [...(element as HTMLTableElement).querySelectorAll('tbody tr, tfoot tr')].map((tr) =>
      [...tr.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim()),
    ),
  );
}

/** `fiyat-arsivi`: selector, range, paged table with totals, chart toggle, exports. */
export class PriceArchivePageModel {
  readonly exports: Exports;

  constructor(
    readonly page: Page,
    readonly lang: Lang = 'tr',
  ) {
    this.exports = new Exports(page, lang);
  }

  async open(query: string): Promise<void> {
    await this.page.goto(`/fiyat-arsivi?${query}`);
    await this.page.getByRole('heading', { level: 1, name: text(this.lang, 'priceArchive.title') }).waitFor();
    await this.table().locator('tbody tr').first().waitFor();
  }

  table(): Locator {
    return this.page.getByRole('table');
  }

  chartSwitch(): Locator {
    return this.page.getByRole('switch', { name: text(this.lang, 'priceArchive.showChart') });
  }

  /** Turns the chart on through the switch's visible label (the input itself is visually hidden). */
  async showChart(): Promise<void> {
    await this.page.locator('label', { hasText: text(this.lang, 'priceArchive.showChart') }).click();
    await this.page.waitForFunction(() => new URL(location.href).searchParams.get('grafik') === '1');
  }

  chartCanvas(): Locator {
    return this.page.locator('figure.price-chart canvas').first();
  }

  nextPage(): Locator {
    return this.page.getByRole('button', { name: text(this.lang, 'priceArchive.pageControl.next') });
  }
}
