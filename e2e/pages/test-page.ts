import type { Locator, Page } from 'playwright-core';
import { type Lang, text } from '../support/i18n';
import { ShellPage } from './shell-page';

/** `/deneme-sayfa`: toasts, dialogs, the masked numeric input, formats and the API's health. */
export class TestPageModel {
  readonly shell: ShellPage;

  constructor(
    readonly page: Page,
    readonly lang: Lang = 'tr',
  ) {
    this.shell = new ShellPage(page, lang);
  }

  async open(hash = ''): Promise<void> {
    await this.shell.open(`/deneme-sayfa${hash}`);
  }

  toastButton(kind: 'success' | 'info' | 'error' | 'warning'): Locator {
    return this.page.getByRole('button', { name: text(this.lang, `testPage.kinds.${kind}`), exact: true });
  }

  button(key: string): Locator {
    return this.page.getByRole('button', { name: text(this.lang, key), exact: true });
  }

  contentsLink(section: string): Locator {
    return this.page
      .getByRole('navigation', { name: text(this.lang, 'testPage.contents') })
      .getByRole('link', { name: text(this.lang, `testPage.sections.${section}`) });
  }

  sectionHeading(section: string): Locator {
    return this.page.getByRole('heading', {
      level: 2,
      name: text(this.lang, `testPage.sections.${section}`),
    });
  }

  reopenLink(): Locator {
    return this.page.getByRole('link', { name: text(this.lang, 'testPage.reopen') });
  }

  amountInput(): Locator {
    return this.page.getByRole('textbox', { name: text(this.lang, 'testPage.amount') });
  }

  healthStatus(): Locator {
    return this.page.getByText(text(this.lang, 'testPage.healthOk', { status: 'ok' }));
  }
}
