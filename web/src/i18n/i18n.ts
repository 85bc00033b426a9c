import type { Language } from '@bulten/core';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { HttpClient, Schema } from '../api/http';

/** A translation file: nested objects of strings. */
export type Translations = Record<string, unknown>;

const translationsSchema: Schema<Translations> = {
  parse(data) {
    if (data === null || typeof data !== 'object' || Array.isArray(data))
      throw new Error('not a translation file');
    return data as Translations;
  },
};

function options(language: Language, translation: Translations) {
  return {
    lng: language,
    fallbackLng: false as const,
    resources: { [language]: { translation } },
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
  };
}

/**
 * Starts i18next in a language: with the translations given (embedded in a server-rendered page), else
 * loading `assets/i18n/{language}.json` through the HTTP client.
 */
export async function initI18n(language: Language, http: HttpClient, given?: Translations): Promise<i18n> {
  const translation = given ?? (await http.get(`assets/i18n/${language}.json`, translationsSchema));
  await i18next.use(initReactI18next).init(options(language, translation));
  return i18next;
}

/** A separate i18next instance of one language (the server renderer keeps one per language). */
export function createI18n(language: Language, translation: Translations): i18n {
  const instance = i18next.createInstance();
  void instance.init(options(language, translation));
  return instance;
}

/** The started i18next instance (for code outside components: dialogs, toasts). */
export const appI18n = i18next;
