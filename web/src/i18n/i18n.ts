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

/** Loads `assets/i18n/{language}.json` through the HTTP client and starts i18next in that language. */
export async function initI18n(language: Language, http: HttpClient): Promise<i18n> {
  const translation = await http.get(`assets/i18n/${language}.json`, translationsSchema);
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation } },
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  return i18next;
}

/** The started i18next instance (for code outside components: dialogs, toasts). */
export const appI18n = i18next;
