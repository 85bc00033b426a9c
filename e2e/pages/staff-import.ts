import type { Locator } from 'playwright-core';
import { bodyRows } from '../support/tables';
import { StaffConsolePage } from './staff-console-page';

/** `/yonetim/ice-aktar`: the file, the dry run and the import. */
export class StaffImportScreen extends StaffConsolePage {
  /** Chooses a CSV file with this content. */
  async choose(name: string, csv: string): Promise<void> {
    await this.field('staff.import.file').setInputFiles({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
  }

  /** The problems table of a rejected file. */
  problems(count: number): Locator {
    return this.table('staff.import.problems', { count });
  }

  /** The rows of the problems table: line, column and problem as shown. */
  problemRows(count: number): Promise<string[][]> {
    return bodyRows(this.problems(count));
  }

  /** Checks the chosen file, then imports it, and waits for the import's result. */
  async checkAndImport(): Promise<void> {
    await this.button('staff.import.check').click();
    await this.table('staff.import.checkCaption').waitFor();
    await this.button('staff.import.run').click();
    await this.table('staff.import.doneCaption').waitFor();
  }

  /**
   * The count of one outcome (`inserted`, `corrected`, `cancelled`, `skipped`) in a result table; `labels`:
   * the key of the outcomes' names (a catalogue file's are `staff.import.catalogueCounts`).
   */
  async count(captionKey: string, outcome: string, labels = 'staff.import.counts'): Promise<string> {
    const row = this.table(captionKey)
      .getByRole('row')
      .filter({
        has: this.page.getByRole('rowheader', {
          name: this.t(`${labels}.${outcome}`),
          exact: true,
        }),
      });
    return (await row.getByRole('cell').textContent())?.trim() ?? '';
  }

  /** The names of the outcomes a result table counts, in order. */
  outcomes(captionKey: string): Promise<string[]> {
    return this.table(captionKey).getByRole('rowheader').allTextContents();
  }
}
