import type { Locator, Page } from 'playwright-core';
import { type Lang, text } from '../support/i18n';
import { day } from './bulletin-page';
import { ShellPage } from './shell-page';

/** The hall-sales screens: `salon-satis`, `salon-satis-liste`, `salon-satis-listesi`, `salon-satis-detay`. */
export class HallSalesPageModel {
  readonly shell: ShellPage;

  constructor(
    readonly page: Page,
    readonly lang: Lang = 'tr',
  ) {
    this.shell = new ShellPage(page, lang);
  }

  async open(path: string): Promise<void> {
    await this.shell.open(path);
  }

  /** A table named by a caption key whose text takes the formatted date. */
  tableOf(captionKey: string, date?: string): Locator {
    const values: Record<string, string> = date ? { date: day(this.lang, date) } : {};
    return this.page.getByRole('table', { name: text(this.lang, captionKey, values), exact: true });
  }

  /** A sortable column's header cell of the lots table, by its label's key or its label. */
  sortHeader(table: Locator, labelKey: string, label = text(this.lang, labelKey)): Locator {
    return table.getByRole('columnheader', { name: new RegExp(`^${escapeRegExp(label)}`) });
  }
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
