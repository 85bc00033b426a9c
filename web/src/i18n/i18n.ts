import type { Language } from '@bulten/core';
import type { HttpClient, Schema } from '../api/http';
import { createTranslator, type Translations, type Translator } from './translator';

export type { Translations } from './translator';

/** Checks that a fetched translation file is an object (its texts are looked up key by key). */
export const translationsSchema: Schema<Translations> = {
  parse(data) {
    if (data === null || typeof data !== 'object' || Array.isArray(data))
      throw new Error('not a translation file');
    return data as Translations;
  },
};

// Until initI18n: no texts, so every key answers itself.
let started: Translator = createTranslator('tr', {});

/**
 * Starts the app's translator in a language: with the translations given (embedded in a server-rendered
 * page), else loading `assets/i18n/{language}.json` through the HTTP client. Switching language reloads the
 * page, so it is started once.
 */
export async function initI18n(
  language: Language,
  http: HttpClient,
  given?: Translations,
): Promise<Translator> {
  const translations = given ?? (await http.get(`assets/i18n/${language}.json`, translationsSchema));
  started = createTranslator(language, translations);
  return started;
}

/**
 * The app's translator, as started by `initI18n` (for code outside components: dialogs, toasts; and for
 * components outside a `TranslatorProvider`, i.e. the browser's whole app).
 */
export const appI18n: Translator = {
  get language() {
    return started.language;
  },
  t: (key, values) => started.t(key, values),
  exists: (key) => started.exists(key),
  addTranslations: (translations) => started.addTranslations(translations),
};
