import type { Locator, Page } from 'playwright-core';
import type { Lang } from '../support/i18n';
import { Screen } from './screen';

/** The online home (`online-anasayfa`, `home`, `home/:tip`). */
export class OnlineHomePage extends Screen {
  /** `title`: the `h1` the screen shows (default the online home's; `home/:tip` adds the module's). */
  constructor(
    page: Page,
    lang: Lang = 'tr',
    readonly title?: string,
  ) {
    super(page, lang);
  }

  /** Waits for the `h1` and the first of the most traded. */
  override async ready(): Promise<this> {
    const title = this.title ?? this.t('onlineHome.title');
    await this.page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    await this.list('onlineHome.mostTraded').locator('li').first().waitFor();
    return this;
  }

  region(titleKey: string, values: Record<string, string> = {}): Locator {
    return this.page.getByRole('region', { name: this.t(titleKey, values), exact: true });
  }

  /** A ranking list by its label key (`onlineHome.up`, `onlineHome.down`, `onlineHome.mostTraded`). */
  list(labelKey: string): Locator {
    return this.page.getByRole('list', { name: this.t(labelKey), exact: true });
  }

  /** The names of a ranking, in order. */
  names(labelKey: string): Promise<string[]> {
    return this.list(labelKey).locator('li > a').allTextContents();
  }

  /** The day's total tiles. */
  totalTiles(): Locator {
    return this.page.locator('.figure-tiles dd');
  }
}
