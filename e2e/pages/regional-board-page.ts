import type { Locator } from 'playwright-core';
import { type Figure, readFigure } from '../support/figures';
import { Screen } from './screen';

/** One exchange's row of a class table, read back. */
export interface ShownExchangeRow {
  /** The row header: the exchange's name (a peer's links to its own bulletin). */
  exchange: string;
  /** The bulletin link of a peer's row (null on ours). */
  link: string | null;
  /** The day under the exchange's name, then how fresh (`27.11.2026 · dünkü`). */
  day: string;
  average: Figure | null;
  /** The difference from ours: % and TL/kg (null on ours). */
  percent: Figure | null;
  difference: Figure | null;
}

/** `bolge`: whose figures, one table per class (ours and each peer's), and the history chart. */
export class RegionalBoardPage extends Screen {
  override async ready(): Promise<this> {
    await this.heading('regional.title').waitFor();
    return this;
  }

  /** The table of one of our classes, by its name as the board gives it. */
  classTable(name: string): Locator {
    return this.table('regional.caption', { name });
  }

  /** Every class table's caption, in page order. */
  async captions(): Promise<string[]> {
    return this.page.locator('table caption').allTextContents();
  }

  /** The rows of a class table, read in the page's language. */
  async rows(table: Locator): Promise<ShownExchangeRow[]> {
    await table.waitFor();
    const rows = await table.locator('tbody tr').all();
    return Promise.all(
      rows.map(async (row) => {
        const head = row.locator('th').first();
        const [day, average, change] = await Promise.all([
          head.locator('[data-day]').textContent(),
          row.locator('td').nth(0).textContent(),
          row.locator('td').nth(1).textContent(),
        ]);
        const link = head.getByRole('link');
        const linked = (await link.count()) > 0;
        const name = linked
          ? await link.first().evaluate((a) => a.firstChild?.textContent ?? '')
          : await head.evaluate((th) => th.firstChild?.textContent ?? '');
        // "Yükseliş: ▲ +%3,39 (+0,6413 TL)" (the direction for screen readers first), or "–".
        const parts = /([+\-−]?%?[\d.,]+%?)\s*\((.+) TL\)/.exec(change ?? '');
        return {
          exchange: name.trim(),
          link: linked ? await link.first().getAttribute('href') : null,
          day: (day ?? '').trim(),
          average: readFigure(this.lang, average ?? ''),
          percent: parts ? readFigure(this.lang, parts[1]!) : null,
          difference: parts ? readFigure(this.lang, parts[2]!) : null,
        };
      }),
    );
  }

  /** The "whose figures" section. */
  sources(): Locator {
    return this.page.getByRole('region', { name: this.t('regional.sources.title') });
  }

  /** The history's class chooser. */
  classSelect(): Locator {
    return this.page.getByRole('combobox', { name: this.t('regional.class') });
  }

  /** The history chart's legend entry of a line. */
  legend(name: string): Locator {
    return this.page
      .getByRole('region', { name: this.t('regional.historyTitle') })
      .getByRole('listitem')
      .filter({ hasText: name });
  }
}
