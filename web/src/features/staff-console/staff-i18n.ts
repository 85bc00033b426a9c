import type { Language } from '@bulten/core';
import type { HttpClient } from '../../api/http';
import { appI18n, type Translations } from '../../i18n/i18n';

const schema = {
  parse(data: unknown): Translations {
    if (data === null || typeof data !== 'object' || Array.isArray(data))
      throw new Error('not a translation file');
    return data as Translations;
  },
};

/** Loads the console's own texts (`assets/i18n/staff/{language}.json`, `staff.*`) into i18next, once. */
export async function loadStaffTranslations(http: HttpClient, language: Language): Promise<void> {
  if (appI18n.exists('staff.title')) return;
  const texts = await http.get(`assets/i18n/staff/${language}.json`, schema);
  appI18n.addResourceBundle(language, 'translation', texts, true, true);
}
