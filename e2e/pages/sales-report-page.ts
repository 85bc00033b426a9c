import type { Locator, Page } from 'playwright-core';
import { type Lang, text } from '../support/i18n';
import { Exports } from './price-archive-page';

/** `borsa-satis-raporu`: period, channel, chart toggle, the report table and its exports. */
export class SalesReportPageModel {
  readonly exports: Exports;

  constructor(
    readonly page: Page,
    readonly lang: Lang = 'tr',
  ) {
    this.exports = new Exports(page, lang);
  }

  async open(query: string): Promise<void> {
    await this.page.goto(`/borsa-satis-raporu?${query}`);
    await this.page.getByRole('heading', { level: 1, name: text(this.lang, 'salesReport.title') }).waitFor();
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

  chart(): Locator {
    return this.page.locator('figure.sales-bars');
  }

  periodKind(kind: 'ay' | 'ceyrek' | 'yil' | 'ozel'): Locator {
    return this.page.getByText(text(this.lang, `salesReport.kind.${kind}`), { exact: true });
  }
}
