import type { Locator, Page } from 'playwright-core';
import { type Lang, text } from '../support/i18n';

/** The "show chart" switch of the archive and report screens (kept in the URL as `grafik=1`). */
export class ChartSwitch {
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {}

  control(): Locator {
    return this.page.getByRole('switch', { name: text(this.lang, 'priceArchive.showChart') });
  }

  /** Turns the chart on through the switch's visible label (the input itself is visually hidden). */
  async turnOn(): Promise<void> {
    await this.page.locator('label', { hasText: text(this.lang, 'priceArchive.showChart') }).click();
    await this.page.waitForFunction(() => new URL(location.href).searchParams.get('grafik') === '1');
  }
}
