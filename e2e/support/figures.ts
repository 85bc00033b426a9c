import type { Lang } from './i18n';
import { escapeRegExp } from './regexp';

/** A figure as the page shows it, read back: its number and what follows it (`TL/kg`, `%`, or ''). */
export interface Figure {
  value: number;
  unit: string;
}

/** A figure read with the details of how it was written. */
export interface ShownFigure extends Figure {
  /** How many digits follow the decimal mark. */
  decimals: number;
}

/** The decimal mark and thousands separator of each language: the one place that knows the convention. */
const MARKS: Record<Lang, { decimal: string; group: string }> = {
  tr: { decimal: ',', group: '.' },
  en: { decimal: '.', group: ',' },
};

/** What the web shows for a missing figure. */
const NO_FIGURE = '–';

// Spaces the masked input and Intl use between thousands (plain, no-break, narrow no-break).
const SPACES = ' \u00a0\u202f';

function pattern(lang: Lang): RegExp {
  const { decimal, group } = MARKS[lang];
  const separators = `[${escapeRegExp(group)}${SPACES}]`;
  const digits = `(\\d{1,3}(?:${separators}\\d{3})+|\\d+)(?:${escapeRegExp(decimal)}(\\d+))?`;
  // sign, percent before (tr `+%3,39`), digits, percent after (en `+3.39%`, `3,39 %`), unit after a space.
  return new RegExp(`^([+\\-\u2212])?(%)?\\s?${digits}(?:\\s?(%))?(?:[${SPACES}]+(\\S.*))?$`, 'u');
}

const PATTERNS: Record<Lang, RegExp> = { tr: pattern('tr'), en: pattern('en') };

/**
 * Reads a shown number in a language's convention: Turkish `1.234,5678`, `%3,39`, `+%3,39`, `-0,6413 TL`,
 * English `1,234.5678`, `+3.39%`, `+3.39 %`, `130,640 kg`; spaces between thousands too. Throws when the
 * text is not a number written the language's way (a `1,234.56` on a Turkish page, say).
 */
export function parseFigure(lang: Lang, shown: string): ShownFigure {
  const text = shown.trim();
  const match = PATTERNS[lang].exec(text);
  if (!match) throw new Error(`"${shown}" is not a number written the ${lang} way`);
  const [, sign, percentBefore, whole = '', fraction = '', percentAfter, unit] = match;
  if (percentBefore && (percentAfter || unit)) throw new Error(`"${shown}" has more than one unit`);
  const magnitude = Number(`${whole.replace(/\D/g, '')}.${fraction || '0'}`);
  const negative = sign === '-' || sign === '\u2212';
  const percent = percentBefore ?? percentAfter;
  return {
    value: negative && magnitude !== 0 ? -magnitude : magnitude,
    unit: percent ? '%' : (unit ?? '').trim(),
    decimals: fraction.length,
  };
}

/** A shown figure's number and unit, or null for the web's dash of a missing figure. */
export function readFigure(lang: Lang, shown: string | null | undefined): Figure | null {
  if (shown === null || shown === undefined) throw new Error('no text where a figure was expected');
  if (shown.trim() === NO_FIGURE) return null;
  const { value, unit } = parseFigure(lang, shown);
  return { value, unit };
}

/**
 * Reads a figure the page rounds (index values, say): answers `figure(apiValue, unit)` when the shown number is
 * the API's rounded to the shown decimals, else what was shown (so a `toEqual(figure(apiValue))` names both).
 */
export function readRounded(lang: Lang, shown: string | null | undefined, apiValue: number): Figure | null {
  if (shown === null || shown === undefined) throw new Error('no text where a figure was expected');
  const read = parseFigure(lang, shown);
  const halfStep = 0.5 * 10 ** -read.decimals;
  const rounded = Math.abs(read.value - apiValue) <= halfStep * (1 + 1e-9);
  return { value: rounded ? apiValue : read.value, unit: read.unit };
}

/** What an API number should read back as (compare with `readFigure`); null stays null. */
export function figure(value: number | null, unit = ''): Figure | null {
  return value === null ? null : { value, unit };
}

/** Each cell read as a figure, or null where a cell is no figure (a name, a time): for `toContainEqual`. */
export function cellFigures(lang: Lang, cells: readonly string[]): (Figure | null)[] {
  return cells.map((cell) => {
    try {
      return readFigure(lang, cell);
    } catch {
      return null;
    }
  });
}
