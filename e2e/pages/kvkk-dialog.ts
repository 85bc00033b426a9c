import type { Locator, Page } from 'playwright-core';
import { type Lang, text } from '../support/i18n';

/** The KVKK consent dialog (xl, no close button, Escape and backdrop clicks do nothing). */
export class KvkkDialog {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'tr',
  ) {}

  approveButton(): Locator {
    return this.page.getByRole('button', { name: text(this.lang, 'kvkk.approve') });
  }

  dialog(): Locator {
    return this.page.getByRole('dialog').filter({ has: this.approveButton() });
  }

  /** The dialog's title (the text's heading). */
  title(name: string): Locator {
    return this.dialog().getByRole('heading', { name, exact: true });
  }

  async approve(): Promise<void> {
    await this.approveButton().click();
    await this.dialog().waitFor({ state: 'hidden' });
  }
}
