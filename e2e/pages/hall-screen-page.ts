import type { Locator } from 'playwright-core';
import { shownDate } from '../support/dates';
import { escapeRegExp } from '../support/regexp';
import { Screen } from './screen';

/** A box on the screen, in CSS pixels. */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** One figure cell of a board row as the screen lays it out. */
export interface FigureCell {
  text: string;
  box: Box;
  scrollWidth: number;
  clientWidth: number;
  fontSize: number;
}

/** One row of the class board as the screen lays it out. */
export interface BoardRowLayout {
  /** The name shown (the short name when staff set one). */
  name: string;
  /** The full name carried for a mouse (`title`) and, beside a short name, for screen readers. */
  title: string;
  accessibleName: string | null;
  box: Box;
  /** The lines the name takes, and whether some of it is cut off. */
  nameLines: number;
  nameCut: boolean;
  nameFontSize: number;
  figures: FigureCell[];
}

/** The board's page as the screen lays it out. */
export interface BoardLayout {
  caption: string;
  viewport: { width: number; height: number };
  /** The room the board has (the area between header and ticker); rows must stay inside it. */
  area: Box;
  rows: BoardRowLayout[];
}

/** `/salon-ekrani`: the hall's television board. */
export class HallScreenPage extends Screen {
  override heading(): Locator {
    return super.heading('hallScreen.title');
  }

  /** The class board showing a page of a day's prices. */
  board(date: string, page: number, pages: number): Locator {
    return this.table('hallScreen.boardCaption', { date: shownDate(this.lang, date), page, pages });
  }

  /** The caption of any page of the board of a day, as a pattern: its page and page count captured. */
  private captionPattern(date: string): RegExp {
    const caption = this.t('hallScreen.boardCaption', {
      date: shownDate(this.lang, date),
      page: 1111,
      pages: 2222,
    });
    return new RegExp(`^${escapeRegExp(caption).replace('1111', '(\\d+)').replace('2222', '(\\d+)')}$`);
  }

  /** How many pages the board shows (read off its caption "… page n/N"). */
  async pageCount(date: string): Promise<number> {
    const pattern = this.captionPattern(date);
    const table = this.page.getByRole('table', { name: pattern });
    const caption = (await table.locator('caption').textContent()) ?? '';
    return Number(pattern.exec(caption.trim())?.[2] ?? Number.NaN);
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

  /** The page shown now, measured: every row's box, its name's lines and its figure cells. */
  async boardLayout(): Promise<BoardLayout> {
    const table = this.page.getByRole('region', { name: this.t('hallScreen.classes') }).getByRole('table');
    return table.evaluate((element) => {
      const box = (e: Element | Range) => {
        const r = e.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
      };
      const figureBox = (cell: Element) => {
        const range = document.createRange();
        range.selectNodeContents(cell.querySelector('.hall-price-value') ?? cell.lastChild ?? cell);
        return box(range);
      };
      const area = element.closest('section') as HTMLElement;
      const rows = [...(element as HTMLTableElement).tBodies[0]!.rows].map((row) => {
        const header = row.querySelector('th')!;
        const name = header.firstElementChild as HTMLElement;
        const style = getComputedStyle(name);
        return {
          name: (name.textContent ?? '').trim(),
          title: header.title,
          accessibleName: header.getAttribute('aria-label'),
          box: box(row),
          nameLines: Math.round(name.clientHeight / Number.parseFloat(style.lineHeight)),
          nameCut: name.scrollHeight > name.clientHeight + 1,
          nameFontSize: Number.parseFloat(style.fontSize),
          figures: [...row.querySelectorAll('td')].map((cell) => ({
            text: (cell.textContent ?? '').trim(),
            // The figure as drawn: the price's number, the change's last text (after its hidden words).
            box: figureBox(cell),
            scrollWidth: cell.scrollWidth,
            clientWidth: cell.clientWidth,
            fontSize: Number.parseFloat(getComputedStyle(cell).fontSize),
          })),
        };
      });
      return {
        caption: (element as HTMLTableElement).caption?.textContent ?? '',
        viewport: { width: window.innerWidth, height: window.innerHeight },
        area: box(area),
        rows,
      };
    });
  }

  /** The lines each shown trade's product name takes (the list scrolls; its copy is left out). */
  tradeNameLines(): Promise<number[]> {
    return this.trades()
      .locator('.hall-trade-name')
      .evaluateAll((names) =>
        names.map((n) => Math.round(n.clientHeight / Number.parseFloat(getComputedStyle(n).lineHeight))),
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
