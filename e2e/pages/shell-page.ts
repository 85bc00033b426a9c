import type { Locator, Page } from 'playwright-core';
import { type Lang, text } from '../support/i18n';
import { waitForAppStart } from '../support/open-page';
import { waitUntil } from '../support/wait';

/** The app's frame: heading, navigation, language switch, ticker, toasts, dialogs, footer. */
export class ShellPage {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'tr',
  ) {}

  /** Waits until the screen's `h1` is shown. */
  async ready(): Promise<void> {
    await this.heading().waitFor();
  }

  /** Opens a path and waits until its screen's `h1` is shown. */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await waitForAppStart(this.page);
    await this.ready();
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** Waits for the `h1` to read exactly `title`. */
  async waitForTitle(title: string): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  }

  mainNav(): Locator {
    return this.page.getByRole('navigation', { name: text(this.lang, 'nav.main') });
  }

  /** The names of the navigation entries marked as the current page (`aria-current="page"`). */
  async currentNavEntries(): Promise<string[]> {
    return this.mainNav().locator('a[aria-current="page"]').allTextContents();
  }

  menuButton(): Locator {
    return this.page.getByRole('button', { name: text(this.lang, 'nav.menu') });
  }

  /** The phone menu (a drawer named "Menü"). */
  menu(): Locator {
    return this.page.getByRole('dialog', { name: text(this.lang, 'nav.menu') });
  }

  /** Opens the phone menu and waits for it. */
  async openMenu(): Promise<Locator> {
    await this.menuButton().click();
    await this.menu().waitFor();
    return this.menu();
  }

  /** Follows a navigation entry (through the drawer when the menu button is shown, as on phones). */
  async navigate(labelKey: string): Promise<void> {
    if (await this.menuButton().isVisible()) await this.menuButton().click();
    await this.mainNav()
      .getByRole('link', { name: text(this.lang, labelKey), exact: true })
      .click();
  }

  languageButton(): Locator {
    return this.page.getByRole('button', { name: this.lang === 'tr' ? 'English' : 'Türkçe', exact: true });
  }

  memberSignInLink(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: text(this.lang, 'nav.memberSignIn') });
  }

  logoutButton(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: text(this.lang, 'session.logout') });
  }

  ticker(): Locator {
    return this.page.getByRole('region', { name: text(this.lang, 'ticker.label') });
  }

  tickerToggle(): Locator {
    return this.ticker().getByRole('button');
  }

  /** The toasts (role alert) on screen. */
  toasts(): Locator {
    return this.page.getByRole('alert');
  }

  dialog(name?: string): Locator {
    return name ? this.page.getByRole('dialog', { name }) : this.page.getByRole('dialog');
  }

  footerKvkkLink(): Locator {
    return this.page.getByRole('contentinfo').getByRole('button', { name: text(this.lang, 'footer.kvkk') });
  }

  /** The document's `lang` attribute. */
  documentLang(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang');
  }

  /** True when the page is wider than the window (sideways scroll). */
  scrollsSideways(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  }

  scrollY(): Promise<number> {
    return this.page.evaluate(() => window.scrollY);
  }

  /** Waits (up to 5 s) for the window to be scrolled to the top; answers the last scroll position. */
  scrolledToTop(): Promise<number> {
    return waitUntil(
      () => this.scrollY(),
      (y) => y === 0,
    );
  }
}
