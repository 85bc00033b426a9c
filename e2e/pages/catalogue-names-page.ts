import type { Locator } from 'playwright-core';
import { StaffConsolePage } from './staff-console-page';

/** `/yonetim/katalog`: the catalogue's names, where data staff set the short names. */
export class CatalogueNamesPage extends StaffConsolePage {
  names(): Locator {
    return this.table('staff.catalogue.caption');
  }

  /** Narrows the list to the nodes whose code or names hold `text`. */
  async search(text: string): Promise<void> {
    await this.field('staff.catalogue.search').fill(text);
  }

  /** The row of a node by its Turkish name. */
  row(name: string): Locator {
    return this.names()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  /** Opens a node's short-name dialog, types both short names and saves; waits for the dialog to close. */
  async setShortNames(name: string, tr: string, en: string): Promise<void> {
    await this.button('staff.catalogue.editTitle', { name }).click();
    const dialog = this.dialog();
    await this.field('staff.catalogue.shortTr', dialog).fill(tr);
    await this.field('staff.catalogue.shortEn', dialog).fill(en);
    await this.button('staff.common.save', undefined, dialog).click();
    await dialog.waitFor({ state: 'detached' });
  }
}
