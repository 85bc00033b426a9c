import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { E2E_USERS, type E2eUser } from '../support/fixtures';
import type { Lang } from '../support/i18n';
import { DESKTOP, openPage, type Viewport } from '../support/open-page';
import { Exports } from './exports';
import { Screen } from './screen';
import { SignInPage } from './sign-in-page';

/** The member area's tabs, in the order it shows them. */
export const MEMBER_TABS_SHOWN = [
  'registrations',
  'purchases',
  'sales',
  'stock',
  'arrivals',
  'committees',
] as const;

/** `kullanici-bulten`: the member's summary, tabs with tables and their exports. */
export class MemberAreaPage extends Screen {
  readonly exports: Exports;

  constructor(page: Page, lang: Lang = 'tr') {
    super(page, lang);
    this.exports = new Exports(page, lang);
  }

  override async ready(): Promise<this> {
    await this.heading('memberArea.title').waitFor();
    return this;
  }

  tab(list: string): Locator {
    return this.page.getByRole('tab', { name: this.t(`memberArea.tab.${list}`) });
  }

  listTable(list: string): Locator {
    return this.table(`memberArea.caption.${list}`);
  }

  /** The export links of a list. */
  exportNav(list: string): Locator {
    const caption = this.t(`memberArea.caption.${list}`);
    return this.page.getByRole('navigation', { name: this.t('memberArea.exportsOf', { list: caption }) });
  }

  signInLink(): Locator {
    return this.page.getByRole('main').getByRole('link', { name: this.t('nav.memberSignIn') });
  }

  modules(): Locator {
    return this.page.getByRole('list', { name: this.t('memberArea.modules') });
  }
}

/** The e2e member user with the demo member the setup bound it to. */
export function e2eMember(): E2eUser {
  return { ...E2E_USERS.member, memberCode: inject('e2e').memberCode };
}

/**
 * Signs the e2e member in at desktop width (the sign-in page model waits for the banner's logout button),
 * narrows the page to `viewport` and opens the member area at `path`.
 */
export async function openMemberArea(lang: Lang, viewport: Viewport, path = '/kullanici-bulten') {
  const opened = await openPage({ language: lang, viewport: DESKTOP, path: SignInPage.path });
  await new SignInPage(opened.page, lang).signIn(e2eMember());
  await opened.page.setViewportSize(viewport);
  return { ...opened, screen: await new MemberAreaPage(opened.page, lang).open(path) };
}
