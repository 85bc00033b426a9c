import type { Locator, Page } from 'playwright-core';
import { type Lang, text } from '../support/i18n';

/** The online home (`online-anasayfa`, `home`, `home/:tip`). */
export class OnlineHomePage {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'tr',
  ) {}

  /** Opens a path and waits for its `h1` (`title`, default the online home's) and the movers. */
  async open(path = '/online-anasayfa', title = text(this.lang, 'onlineHome.title')): Promise<void> {
    await this.page.goto(path);
    await this.page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    await this.list('onlineHome.mostTraded').locator('li').first().waitFor();
  }

  region(titleKey: string, values: Record<string, string> = {}): Locator {
    return this.page.getByRole('region', { name: text(this.lang, titleKey, values), exact: true });
  }

  /** A ranking list by its label key (`onlineHome.up`, `onlineHome.down`, `onlineHome.mostTraded`). */
  list(labelKey: string): Locator {
    return this.page.getByRole('list', { name: text(this.lang, labelKey), exact: true });
  }

  /** The names of a ranking, in order. */
  names(labelKey: string): Promise<string[]> {
    return this.list(labelKey).locator('li > a').allTextContents();
  }
}
