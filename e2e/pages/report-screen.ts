import type { Locator, Page } from 'playwright-core';
import type { Lang } from '../support/i18n';
import { ChartSwitch } from './chart-switch';
import { Exports } from './exports';
import { Screen } from './screen';

/** A screen of one data table with a chart switch and export links (price archive, sales report). */
export class ReportScreen extends Screen {
  readonly exports: Exports;
  readonly chartSwitch: ChartSwitch;

  constructor(
    page: Page,
    lang: Lang,
    readonly titleKey: string,
  ) {
    super(page, lang);
    this.exports = new Exports(page, lang);
    this.chartSwitch = new ChartSwitch(page, lang);
  }

  /** Waits for the title and the first row of the table. */
  override async ready(): Promise<this> {
    await this.heading(this.titleKey).waitFor();
    await this.dataTable().locator('tbody tr').first().waitFor();
    return this;
  }

  /** The screen's table. */
  dataTable(): Locator {
    return this.page.getByRole('table');
  }
}
