import type { Locator } from 'playwright-core';
import { shownDate } from '../support/dates';
import { Screen } from './screen';

/** `lot-sorgula`: the number and code form, then the lot's tiles, its chart and the session's lots. */
export class LotLookupPage extends Screen {
  override async ready(): Promise<this> {
    await this.heading('lotLookup.title').waitFor();
    return this;
  }

  /** Types a registration number and a check code and submits them: by the button, or Enter in the code field. */
  async lookUp(registrationNo: string, checkCode: string, by: 'click' | 'enter' = 'click'): Promise<void> {
    const form = this.page.getByRole('form', { name: this.t('lotLookup.formLabel') });
    await form.getByRole('textbox', { name: this.t('lotLookup.registrationNo') }).fill(registrationNo);
    const code = form.getByRole('textbox', { name: this.t('lotLookup.checkCode') });
    await code.fill(checkCode);
    if (by === 'enter') await code.press('Enter');
    else await form.getByRole('button', { name: this.t('lotLookup.submit') }).click();
  }

  /** The result's heading (`Lot <no>`). */
  lotHeading(registrationNo: string): Locator {
    return this.page.getByRole('heading', {
      level: 2,
      name: this.t('lotLookup.lotTitle', { no: registrationNo }),
    });
  }

  /** The value of the result's tile labelled by a key (`dt` text, `dd` value). */
  tile(labelKey: string): Locator {
    return this.page
      .locator('.figure-tiles > div')
      .filter({ has: this.page.getByText(this.t(labelKey), { exact: true }) })
      .locator('dd');
  }

  /** The table of the session's lots of the class. */
  lotsTable(date: string, klass: string): Locator {
    return this.page.getByRole('table', {
      name: this.t('lotLookup.tableCaption', { date: shownDate(this.lang, date), klass }),
    });
  }

  /** The error notice after a refused lookup. */
  refusal(): Locator {
    return this.page.getByRole('alert').filter({ hasText: this.t('lotLookup.notShown') });
  }
}
