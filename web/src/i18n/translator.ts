import type { Language } from '@bulten/core';
import rosetta from 'rosetta';

/** A translation file: nested objects of strings. */
export type Translations = Record<string, unknown>;

/**
 * The values of a text's `{{name}}` placeholders, put in as they are (React escapes what it renders); a
 * missing, null or undefined value leaves the placeholder empty.
 */
export type TranslationValues = Record<string, string | number | null | undefined>;

/** Translates a dotted key (`dialog.ok`), filling its placeholders; a key without a text answers itself. */
export type TFunction = (key: string, values?: TranslationValues) => string;

/** The texts of one language. */
export interface Translator {
  readonly language: Language;
  readonly t: TFunction;
  /** Whether the key names a text (not a section, not nothing). */
  exists(key: string): boolean;
  /** Adds texts (the staff console's): each top-level section given replaces the one of the same name. */
  addTranslations(translations: Translations): void;
}

function textAt(translations: unknown, key: string): string | undefined {
  let node: unknown = translations;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A translator of one language over its own rosetta table, so that translators of different languages (the
 * server renderer keeps one per language) never share texts.
 */
export function createTranslator(language: Language, translations: Translations): Translator {
  const table = rosetta<Translations>();
  table.locale(language);
  table.set(language, translations);
  // rosetta answers '' for a missing key; like i18next, the app shows the key instead.
  const exists = (key: string) => textAt(table.table(language), key) !== undefined;
  return {
    language,
    t: (key, values) => (exists(key) ? table.t(key, values) : key),
    exists,
    addTranslations: (more) => table.set(language, more),
  };
}
