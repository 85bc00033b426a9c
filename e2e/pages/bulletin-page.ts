import type { Locator } from 'playwright-core';
import { shownDate } from '../support/dates';
import { Screen } from './screen';

/** `online-bulten` and `online-bulten-ch`: a day's bulletin. */
export class BulletinPage extends Screen {
  /** The bulletin table of a date (named by its caption). */
  dayTable(date: string): Locator {
    return this.table('bulletin.caption', { date: shownDate(this.lang, date) });
  }

  /** The cell texts of the day's rows (row header first), without the "corrected" marks of figures. */
  dayRows(date: string): Promise<string[][]> {
    return this.dayTable(date)
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) =>
          [...row.querySelectorAll('th, td')].map((cell) => {
            const copy = cell.cloneNode(true) as Element;
            for (const mark of copy.querySelectorAll('.corrected-mark')) mark.remove();
            return (copy.textContent ?? '').trim();
          }),
        ),
      );
  }

  /** The "corrected" marks of the day's table: row name, column header and the mark's text. */
  marks(date: string): Promise<Array<[string, string, string]>> {
    return this.dayTable(date).evaluate((table) => {
      const headers = [...table.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').trim());
      return [...table.querySelectorAll('.corrected-mark')].map((mark) => {
        const cell = mark.closest('td')!;
        const row = cell.closest('tr')!;
        const name = (row.querySelector('th')?.textContent ?? '').trim();
        const column = headers[[...row.children].indexOf(cell)] ?? '';
        return [name, column, (mark.textContent ?? '').trim()] as [string, string, string];
      });
    });
  }

  /** The `?tarih=` of the current URL. */
  urlDate(): string | null {
    return new URL(this.page.url()).searchParams.get('tarih');
  }

  badge(final: boolean): Locator {
    return this.page.getByText(this.t(final ? 'bulletin.final' : 'bulletin.preliminary'), { exact: true });
  }
}
