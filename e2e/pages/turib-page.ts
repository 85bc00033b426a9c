import type { Locator, Page } from 'playwright-core';
import { type Lang, text } from '../support/i18n';

/** `turib`: date field, delay note, index lines and the instrument table. */
export class TuribPageModel {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'tr',
  ) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/turib${query ? `?${query}` : ''}`);
    await this.page.getByRole('heading', { level: 1, name: text(this.lang, 'turib.title') }).waitFor();
  }

  /** The table captioned `turib.<key>` for a formatted date. */
  table(key: 'indexCaption' | 'tableCaption', date: string): Locator {
    return this.page.getByRole('table', { name: text(this.lang, `turib.${key}`, { date }) });
  }

  dateField(): Locator {
    return this.page.getByRole('textbox', { name: text(this.lang, 'turib.date') });
  }
}
