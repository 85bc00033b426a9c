#!/usr/bin/env node
// Fails when the web's translation files differ: key sets, empty texts, or {{placeholders}}. The staff
// console's own files (`staff/`, loaded only by its lazy chunk) are checked the same way.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'public', 'assets', 'i18n');
const languages = ['tr', 'en'];

function leaves(value, prefix = '') {
  return Object.entries(value).flatMap(([key, child]) =>
    child !== null && typeof child === 'object'
      ? leaves(child, `${prefix}${key}.`)
      : [[`${prefix}${key}`, child]],
  );
}

const placeholders = (text) =>
  [...String(text).matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

const read = (file) => leaves(JSON.parse(readFileSync(join(dir, file), 'utf8')));
const files = Object.fromEntries(
  languages.map((lang) => [lang, new Map([...read(`${lang}.json`), ...read(`staff/${lang}.json`)])]),
);
const problems = [];
for (const [lang, other] of [
  ['tr', 'en'],
  ['en', 'tr'],
]) {
  for (const [key, text] of files[lang]) {
    if (!files[other].has(key)) problems.push(`${key}: only in ${lang}.json`);
    if (typeof text !== 'string' || text.trim() === '')
      problems.push(`${key}: empty or not text in ${lang}.json`);
  }
}
for (const [key, text] of files.tr) {
  const en = files.en.get(key);
  if (en !== undefined && placeholders(text) !== placeholders(en)) {
    problems.push(
      `${key}: placeholders differ (tr: ${placeholders(text) || '-'}, en: ${placeholders(en) || '-'})`,
    );
  }
}
if (problems.length > 0) {
  console.error(
    `check-i18n: ${problems.length} problem(s) in web/public/assets/i18n:\n- ${problems.join('\n- ')}`,
  );
  process.exit(1);
}
console.log(`check-i18n: tr.json and en.json agree (${files.tr.size} keys)`);
