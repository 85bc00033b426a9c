import type { Language } from '@bulten/core/plain';

const LOCALES: Record<Language, string> = { tr: 'tr-TR', en: 'en-GB' };

/** The Intl locale of a language (`tr-TR`, `en-GB`); apart from `numbers.ts`, so the start-up can use it. */
export function localeOf(language: Language): string {
  return LOCALES[language];
}
