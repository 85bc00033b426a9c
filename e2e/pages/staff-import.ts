import type { Locator } from 'playwright-core';
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
