import type { Locator } from 'playwright-core';
import { bodyRows } from '../support/tables';
import { StaffConsolePage } from './staff-console-page';

/** `/yonetim/denetim`: the audit log, filtered by user, action and day. */
export class StaffAuditScreen extends StaffConsolePage {
  /** The words of the action last filtered by: entries are looked up among its rows only. */
  private actionWords: string | undefined;

  /** The filter form. */
  filters(): Locator {
    return this.page.getByRole('search', { name: this.t('staff.audit.search') });
  }

  /** Shows only the entries of an action, chosen by its words (`staff.audit.actions.<key>`). */
  async filterAction(actionKey: string): Promise<void> {
    const form = this.filters();
    this.actionWords = this.t(`staff.audit.actions.${actionKey}`);
    await this.field('staff.audit.action', form).selectOption({ label: this.actionWords });
    await this.button('staff.audit.search', undefined, form).click();
  }

  log(): Locator {
    return this.table('staff.audit.caption');
  }

  /** The shown entry of a record (`entity` key of `staff.audit.entities` and its id): its cells' texts. */
  async entry(entityKey: string, id: string): Promise<string[]> {
    const name = `${this.t(`staff.audit.entities.${entityKey}`)} ${id}`;
    await this.entryRow(name).waitFor();
    const shown = await bodyRows(this.log());
    return shown.find((cells) => cells.includes(name) && this.ofAction(cells)) ?? [];
  }

  /** The changes an entry lists, one `field: value` or `field: before → after` a line. */
  async changes(entityKey: string, id: string): Promise<string[]> {
    const name = `${this.t(`staff.audit.entities.${entityKey}`)} ${id}`;
    return this.entryRow(name)
      .getByRole('listitem')
      .evaluateAll((items) => items.map((i) => (i.textContent ?? '').trim()));
  }

  // The row of a record, of the filtered action when there is one: until the filtered list replaces the whole
  // one, a record's other entries (its registration before its correction) are shown too.
  private entryRow(name: string): Locator {
    const rows = this.log()
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name, exact: true }) });
    return this.actionWords ? rows.filter({ hasText: this.actionWords }) : rows;
  }

  private ofAction(cells: readonly string[]): boolean {
    return this.actionWords === undefined || cells.some((cell) => cell.includes(this.actionWords!));
  }
}
