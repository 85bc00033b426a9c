import type { Locator } from 'playwright-core';
import { shownDate } from '../support/dates';
import { Screen } from './screen';

/** `/salon-ekrani`: the hall's television board. */
export class HallScreenPage extends Screen {
  override heading(): Locator {
    return super.heading('hallScreen.title');
  }

  /** The class board showing a page of a day's prices. */
  board(date: string, page: number, pages: number): Locator {
    return this.table('hallScreen.boardCaption', { date: shownDate(this.lang, date), page, pages });
  }

  /** The board's rows (class, average, change), each cell's text. */
  boardRows(): Promise<string[][]> {
    return this.page
      .getByRole('region', { name: this.t('hallScreen.classes') })
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader') })
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim())),
      );
  }

  /** The latest trades (the scrolling copy is hidden from the accessibility tree and left out). */
  trades(): Locator {
    return this.page.getByRole('region', { name: this.t('hallScreen.latestTrades') }).getByRole('listitem');
  }

  /** The notice shown while the screen cannot reach the server. */
  offline(): Locator {
    return this.page.getByRole('status').filter({ hasText: this.t('hallScreen.offline') });
  }

  sessionState(open: boolean): Locator {
    return this.page.getByText(this.t(open ? 'hallScreen.sessionOpen' : 'hallScreen.sessionClosed'));
  }

  ticker(): Locator {
    return this.page.getByRole('region', { name: this.t('ticker.label') });
  }

  /** Computed font sizes (px) of the elements a selector finds: what a reader five metres away sees. */
  fontSizes(selector: string): Promise<number[]> {
    return this.page
      .locator(selector)
      .evaluateAll((found) => found.map((e) => Number.parseFloat(getComputedStyle(e).fontSize)));
  }
}
