import type { Locator, Page } from 'playwright-core';
import type { Lang } from '../support/i18n';
import { ReportScreen } from './report-screen';

/** `borsa-satis-raporu`: period, channel, chart switch, the report table and its exports. */
export class SalesReportPage extends ReportScreen {
  constructor(page: Page, lang: Lang = 'tr') {
    super(page, lang, 'salesReport.title');
  }

  chart(): Locator {
    return this.page.locator('figure.sales-bars');
  }

  periodKind(kind: 'ay' | 'ceyrek' | 'yil' | 'ozel'): Locator {
    return this.page.getByText(this.t(`salesReport.kind.${kind}`), { exact: true });
  }
}
