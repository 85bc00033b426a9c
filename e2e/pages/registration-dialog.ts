import type { Locator } from 'playwright-core';
import { fieldProblem } from '../support/fields';
import { StaffConsolePage } from './staff-console-page';

/** The registration form's fields an operator types, by their `staff.registrations.fields` key. */
export type RegistrationField = 'TescilNo' | 'IslemZamani' | 'UrunKodu' | 'Miktar' | 'BirimFiyat';

/** The console's registration dialog (new registration or correction): its fields, their values and problems. */
export class RegistrationDialog extends StaffConsolePage {
  /** The dialog's form. */
  form(): Locator {
    return this.dialog().getByRole('form', { name: this.t('staff.registrations.formLabel') });
  }

  /** A field of the form by its key. */
  input(key: RegistrationField): Locator {
    return this.field(`staff.registrations.fields.${key}`, this.dialog());
  }

  /** Types into the fields given, in order, each left with Tab as a person would. */
  async type(values: Partial<Record<RegistrationField, string>>): Promise<void> {
    for (const [key, value] of Object.entries(values) as [RegistrationField, string][]) {
      const input = this.input(key);
      await input.fill(value);
      await input.press('Tab');
    }
  }

  /** What the fields show now. */
  async values(keys: readonly RegistrationField[]): Promise<Partial<Record<RegistrationField, string>>> {
    const shown: Partial<Record<RegistrationField, string>> = {};
    for (const key of keys) shown[key] = await this.input(key).inputValue();
    return shown;
  }

  /** The problem shown beside a field (its accessible description while it is marked invalid), or null. */
  problem(key: RegistrationField): Promise<string | null> {
    return fieldProblem(this.input(key));
  }

  /** Presses the form's submit button (`staff.registrations.register` or `showChange`). */
  async submit(labelKey = 'staff.registrations.register'): Promise<void> {
    await this.button(labelKey, undefined, this.dialog()).click();
  }

  /** Closes the dialog. */
  async close(): Promise<void> {
    await this.button('staff.common.close', undefined, this.form()).click();
    await this.dialog().waitFor({ state: 'detached' });
  }
}
