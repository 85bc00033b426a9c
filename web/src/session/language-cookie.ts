import type { Language } from '@bulten/core';
import { LANGUAGE_COOKIE } from '@bulten/core/plain';

/**
 * Keeps the language in a cookie for a year, so that the server renders the next page in it (local
 * storage, which the screens read, never reaches the server).
 */
export function writeLanguageCookie(document: Pick<Document, 'cookie'>, language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}
