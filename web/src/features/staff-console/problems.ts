import type { Language, Problem } from '@bulten/core/plain';
import { ApiError } from '../../api/api-error';
import { formatCount } from '../../format/numbers';
import type { TFunction, TranslationValues } from '../../i18n/translator';
import { errorText } from '../../notify/error-text';

// Parameters that name a place (a line, a column, a character) are written as they are, not grouped.
const PLACES = new Set(['line', 'columnNumber', 'position', 'decimals']);

function values(language: Language, params: Problem['params']): TranslationValues {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'number' && !PLACES.has(name) ? formatCount(language, value) : value,
    ]),
  );
}

/**
 * A problem in the screen's language (`staff.problems.codes.<CODE>` with its parameters); a code this web
 * does not know yet is named as a problem of the field, never shown in the server's words.
 */
export function problemText(t: TFunction, language: Language, problem: Problem): string {
  const key = `staff.problems.codes.${problem.code}`;
  const text = t(key, values(language, problem.params));
  return text === key ? t('staff.problems.unknown') : text;
}

/** Where a problem is: its column (the file's header name), else the header's position or the file. */
export function problemPlace(t: TFunction, problem: Problem): string {
  if (problem.column !== null) return problem.column;
  if (problem.params.columnNumber !== undefined)
    return t('staff.problems.columnNumber', { columnNumber: problem.params.columnNumber });
  return t(problem.code === 'EMPTY_FILE' ? 'staff.problems.header' : 'staff.problems.file');
}

/** The problems of a refusal (none when the server sent only a code). */
export function problemsOf(error: unknown): readonly Problem[] {
  return error instanceof ApiError ? error.problems : [];
}

/**
 * A refusal in the screen's language: the code's message, then each problem as `field: problem`; the
 * server's own text (`details`) is never shown.
 */
export function refusalText(t: TFunction, language: Language, error: unknown): string {
  const problems = problemsOf(error).map((p) => `${problemPlace(t, p)}: ${problemText(t, language, p)}`);
  return [errorText(t, error), ...problems].join(' ');
}

/**
 * A refused write as problems per form field (`fields`), in the screen's language; problems of no field
 * of the form, and a refusal without problems, under `''`.
 */
export function fieldProblems(
  t: TFunction,
  language: Language,
  error: unknown,
  fields: readonly string[],
): Record<string, string> {
  const problems = problemsOf(error);
  if (problems.length === 0) return { '': errorText(t, error) };
  const out: Record<string, string> = {};
  const add = (key: string, text: string) => {
    out[key] = out[key] ? `${out[key]}; ${text}` : text;
  };
  for (const problem of problems) {
    const text = problemText(t, language, problem);
    if (problem.column !== null && fields.includes(problem.column)) add(problem.column, text);
    else add('', `${problemPlace(t, problem)}: ${text}`);
  }
  return out;
}
