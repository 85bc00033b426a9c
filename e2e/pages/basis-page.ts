import type { Locator } from 'playwright-core';
import { shownDate } from '../support/dates';
import { Screen } from './screen';

/** `baz`: day field, the board table and the history block (class, range, chart). */
export class BasisPage extends Screen {
  override async ready(): Promise<this> {
    await this.heading('basis.title').waitFor();
    return this;
  }

  /** The board table of a day `YYYY-MM-DD`. */
  board(date: string): Locator {
    return this.table('basis.caption', { date: shownDate(this.lang, date) });
  }

  /** The class chooser of the history. */
  classSelect(): Locator {
    return this.page.getByRole('combobox', { name: this.t('basis.class') });
  }

  /** The history chart's drawing, by the start of its accessible summary (days and prices). */
  chart(summaryStart: string): Locator {
    return this.page
      .getByRole('region', { name: this.t('basis.historyTitle') })
      .getByRole('img', { name: summaryStart });
  }

  /** The legend entry of a line of the history chart. */
  legend(key: 'basis.exchangeLine' | 'basis.turibLine'): Locator {
    return this.page.getByRole('listitem').filter({ hasText: this.t(key) });
  }
}
