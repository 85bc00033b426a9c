import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { placement } from '../support/geometry';
import { type Lang, text } from '../support/i18n';

/** How a table shows in its window, measured on its first rows. */
export interface TableView {
  /** `cards`: each row a block of `label: value` lines; `scroll`: the columns, scrolling sideways; `fits`. */
  layout: 'cards' | 'scroll' | 'fits';
  /** Rows whose box reaches past the window's left or right side. */
  rowsOutside: number;
  /** Card cells that show no label of their own (a value nobody can name). */
  unlabelled: number;
  /** With the region scrolled to its end, every row's header is still at the region's start. */
  rowHeadersStay: boolean;
}

/** Rows measured per table: enough to see the layout without reading a whole archive. */
const ROWS = 6;

/**
 * Every table of a screen as a person sees it at the window's width: whether its rows are readable (cards in
 * the window, or columns scrolling under a fixed first column with a cue that says so) and whether each of
 * its actions can be reached and pressed.
 */
export class TableLayout {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'tr',
  ) {}

  /** The tables of the page's main content. */
  tables(): Locator {
    return this.page.getByRole('main').getByRole('table');
  }

  /** The cue that tells a table scrolls sideways (drawn for sight only, so found by its text). */
  scrollCue(table: Locator): Locator {
    return table
      .locator('xpath=ancestor::div[contains(@class,"table-frame")][1]')
      .getByText(text(this.lang, 'table.scrollMore'));
  }

  /** Measures a table's layout (the region's scroll is put back afterwards). */
  view(table: Locator): Promise<TableView> {
    return table.evaluate((element, rowsToRead) => {
      const tableEl = element as HTMLTableElement;
      const region = tableEl.closest('.table-scroll') as HTMLElement;
      const width = document.documentElement.clientWidth;
      const rows = [...tableEl.tBodies].flatMap((body) => [...body.rows]).slice(0, rowsToRead);
      const cards = getComputedStyle(tableEl).display !== 'table';
      const wide = region.scrollWidth > region.clientWidth + 1;
      const outside = rows.filter((row) => {
        const box = row.getBoundingClientRect();
        return box.left < -0.5 || box.right > width + 0.5;
      }).length;
      const unlabelled = cards
        ? rows
            .flatMap((row) => [...row.cells])
            .filter(
              (cell) =>
                cell.tagName === 'TD' &&
                getComputedStyle(cell).display !== 'none' &&
                !cell.classList.contains('actions') &&
                !getComputedStyle(cell, '::before').content.includes(cell.dataset.label ?? '\u0000'),
            ).length
        : 0;
      const before = region.scrollLeft;
      region.scrollLeft = region.scrollWidth;
      const start = region.getBoundingClientRect().left;
      const stay = rows.every((row) => Math.abs(row.cells[0]!.getBoundingClientRect().left - start) < 1.5);
      region.scrollLeft = before;
      return {
        layout: cards ? 'cards' : wide ? 'scroll' : 'fits',
        rowsOutside: outside,
        unlabelled,
        rowHeadersStay: stay,
      } as const;
    }, ROWS);
  }

  /**
   * Expects a table's rows readable: cards inside the window with every value labelled, or columns that
   * scroll under row headers that stay, with the scroll cue shown; answers the layout.
   */
  async expectReadable(table: Locator): Promise<TableView['layout']> {
    await table.locator('tbody tr').first().waitFor();
    const view = await this.view(table);
    const name = await table.getAttribute('class');
    if (view.layout === 'cards') {
      expect(view.rowsOutside, `${name}: cards reaching past the window`).toBe(0);
      expect(view.unlabelled, `${name}: card values without a label`).toBe(0);
    }
    if (view.layout === 'scroll') {
      expect(view.rowHeadersStay, `${name}: row headers scrolled away`).toBe(true);
      await this.scrollCue(table).waitFor();
    }
    return view.layout;
  }

  /**
   * Expects each action (button or link) of a table's first rows reachable: once scrolled into view (the
   * page down, the table's region sideways) it lies inside the window and nothing covers it.
   * `withoutSideways`: the region must not need to scroll for it (cards).
   */
  async expectActionsReachable(table: Locator, options: { withoutSideways?: boolean } = {}): Promise<number> {
    const body = table.locator('tbody');
    const actions = body.getByRole('button').or(body.getByRole('link'));
    const count = Math.min(await actions.count(), ROWS * 2);
    const width = this.page.viewportSize()?.width ?? 0;
    for (let i = 0; i < count; i += 1) {
      const action = actions.nth(i);
      await action.scrollIntoViewIfNeeded();
      const shown = await placement(action);
      const where = {
        inside: shown.box.left >= -0.5 && shown.box.right <= width + 0.5 && shown.box.top >= -0.5,
        uncovered: shown.uncovered,
        sideways: await action.evaluate((el) => el.closest('.table-scroll')?.scrollLeft ?? 0),
        name: (await action.getAttribute('aria-label')) ?? (await action.textContent()),
      };
      expect(where.inside, `${where.name} outside the window`).toBe(true);
      expect(where.uncovered, `${where.name} covered`).toBe(true);
      if (options.withoutSideways) expect(where.sideways, `${where.name} needs a sideways scroll`).toBe(0);
    }
    return count;
  }

  /** Expects an action outside tables (paging, a download) in the window and uncovered once scrolled to. */
  async expectReachable(action: Locator): Promise<void> {
    await action.scrollIntoViewIfNeeded();
    const where = await placement(action);
    const name = await action.textContent();
    expect(
      where.box.left >= -0.5 && where.box.right <= this.page.viewportSize()!.width + 0.5,
      `${name}`,
    ).toBe(true);
    expect(where.uncovered, `${name} covered`).toBe(true);
  }

  /** `expectReadable` and `expectActionsReachable` for every table of the page; answers their layouts. */
  async expectEveryTableUsable(): Promise<Array<TableView['layout']>> {
    // Every table's data is in: no loading placeholder left.
    const loading = this.page.getByRole('status', { name: text(this.lang, 'page.loading') });
    await expect.poll(() => loading.count(), { timeout: 20_000 }).toBe(0);
    await this.tables().first().waitFor();
    const layouts: Array<TableView['layout']> = [];
    for (const table of await this.tables().all()) {
      if ((await table.locator('tbody tr').count()) === 0) continue;
      const layout = await this.expectReadable(table);
      await this.expectActionsReachable(table, { withoutSideways: layout === 'cards' });
      layouts.push(layout);
    }
    return layouts;
  }
}
