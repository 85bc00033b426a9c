import type { Locator, Page } from 'playwright-core';
import { type Lang, text } from '../support/i18n';
import { Exports } from './price-archive-page';

/** `kullanici-bulten`: the member's summary, tabs with tables and their exports. */
export class MemberAreaPageModel {
  readonly exports: Exports;

  constructor(
    readonly page: Page,
    readonly lang: Lang = 'tr',
  ) {
    this.exports = new Exports(page, lang);
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/kullanici-bulten${query ? `?${query}` : ''}`);
    await this.page.getByRole('heading', { level: 1, name: text(this.lang, 'memberArea.title') }).waitFor();
  }

  tab(list: string): Locator {
    return this.page.getByRole('tab', { name: text(this.lang, `memberArea.tab.${list}`) });
  }

  table(list: string): Locator {
    return this.page.getByRole('table', { name: text(this.lang, `memberArea.caption.${list}`) });
  }

  /** The export links of a list. */
  exportNav(list: string): Locator {
    return this.page.getByRole('navigation', {
      name: text(this.lang, 'memberArea.exportsOf', { list: text(this.lang, `memberArea.caption.${list}`) }),
    });
  }

  signInLink(): Locator {
    return this.page.getByRole('main').getByRole('link', { name: text(this.lang, 'nav.memberSignIn') });
  }
}
