import type { Locator, Page } from 'playwright-core';
import type { Lang } from '../support/i18n';
import { Exports } from './exports';
import { Screen } from './screen';

/** `kullanici-bulten`: the member's summary, tabs with tables and their exports. */
export class MemberAreaPage extends Screen {
  readonly exports: Exports;

  constructor(page: Page, lang: Lang = 'tr') {
    super(page, lang);
    this.exports = new Exports(page, lang);
  }

  override async ready(): Promise<this> {
    await this.heading('memberArea.title').waitFor();
    return this;
  }

  tab(list: string): Locator {
    return this.page.getByRole('tab', { name: this.t(`memberArea.tab.${list}`) });
  }

  listTable(list: string): Locator {
    return this.table(`memberArea.caption.${list}`);
  }

  /** The export links of a list. */
  exportNav(list: string): Locator {
    const caption = this.t(`memberArea.caption.${list}`);
    return this.page.getByRole('navigation', { name: this.t('memberArea.exportsOf', { list: caption }) });
  }

  signInLink(): Locator {
    return this.page.getByRole('main').getByRole('link', { name: this.t('nav.memberSignIn') });
  }

  modules(): Locator {
    return this.page.getByRole('list', { name: this.t('memberArea.modules') });
  }
}
