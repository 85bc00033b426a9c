import type { Locator } from 'playwright-core';
import { shownDate } from '../support/dates';
import { Screen } from './screen';

/** `online-bulten` and `online-bulten-ch`: a day's bulletin. */
export class BulletinPage extends Screen {
  /** The bulletin table of a date (named by its caption). */
  dayTable(date: string): Locator {
    return this.table('bulletin.caption', { date: shownDate(this.lang, date) });
  }

  /** The `?tarih=` of the current URL. */
  urlDate(): string | null {
    return new URL(this.page.url()).searchParams.get('tarih');
  }

  badge(final: boolean): Locator {
    return this.page.getByText(this.t(final ? 'bulletin.final' : 'bulletin.preliminary'), { exact: true });
  }
}
