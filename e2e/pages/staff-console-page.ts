import type { Locator, Page } from 'playwright-core';
import type { E2eUser } from '../support/fixtures';
import { type Lang, text } from '../support/i18n';
import { escapeRegExp } from '../support/regexp';

/** The console's screens by path segment and navigation key. */
export const STAFF_SCREENS = {
  tescil: 'staff.nav.registrations',
  'ice-aktar': 'staff.nav.import',
  katalog: 'staff.nav.catalogue',
  'kayan-yazi': 'staff.nav.ticker',
  kvkk: 'staff.nav.kvkk',
  icerik: 'staff.nav.content',
  kullanicilar: 'staff.nav.users',
  denetim: 'staff.nav.audit',
  borsalar: 'staff.nav.peers',
} as const;
/** A screen of the console. */
export type StaffScreen = keyof typeof STAFF_SCREENS;

/** `/yonetim`: the staff console (sign-in, header, navigation, screens), found by roles and labels. */
export class StaffConsolePage {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'tr',
  ) {}

  /** The console's text for a key in its language. */
  t(key: string, values?: Record<string, string | number>): string {
    return text(this.lang, key, values);
  }

  /** A field by its label (required fields carry a visual " *"), inside `scope` (default: the page). */
  field(key: string, scope: Page | Locator = this.page): Locator {
    return scope.getByLabel(new RegExp(`^${escapeRegExp(this.t(key))}( \\*)?$`));
  }

  /** A button by its text key (exact), inside `scope`. */
  button(key: string, values?: Record<string, string | number>, scope: Page | Locator = this.page): Locator {
    return scope.getByRole('button', { name: this.t(key, values), exact: true });
  }

  heading(key: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.t(key), exact: true });
  }

  signInForm(): Locator {
    return this.page.getByRole('form', { name: this.t('staff.signIn.form') });
  }

  /** The header line naming the signed-in user and role. */
  userLine(name: string, role: string): Locator {
    return this.page.getByText(this.t('staff.header.user', { name, role: this.t(`staff.roles.${role}`) }));
  }

  navigation(): Locator {
    return this.page.getByRole('navigation', { name: this.t('staff.nav.label') });
  }

  navLink(screen: StaffScreen): Locator {
    return this.navigation().getByRole('link', { name: this.t(STAFF_SCREENS[screen]), exact: true });
  }

  alert(): Locator {
    return this.page.getByRole('alert');
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  table(captionKey: string, values?: Record<string, string | number>): Locator {
    return this.page.getByRole('table', { name: this.t(captionKey, values), exact: true });
  }

  /** Opens `/yonetim/<screen>` (or the sign-in) and waits for the sign-in form or the screen's heading. */
  async open(screen?: StaffScreen): Promise<this> {
    await this.page.goto(screen ? `/yonetim/${screen}` : '/yonetim');
    await this.page.getByRole('heading', { level: 1 }).first().waitFor();
    return this;
  }

  /** Fills and sends the sign-in form. */
  async submitSignIn(user: Pick<E2eUser, 'username' | 'password'>): Promise<void> {
    const form = this.signInForm();
    await this.field('staff.signIn.username', form).fill(user.username);
    await this.field('staff.signIn.password', form).fill(user.password);
    await this.button('staff.signIn.submit', undefined, form).click();
  }

  /** Signs a staff user in and waits for the console's navigation. */
  async signIn(user: E2eUser): Promise<void> {
    await this.submitSignIn(user);
    await this.navigation().waitFor();
  }

  /** Goes to a screen through the navigation and waits for its heading. */
  async go(screen: StaffScreen, titleKey: string): Promise<void> {
    await this.navLink(screen).click();
    await this.heading(titleKey).waitFor();
  }
}
