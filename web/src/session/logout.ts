import type { Language } from '@bulten/core';
import { logout } from '../api/auth-api';
import type { HttpClient } from '../api/http';
import { writeLanguageCookie } from './language-cookie';
import type { Session } from './session';
import { readLanguage, writeLanguage } from './storage';

/** What ending a session needs of the app's services. */
export interface LogoutServices {
  http: HttpClient;
  session: Session;
  storage: Storage;
  language: Language;
}

/** Where ending a session leads, and what it keeps. */
export interface LogoutOptions {
  /** The page opened afterwards; `/` unless told. */
  to?: string;
  /** Keeps the screen's language (the staff console); otherwise the default language comes back with the rest. */
  keepLanguage?: boolean;
  go?: (url: string) => void;
  document?: Pick<Document, 'cookie'>;
}

/**
 * Ends the session: revokes it on the server (best effort), clears ALL local storage, sets the language cookie to
 * the language left stored (the server renders the next page in it) and opens the next page.
 */
export async function logoutAndReload(services: LogoutServices, options: LogoutOptions = {}): Promise<void> {
  const token = services.session.peek('default');
  if (token) await logout(services.http, token).catch(() => undefined);
  services.session.reset();
  if (options.keepLanguage) writeLanguage(services.storage, services.language);
  writeLanguageCookie(options.document ?? document, readLanguage(services.storage));
  (options.go ?? ((url) => window.location.assign(url)))(options.to ?? '/');
}
