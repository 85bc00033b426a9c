import type { Locator } from 'playwright-core';
import { StaffConsolePage } from './staff-console-page';

/** What the registration form is filled with (labels of `staff.registrations.fields`). */
export interface TradeForm {
  TescilNo?: string;
  IslemZamani?: string;
  UrunKodu?: string;
  Miktar?: string;
  BirimFiyat?: string;
}

/** `/yonetim/tescil`: the list, the registration dialog and the cancel dialog. */
export class StaffRegistrationsScreen extends StaffConsolePage {
  /** The row of a registration in the list (its number heads the row). */
  row(no: string): Locator {
    return this.table('staff.registrations.caption')
      .getByRole('row')
      .filter({
        has: this.page.getByRole('rowheader', { name: no, exact: true }),
      });
  }

  /** Fills the registration dialog's fields that are given. */
  async fill(values: TradeForm): Promise<void> {
    const dialog = this.dialog();
    for (const [key, value] of Object.entries(values)) {
      if (value !== undefined) await this.field(`staff.registrations.fields.${key}`, dialog).fill(value);
    }
  }

  /** Searches the list by registration number. */
  async search(no: string): Promise<void> {
    const search = this.page.getByRole('search', { name: this.t('staff.registrations.search') });
    await this.field('staff.registrations.fields.TescilNo', search).fill(no);
    await this.button('staff.registrations.search', undefined, search).click();
  }

  /** The before/after table of a preview, by product code. */
  previewTable(productCode: string): Locator {
    return this.dialog().getByRole('table', { name: new RegExp(`^${productCode} · `) });
  }

  /** A figure's before and after texts in a preview table. */
  async figure(table: Locator, metricKey: string): Promise<[string, string]> {
    const row = table.getByRole('row').filter({
      has: this.page.getByRole('rowheader', {
        name: this.t(`staff.preview.metrics.${metricKey}`),
        exact: true,
      }),
    });
    const cells = await row.getByRole('cell').allTextContents();
    return [cells[0]!.trim(), cells[1]!.trim()];
  }
}
