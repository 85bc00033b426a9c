import { type ErrorCode, type Problem, problemLine } from '@bulten/core';

/** The one error a route, service or repository throws for an answer other than 2xx. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    /** English text for people reading the API (`error.details`); never shown on a screen as it is. */
    readonly details: string[] = [],
    /** What is wrong, as codes and parameters a screen translates (`error.problems`). */
    readonly problems: readonly Problem[] = [],
    /** How many problems there were, when `problems` lists only the first ones. */
    readonly problemCount: number = problems.length,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/**
 * A refusal listing problems (a rejected file's lines, a request's fields): the first `max` as codes and
 * parameters, their English `line N: column: problem` lines as `details` (and one line saying how many more).
 */
export function problemsError(
  status: number,
  code: ErrorCode,
  problems: readonly Problem[],
  max = Number.POSITIVE_INFINITY,
): AppError {
  const shown = problems.slice(0, max);
  const details = shown.map((problem) => problemLine(problem, 'en'));
  if (problems.length > shown.length) details.push(`… and ${problems.length - shown.length} more problems`);
  return new AppError(status, code, details, shown, problems.length);
}

/** A refusal of one request field (`column: problem`, no line). */
export function fieldError(status: number, code: ErrorCode, field: string, problem: Problem['code']) {
  return problemsError(status, code, [{ line: null, column: field, code: problem, params: {} }]);
}
