import type { Language } from '@bulten/core';
import type { HttpClient } from '../../api/http';
import { appI18n, translationsSchema } from '../../i18n/i18n';

/** Loads the console's own texts (`assets/i18n/staff/{language}.json`, `staff.*`) into the app's translator, once. */
export async function loadStaffTranslations(http: HttpClient, language: Language): Promise<void> {
  if (appI18n.exists('staff.title')) return;
  appI18n.addTranslations(await http.get(`assets/i18n/staff/${language}.json`, translationsSchema));
}
