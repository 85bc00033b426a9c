import type { Locator, Page } from 'playwright-core';
import type { Lang } from '../support/i18n';
import { Screen } from './screen';

/** The price alerts section of the member area: the form, the alerts table and the inbox. */
export class PriceAlerts extends Screen {
  constructor(page: Page, lang: Lang = 'tr') {
    super(page, lang);
  }

  /** Sets an alert: class (by its name), kind key (`USTUNDE`…) and value typed as a person would; Enter submits. */
  async add(className: string, kind: string, value: string): Promise<void> {
    const form = this.page.getByRole('form', { name: this.t('alerts.formLabel') });
    await form.getByRole('combobox', { name: this.t('alerts.class') }).selectOption({ label: className });
    await form.getByRole('combobox', { name: this.t('alerts.kind') }).selectOption(kind);
    const field = form.getByRole('textbox', {
      name: this.t(kind === 'HAREKET' ? 'alerts.percent' : 'alerts.price'),
    });
    await field.fill(value);
    await field.press('Enter');
  }

  /** The table of the member's alerts (its caption counts them). */
  alertsTable(count: number): Locator {
    return this.page.getByRole('table', { name: this.t('alerts.caption', { count }) });
  }

  /** A row's button (`alerts.pauseOf`, `alerts.resumeOf`, `alerts.deleteOf`) by class name and condition. */
  rowButton(key: string, name: string, condition: string): Locator {
    return this.page.getByRole('button', { name: this.t(key, { name, condition }) });
  }

  /** The inbox list. */
  inbox(): Locator {
    return this.page.getByRole('list', { name: this.t('alerts.inbox') });
  }
}
