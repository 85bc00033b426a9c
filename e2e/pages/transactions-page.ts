import type { Locator, Page } from 'playwright-core';
import { fieldProblem } from '../support/fields';
import type { Lang } from '../support/i18n';
import { Screen } from './screen';

/** `son-islemler` and `online-islemler-detay`: filters, pause / resume, the trades table. */
export class TransactionsPage extends Screen {
  /** `titleKey`: the screen's title (`latestTrades.title`, or `onlineTrades.title` for the detail screen). */
  constructor(
    page: Page,
    lang: Lang = 'tr',
    readonly titleKey = 'latestTrades.title',
  ) {
    super(page, lang);
  }

  /** Waits for the title and the first trade row. */
  override async ready(): Promise<this> {
    await this.heading(this.titleKey).waitFor();
    await this.rows().first().waitFor();
    return this;
  }

  /** The filtered trades table. */
  tradesTable(): Locator {
    return this.table('latestTrades.caption');
  }

  rows(): Locator {
    return this.tradesTable().locator('tbody tr');
  }

  /** The row of a registration number. */
  row(no: string): Locator {
    return this.page.locator(`tr[data-trade-no="${no}"]`);
  }

  /** The registration numbers of the rows, in order. */
  tradeNumbers(): Promise<(string | null)[]> {
    return this.rows().evaluateAll((rows) => rows.map((row) => row.getAttribute('data-trade-no')));
  }

  /** A filter field (date, time) by its label key; the app's own text fields, not the browser's inputs. */
  filterField(labelKey: string): Locator {
    return this.page.getByRole('textbox', { name: this.t(labelKey), exact: true });
  }

  /** Types into a filter field and leaves it, as a person would. */
  async typeFilter(labelKey: string, value: string): Promise<void> {
    const field = this.filterField(labelKey);
    await field.fill(value);
    await field.press('Tab');
  }

  /** The problem shown beside a filter field while it is marked invalid, or null. */
  filterProblem(labelKey: string): Promise<string | null> {
    return fieldProblem(this.filterField(labelKey));
  }

  select(labelKey: string): Locator {
    return this.page.getByLabel(this.t(labelKey), { exact: true });
  }

  pauseButton(): Locator {
    return this.page.getByRole('button', { name: this.t('latestTrades.pause') });
  }

  resumeButton(): Locator {
    return this.page.getByRole('button', { name: this.t('latestTrades.resume') });
  }

  /** The totals row. */
  totals(): Locator {
    return this.tradesTable().locator('tfoot tr');
  }

  /** The cards' latest trades region of the detail screen. */
  cardsRegion(): Locator {
    return this.page.getByRole('region', { name: this.t('onlineTrades.cardsHeading'), exact: true });
  }
}
