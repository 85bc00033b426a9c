import type { Locator } from 'playwright-core';
import { Screen } from './screen';

/** `/deneme-sayfa`: toasts, dialogs, the masked numeric input, formats and the API's health. */
export class TestPage extends Screen {
  static readonly path = '/deneme-sayfa';

  toastButton(kind: 'success' | 'info' | 'error' | 'warning'): Locator {
    return this.button(`testPage.kinds.${kind}`);
  }

  contentsLink(section: string): Locator {
    return this.page
      .getByRole('navigation', { name: this.t('testPage.contents') })
      .getByRole('link', { name: this.t(`testPage.sections.${section}`) });
  }

  sectionHeading(section: string): Locator {
    return this.page.getByRole('heading', { level: 2, name: this.t(`testPage.sections.${section}`) });
  }

  reopenLink(): Locator {
    return this.page.getByRole('link', { name: this.t('testPage.reopen') });
  }

  amountInput(): Locator {
    return this.page.getByRole('textbox', { name: this.t('testPage.amount') });
  }

  healthStatus(): Locator {
    return this.page.getByText(this.t('testPage.healthOk', { status: 'ok' }));
  }
}
