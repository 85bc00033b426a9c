import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';

/** A language of the web. */
export type Lang = 'tr' | 'en';

const read = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(REPO_ROOT, 'web/public/assets/i18n', file), 'utf8'));
// The staff console's texts (`staff.*`) live in their own files, loaded only by the console.
const files: Record<Lang, Record<string, unknown>> = {
  tr: { ...read('tr.json'), ...read('staff/tr.json') },
  en: { ...read('en.json'), ...read('staff/en.json') },
};

/** The web's text for a key, with `{{name}}` placeholders filled in. */
export function text(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], files[lang]);
  if (typeof found !== 'string') throw new Error(`no ${lang} text for ${key}`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
