import type { Locator, Page } from 'playwright-core';
import type { Lang } from '../support/i18n';
import { ReportScreen } from './report-screen';

/** `fiyat-arsivi`: selector, range, paged table with totals, chart switch, exports. */
export class PriceArchivePage extends ReportScreen {
  constructor(page: Page, lang: Lang = 'tr') {
    super(page, lang, 'priceArchive.title');
  }

  chartCanvas(): Locator {
    return this.page.locator('figure.price-chart canvas').first();
  }

  nextPage(): Locator {
    return this.button('priceArchive.pageControl.next');
  }

  /** The row header of a shown date. */
  rowHeader(shownDate: string): Locator {
    return this.page.getByRole('rowheader', { name: shownDate, exact: true });
  }
}
