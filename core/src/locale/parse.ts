import type { Language } from '../domain.js';
import { parseScaled } from '../money.js';
import { decimalMarker, groupMarker } from './marks.js';
import { formatNumber, formatUpTo } from './numbers.js';
import { largestOf, type NumberRule, type RangeProblem, rangeProblem } from './rules.js';
import { fromScaled } from './scaled.js';

/**
 * Why a typed number was refused, as a code the screen translates (`numberField.<code>`) with its values:
 * - `REQUIRED`: nothing was typed in a required field;
 * - `NOT_A_NUMBER`: letters or other signs;
 * - `SEPARATORS`: marks in the wrong places or of the other language (`20.45` on a Turkish screen);
 * - `AMBIGUOUS`: a thousands group or decimals (`25.000` on an English screen, `1,234` on a Turkish one);
 * - `DECIMALS`: more decimals than the field keeps;
 * - `TOO_SMALL`, `TOO_LARGE`: outside the field's range.
 */
export type NumberProblem =
  | { code: 'REQUIRED' | 'NOT_A_NUMBER' }
  | { code: 'SEPARATORS'; example: string }
  | { code: 'AMBIGUOUS'; asThousands: string; asDecimal: string | null }
  | { code: 'DECIMALS'; decimals: number }
  | RangeProblem;

/** A typed number read by its field's rule: the value scaled by 10^decimals, or why it was refused. */
export type NumberReading = { ok: true; scaled: number } | { ok: false; problem: NumberProblem };

const refuse = (problem: NumberProblem): NumberReading => ({ ok: false, problem });
// Thousands may also be set apart by spaces (plain, no-break or narrow no-break), as Intl and some people do.
const SPACES = ' \u00a0\u202f';

/** `{digits}{group}{digits}…` with one kind of group mark, every group of three; null when not so grouped. */
function ungroup(whole: string, group: string): string | null {
  const marks = new Set(whole.replace(/\d/g, ''));
  if (marks.size === 0) return whole;
  const [mark] = marks;
  if (marks.size > 1 || (mark !== group && !SPACES.includes(mark!))) return null;
  const parts = whole.split(mark!);
  const [first, ...rest] = parts as [string, ...string[]];
  if (!/^[1-9]\d{0,2}$/.test(first) || !rest.every((p) => /^\d{3}$/.test(p))) return null;
  return parts.join('');
}

/** The problem of a text that is not a number written the language's way. */
function shapeProblem(language: Language, body: string): NumberReading {
  if (!/\d/.test(body) || /[^\d.,\s\u00a0\u202f]/.test(body)) return refuse({ code: 'NOT_A_NUMBER' });
  return refuse({ code: 'SEPARATORS', example: formatNumber(language, 1234.5, 2) });
}

/**
 * Reads what a person typed as a number of a field, strictly in the screen's language: Turkish `.` groups
 * and `,` decimals (`25.000` is 25 000, `20,45` is 20.45), English the reverse. An entry that could be read
 * two ways (a lone mark before exactly three digits: `25.000` on an English screen) is refused, never
 * guessed; so are other marks, more decimals than the rule keeps (zeros past them are no decimals) and
 * values outside its range. The digits are read by `parseScaled`, the CSV files' reader, so no value passes
 * through a binary float.
 */
export function parseTypedNumber(language: Language, text: string, rule: NumberRule): NumberReading {
  const trimmed = text.trim();
  if (trimmed === '') return refuse({ code: 'REQUIRED' });
  const negative = /^[-\u2212]/.test(trimmed);
  const body = negative ? trimmed.slice(1) : trimmed;
  if (!/\d/.test(body)) return refuse({ code: 'NOT_A_NUMBER' });
  const mark = decimalMarker(language);
  const [whole = '', fraction, ...more] = body.split(mark);
  const digits = ungroup(whole, groupMarker(language));
  if (more.length > 0 || digits === null || (fraction !== undefined && !/^\d+$/.test(fraction)))
    return shapeProblem(language, body);
  if (fraction !== undefined && fraction.length === 3 && /^[1-9]\d{0,2}$/.test(whole))
    return refuse(ambiguity(language, whole, fraction, rule));
  const kept = (fraction ?? '').replace(/0+$/, '');
  if (kept.length > rule.decimals) return refuse({ code: 'DECIMALS', decimals: rule.decimals });
  const canonical = `${negative ? '-' : ''}${digits || '0'}${kept ? `.${kept}` : ''}`;
  const scaled = parseScaled(canonical, rule.decimals);
  if (scaled === null) return refuse({ code: 'TOO_LARGE', limit: largestOf(rule) });
  const range = rangeProblem(rule, scaled);
  return range ? refuse(range) : { ok: true, scaled };
}

/** The two unambiguous ways to write `1,234` (tr): `1.234` as thousands, `1,2340` as decimals if the field keeps them. */
function ambiguity(language: Language, whole: string, fraction: string, rule: NumberRule): NumberProblem {
  const trimmed = fraction.replace(/0+$/, '');
  const asDecimal =
    trimmed.length > rule.decimals
      ? null
      : trimmed.length < 3
        ? `${whole}${trimmed ? `${decimalMarker(language)}${trimmed}` : ''}`
        : `${whole}${decimalMarker(language)}${fraction}0`;
  return { code: 'AMBIGUOUS', asThousands: formatNumber(language, Number(whole + fraction)), asDecimal };
}

/**
 * A field's value written for the field to show (a correction re-fills its form so): grouped, in the
 * language's marks, with the rule's decimals, and never ambiguous — a value with exactly three decimals
 * below 1 000 gets a fourth zero (tr `1,2340`), which `parseTypedNumber` reads back to the same value.
 */
export function formatTypedNumber(language: Language, scaled: number, rule: NumberRule): string {
  const text = formatScaledFor(language, scaled, rule);
  const mark = decimalMarker(language);
  const [whole = '', fraction] = text.replace(/^-/, '').split(mark);
  return fraction?.length === 3 && /^[1-9]\d{0,2}$/.test(whole) ? `${text}0` : text;
}

function formatScaledFor(language: Language, scaled: number, rule: NumberRule): string {
  const exact = fromScaled(scaled, rule.decimals);
  return rule.fixed
    ? formatNumber(language, exact, rule.decimals)
    : formatUpTo(language, exact, rule.decimals);
}

/**
 * A scaled value as the JSON number an API body carries (`25000000`, 3 → `25000`): exact, since every value a
 * rule allows has at most 15 significant digits, which a double holds and writes back unchanged.
 */
export function scaledNumber(scaled: number, decimals: number): number {
  return scaled / 10 ** decimals;
}

/** A JSON number as an integer scaled by 10^decimals, read exactly from its shortest decimal text; null if it has more decimals. */
export function scaledOf(value: number, decimals: number): number | null {
  return parseScaled(String(value), decimals);
}
