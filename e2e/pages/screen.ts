import type { Locator, Page } from 'playwright-core';
import { type Lang, text } from '../support/i18n';
import { waitForAppStart } from '../support/open-page';
import { ShellPage } from './shell-page';

/** A screen of the app inside its frame: the base of the page models. */
export class Screen {
  readonly shell: ShellPage;

  constructor(
    readonly page: Page,
    readonly lang: Lang = 'tr',
  ) {
    this.shell = new ShellPage(page, lang);
  }

  /** The screen's text for a key in its language. */
  protected t(key: string, values?: Record<string, string | number>): string {
    return text(this.lang, key, values);
  }

  /** The `h1` of the screen (exactly the text of `titleKey` when given). */
  heading(titleKey?: string): Locator {
    return titleKey
      ? this.page.getByRole('heading', { level: 1, name: this.t(titleKey), exact: true })
      : this.shell.heading();
  }

  /** Waits until the screen shows what the tests read (its `h1` unless a screen says more). */
  async ready(): Promise<this> {
    await this.heading().waitFor();
    return this;
  }

  /** Loads a path in this page and waits until the screen is ready. */
  async open(path: string): Promise<this> {
    await this.page.goto(path);
    await waitForAppStart(this.page);
    return this.ready();
  }

  /** A button by its text key (exact). */
  button(key: string): Locator {
    return this.page.getByRole('button', { name: this.t(key), exact: true });
  }

  /** A table named by its caption key (exact). */
  table(captionKey: string, values?: Record<string, string | number>): Locator {
    return this.page.getByRole('table', { name: this.t(captionKey, values), exact: true });
  }
}
