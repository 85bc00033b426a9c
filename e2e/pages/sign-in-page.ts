import type { Locator } from 'playwright-core';
import type { E2eUser } from '../support/fixtures';
import { escapeRegExp } from '../support/regexp';
import { KvkkDialog } from './kvkk-dialog';
import { Screen } from './screen';

/** `/uye-girisi`: credentials, remember me, and the SMS code step. */
export class SignInPage extends Screen {
  static readonly path = '/uye-girisi';

  /** A field by its label (required fields carry a visual " *" after it). */
  field(key: string): Locator {
    return this.page.getByLabel(new RegExp(`^${escapeRegExp(this.t(key))}( \\*)?$`));
  }

  /** Fills the form and submits it. */
  async submit(user: E2eUser, options: { password?: string; remember?: boolean } = {}): Promise<void> {
    await this.field('signIn.memberCode').fill(user.memberCode ?? '');
    await this.field('signIn.username').fill(user.username);
    await this.field('signIn.password').fill(options.password ?? user.password);
    if (options.remember)
      await this.page.getByRole('checkbox', { name: this.t('signIn.rememberMe') }).check();
    await this.page.getByRole('button', { name: this.t('signIn.submit') }).click();
  }

  smsCodeField(): Locator {
    return this.field('signIn.smsCode');
  }

  async submitSmsCode(code: string): Promise<void> {
    await this.smsCodeField().fill(code);
    await this.page.getByRole('button', { name: this.t('signIn.verify') }).click();
  }

  /** Signs in a user without SMS (opening the form unless it is open) and approves the KVKK text when asked. */
  async signIn(user: E2eUser): Promise<void> {
    if (new URL(this.page.url()).pathname !== SignInPage.path) await this.open(SignInPage.path);
    else await this.ready();
    await this.submit(user);
    await this.shell.logoutButton().waitFor();
    const kvkk = new KvkkDialog(this.page, this.lang);
    const asked = await kvkk
      .dialog()
      .waitFor({ timeout: 3000 })
      .then(
        () => true,
        () => false,
      );
    if (asked) await kvkk.approve();
  }
}
