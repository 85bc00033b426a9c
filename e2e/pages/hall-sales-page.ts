import type { Locator } from 'playwright-core';
import { shownDate } from '../support/dates';
import { escapeRegExp } from '../support/regexp';
import { Screen } from './screen';

/** The hall-sales screens: `salon-satis`, `salon-satis-liste`, `salon-satis-listesi`, `salon-satis-detay`. */
export class HallSalesPage extends Screen {
  /** A table named by a caption key whose text takes the shown date. */
  tableOf(captionKey: string, date?: string): Locator {
    return this.table(captionKey, date ? { date: shownDate(this.lang, date) } : {});
  }

  /** A sortable column's header cell of the lots table, by its label's key or its label. */
  sortHeader(table: Locator, labelKey: string, label = this.t(labelKey)): Locator {
    return table.getByRole('columnheader', { name: new RegExp(`^${escapeRegExp(label)}`) });
  }

  /** The analyses table of a product on the detail screen (`<product>: …`). */
  analysesTable(product: string): Locator {
    return this.page.getByRole('table', { name: new RegExp(`^${escapeRegExp(product)}:`) });
  }

  /** The detail screen's heading of a day. */
  dayHeading(date: string): Locator {
    return this.page.getByRole('heading', {
      level: 2,
      name: new RegExp(escapeRegExp(shownDate(this.lang, date))),
    });
  }
}
