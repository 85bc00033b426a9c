import type { Language } from '../domain.js';

// How a figure or date of each language looks once written by this module; `foreignFormats` finds what
// does not, so the tests that walk every surface (pages, PDF, SMS, CSV, XLSX) need no format of their own.

const DATE: Record<Language, RegExp> = { tr: /^\d{2}\.\d{2}\.\d{4}$/, en: /^\d{2}\/\d{2}\/\d{4}$/ };
const CLOCK = /^\d{1,2}:\d{2}(?::\d{2})?$/;
const NUMBER: Record<Language, { grouped: RegExp; plain: RegExp }> = {
  tr: { grouped: /^(?:\d{1,3}(?:\.\d{3})+|\d{1,3})(?:,\d+)?$/, plain: /^\d+(?:,\d+)?$/ },
  en: { grouped: /^(?:\d{1,3}(?:,\d{3})+|\d{1,3})(?:\.\d+)?$/, plain: /^\d+(?:\.\d+)?$/ },
};
// A run of digits and the marks numbers and dates are written with, a sign or percent sign around it.
const TOKEN = /[+\-\u2212]?%?\d(?:[\d.,/:-]*\d)?%?/g;

/**
 * The pieces of a shown text written another way than the language's: a date of another order (ISO
 * `2026-11-20`, or the other language's `20/11/2026`), a number with the other language's marks (`20.45` on
 * a Turkish surface), or, where figures are grouped (`grouping`, not in a CSV's cells), four digits or more
 * without thousands marks. Clock times and the language's own dates and numbers pass.
 */
export function foreignFormats(language: Language, text: string, grouping = true): string[] {
  const number = grouping ? NUMBER[language].grouped : NUMBER[language].plain;
  return (text.match(TOKEN) ?? []).filter((token) => {
    const bare = token.replace(/^[+\-\u2212]?%?/, '').replace(/%$/, '');
    return !(DATE[language].test(bare) || CLOCK.test(bare) || number.test(bare));
  });
}
