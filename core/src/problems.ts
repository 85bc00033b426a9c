import type { Language } from './domain.js';

/**
 * Every problem a line of an import file (registrations, catalogue) or a field of a form can have, by code,
 * with its text in each language; `{{name}}` takes a parameter. The server answers the code and its
 * parameters (`error.problems`); the web translates them (`staff.problems.<CODE>`), the CLI prints them in
 * its language, and the English text is `error.details`' stable `line N: column: problem` form.
 */
export const PROBLEM_TEXTS = {
  UNKNOWN_COLUMN: { tr: 'bilinmeyen sütun', en: 'unknown column' },
  DUPLICATE_COLUMN: { tr: 'sütun iki kez yazılmış', en: 'column appears twice' },
  MISSING_COLUMN: { tr: 'zorunlu sütun yok', en: 'required column is missing' },
  EXTRA_VALUE: {
    tr: 'beklenmeyen değer; başlıkta {{columns}} sütun var',
    en: 'unexpected value, the header has {{columns}} columns',
  },
  CONTROL_CHARACTER: {
    tr: '{{position}}. karakterde {{codePoint}} kontrol karakteri var',
    en: 'holds the control character {{codePoint}} at character {{position}}',
  },
  MISSING_VALUE: { tr: 'değer girilmemiş', en: 'value is missing' },
  REQUIRED: { tr: 'girilmesi gerekiyor', en: 'required' },
  TOO_LONG: { tr: '{{max}} karakterden uzun', en: 'longer than {{max}} characters' },
  NOT_ONE_OF: {
    tr: '"{{value}}" şunlardan biri değil: {{allowed}}',
    en: '"{{value}}" is not one of {{allowed}}',
  },
  NOT_WHOLE_NUMBER: { tr: '"{{value}}" bir tam sayı değil', en: '"{{value}}" is not a whole number' },
  NOT_DECIMAL: {
    tr: '"{{value}}" en çok {{decimals}} ondalık basamaklı bir sayı değil (ondalık işareti "{{mark}}")',
    en: '"{{value}}" is not a number with at most {{decimals}} decimals (decimal mark "{{mark}}")',
  },
  BELOW_MIN: { tr: 'en az {{min}} olmalı', en: 'must be at least {{min}}' },
  NOT_ABOVE_MIN: { tr: '{{min}} sayısından büyük olmalı', en: 'must be greater than {{min}}' },
  ABOVE_MAX: { tr: 'en çok {{max}} olabilir', en: 'must be at most {{max}}' },
  NOT_A_TIME: {
    tr: '"{{value}}" bir zaman değil (ISO 8601 ya da GG.AA.YYYY SS:dd)',
    en: '"{{value}}" is not a time (ISO 8601 or DD.MM.YYYY HH:mm)',
  },
  NOT_AN_EXCHANGE_DAY: {
    tr: '"{{value}}" borsanın bir günü değil (1990-01-01 ile bir yıl sonrası arası)',
    en: '"{{value}}" is not a day of the exchange (1990-01-01 to a year from today)',
  },
  UNKNOWN_PRODUCT: { tr: 'bilinmeyen ürün kodu "{{code}}"', en: 'unknown product code "{{code}}"' },
  UNKNOWN_MEMBER: { tr: 'bilinmeyen üye kodu "{{code}}"', en: 'unknown member code "{{code}}"' },
  AMOUNT_TOO_LARGE: {
    tr: 'tutar (Miktar × BirimFiyat) çok büyük',
    en: 'amount (Miktar × BirimFiyat) too large',
  },
  QUOTE_NOT_CLOSED: {
    tr: 'bu kayıtta açılan tırnaklı alan hiç kapanmıyor',
    en: 'a quoted field starting on this record is never closed',
  },
  TEXT_AFTER_QUOTE: {
    tr: 'kapanan tırnaktan sonra ayraç ya da satır sonu yerine metin var',
    en: 'a closing quote is followed by text instead of a delimiter or line end',
  },
  EMPTY_FILE: { tr: 'dosya boş', en: 'the file is empty' },
  PRODUCT_REPEATED: {
    tr: '"{{code}}" ürünü {{line}}. satırda zaten var',
    en: 'product "{{code}}" already appears on line {{line}}',
  },
  OTHER_PARENT: {
    tr: '"{{code}}", {{line}}. satırda "{{parent}}" altında',
    en: '"{{code}}" is under "{{parent}}" on line {{line}}',
  },
  OTHER_NAMES: {
    tr: '"{{code}}" {{line}}. satırda başka adlarla yazılmış',
    en: '"{{code}}" has other names on line {{line}}',
  },
  NUMBER_DIFFERS: { tr: 'adresteki numaradan farklı', en: 'differs from the number in the path' },
  INVALID_VALUE: { tr: 'geçerli değil', en: 'is not valid' },
} as const satisfies Record<string, Record<Language, string>>;

/** A problem code (`PROBLEM_TEXTS`). */
export type ProblemCode = keyof typeof PROBLEM_TEXTS;

/** Every problem code. */
export const PROBLEM_CODES = Object.keys(PROBLEM_TEXTS) as [ProblemCode, ...ProblemCode[]];

/** The values a problem's text takes. */
export type ProblemParams = Record<string, string | number>;

/**
 * One problem: of a file's physical `line` (null: a form's field), in `column` (the file's column or the
 * request's field; null when the problem is the line's or the file's as a whole, or a column without a
 * name: `params.columnNumber`), as a code and its parameters.
 */
export interface Problem {
  line: number | null;
  column: string | null;
  code: ProblemCode;
  params: ProblemParams;
}

// Where a problem without a column name is: the header's position, else the file (the CSV syntax, an empty file).
const PLACES = {
  columnNumber: { tr: '{{columnNumber}}. sütun', en: 'column {{columnNumber}}' },
  EMPTY_FILE: { tr: 'başlık', en: 'header' },
  file: { tr: 'CSV', en: 'CSV' },
} as const satisfies Record<string, Record<Language, string>>;

function fill(template: string, params: ProblemParams): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** A problem's text in a language, its parameters put in. */
export function problemText(problem: Pick<Problem, 'code' | 'params'>, lang: Language): string {
  return fill(PROBLEM_TEXTS[problem.code][lang], problem.params);
}

/** Where a problem is, in a language: its column, else the header's position or the file. */
export function problemPlace(problem: Problem, lang: Language): string {
  if (problem.column !== null) return problem.column;
  if (problem.params.columnNumber !== undefined) return fill(PLACES.columnNumber[lang], problem.params);
  return (problem.code === 'EMPTY_FILE' ? PLACES.EMPTY_FILE : PLACES.file)[lang];
}

/** `line N: column: problem` (a form's field: `column: problem`); Turkish `satır N: …`. */
export function problemLine(problem: Problem, lang: Language): string {
  const place = `${problemPlace(problem, lang)}: ${problemText(problem, lang)}`;
  if (problem.line === null) return place;
  return `${lang === 'tr' ? 'satır' : 'line'} ${problem.line}: ${place}`;
}
