import type { Locator } from 'playwright-core';
import { shownDate } from '../support/dates';
import { Screen } from './screen';

/** `turib`: date field, delay note, index lines and the instrument table. */
export class TuribPage extends Screen {
  override async ready(): Promise<this> {
    await this.heading('turib.title').waitFor();
    return this;
  }

  /** The table captioned `turib.<key>` for a date `YYYY-MM-DD`. */
  dayTable(key: 'indexCaption' | 'tableCaption', date: string): Locator {
    return this.page.getByRole('table', {
      name: this.t(`turib.${key}`, { date: shownDate(this.lang, date) }),
    });
  }

  dateField(): Locator {
    return this.page.getByRole('textbox', { name: this.t('turib.date') });
  }
}
