import type { Locator, Page } from 'playwright-core';
import type { E2eUser } from '../support/fixtures';
import { type Lang, text } from '../support/i18n';
import { KvkkDialog } from './kvkk-dialog';
import { ShellPage } from './shell-page';

/** `/uye-girisi`: credentials, remember me, and the SMS code step. */
export class SignInPage {
  readonly shell: ShellPage;

  constructor(
    readonly page: Page,
    readonly lang: Lang = 'tr',
  ) {
    this.shell = new ShellPage(page, lang);
  }

  async open(): Promise<void> {
    await this.shell.open('/uye-girisi');
  }

  /** A field by its label (required fields carry a visual " *" after it). */
  field(key: string): Locator {
    const label = text(this.lang, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.getByLabel(new RegExp(`^${label}( \\*)?$`));
  }

  /** Fills the form and submits it. */
  async submit(user: E2eUser, options: { password?: string; remember?: boolean } = {}): Promise<void> {
    await this.field('signIn.memberCode').fill(user.memberCode ?? '');
    await this.field('signIn.username').fill(user.username);
    await this.field('signIn.password').fill(options.password ?? user.password);
    if (options.remember)
      await this.page.getByRole('checkbox', { name: text(this.lang, 'signIn.rememberMe') }).check();
    await this.page.getByRole('button', { name: text(this.lang, 'signIn.submit') }).click();
  }

  smsCodeField(): Locator {
    return this.field('signIn.smsCode');
  }

  async submitSmsCode(code: string): Promise<void> {
    await this.smsCodeField().fill(code);
    await this.page.getByRole('button', { name: text(this.lang, 'signIn.verify') }).click();
  }

  /** Signs in a user without SMS and approves the KVKK text when it is asked for. */
  async signIn(user: E2eUser): Promise<void> {
    await this.open();
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
