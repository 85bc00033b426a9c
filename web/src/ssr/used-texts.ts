import type { Translations, Translator } from '../i18n/translator';

/** A translator that notes every key it is asked about, over `base`. */
export function recordingTranslator(base: Translator): { translator: Translator; used: Set<string> } {
  const used = new Set<string>();
  const translator: Translator = {
    get language() {
      return base.language;
    },
    t: (key, values) => {
      used.add(key);
      return base.t(key, values);
    },
    exists: (key) => {
      used.add(key);
      return base.exists(key);
    },
    addTranslations: (more) => base.addTranslations(more),
  };
  return { translator, used };
}

/** The texts of `keys` (dotted) out of `translations`, nested as there; keys without a text are left out. */
export function pickTexts(translations: Translations, keys: Iterable<string>): Translations {
  const picked: Translations = {};
  for (const key of keys) {
    const parts = key.split('.');
    let from: unknown = translations;
    for (const part of parts)
      from = from && typeof from === 'object' ? (from as Translations)[part] : undefined;
    if (typeof from !== 'string') continue;
    let into = picked;
    for (const part of parts.slice(0, -1)) {
      const next = into[part];
      into[part] = next && typeof next === 'object' ? next : {};
      into = into[part] as Translations;
    }
    into[parts[parts.length - 1]!] = from;
  }
  return picked;
}
