import type { Locator } from 'playwright-core';
import { bodyRows } from '../support/tables';
import { StaffConsolePage } from './staff-console-page';

/** `/yonetim/denetim`: the audit log, filtered by user, action and day. */
export class StaffAuditScreen extends StaffConsolePage {
  /** The filter form. */
  filters(): Locator {
    return this.page.getByRole('search', { name: this.t('staff.audit.search') });
  }

  /** Shows only the entries of an action, chosen by its words (`staff.audit.actions.<key>`). */
  async filterAction(actionKey: string): Promise<void> {
    const form = this.filters();
    await this.field('staff.audit.action', form).selectOption({
      label: this.t(`staff.audit.actions.${actionKey}`),
    });
    await this.button('staff.audit.search', undefined, form).click();
  }

  log(): Locator {
    return this.table('staff.audit.caption');
  }

  /** The shown entry of a record (`entity` key of `staff.audit.entities` and its id): its cells' texts. */
  async entry(entityKey: string, id: string): Promise<string[]> {
    const name = `${this.t(`staff.audit.entities.${entityKey}`)} ${id}`;
    const row = this.log()
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name, exact: true }) });
    await row.waitFor();
    return (await bodyRows(this.log())).find((cells) => cells.includes(name)) ?? [];
  }

  /** The changes an entry lists, one `field: value` or `field: before → after` a line. */
  async changes(entityKey: string, id: string): Promise<string[]> {
    const name = `${this.t(`staff.audit.entities.${entityKey}`)} ${id}`;
    const row = this.log()
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name, exact: true }) });
    return row.getByRole('listitem').evaluateAll((items) => items.map((i) => (i.textContent ?? '').trim()));
  }
}
