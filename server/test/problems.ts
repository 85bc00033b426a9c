import { type Problem, problemLine } from '@bulten/core';

/**
 * A rejected import's problems as the English lines of `error.details` (`line N: column: problem`), or
 * 'ok' for an accepted one: what the tests compare.
 */
export function problemLines(result: { ok: true } | { ok: false; problems: readonly Problem[] }) {
  return result.ok ? 'ok' : result.problems.map((problem) => problemLine(problem, 'en'));
}
