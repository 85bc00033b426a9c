import type { Problem } from '@bulten/core/plain';

/** Codes the web itself gives to failures that carry no server code. */
export type ClientErrorCode = 'NETWORK' | 'BAD_RESPONSE' | 'HTTP';

/** A failed API call: the HTTP status (0 when unreachable), the server's error code and its `Message`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The server's `error.details` (English `Column: problem` lines), when it sent any; never shown. */
    readonly details: readonly string[] = [],
    /** The server's `error.problems` (codes and parameters, translated by the screen), when it sent any. */
    readonly problems: readonly Problem[] = [],
    /** How many problems there were (`problems` may list only the first ones). */
    readonly problemCount: number = problems.length,
  ) {
    super(message);
  }
}

const isProblem = (value: unknown): value is Problem => {
  const p = record(value);
  return (
    p !== null &&
    typeof p.code === 'string' &&
    (p.line === null || typeof p.line === 'number') &&
    (p.column === null || typeof p.column === 'string') &&
    record(p.params) !== null
  );
};

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

/** The ApiError of an error answer body (`{"error":{"code","message"},"Message"}`), tolerating others. */
export function apiErrorFromBody(status: number, body: unknown, fallbackMessage: string): ApiError {
  const error = record(record(body)?.error);
  const code = typeof error?.code === 'string' ? error.code : 'HTTP';
  const topMessage = record(body)?.Message;
  const message =
    typeof topMessage === 'string' ? topMessage : typeof error?.message === 'string' ? error.message : '';
  const details = Array.isArray(error?.details)
    ? error.details.filter((d): d is string => typeof d === 'string')
    : [];
  const problems = Array.isArray(error?.problems) ? error.problems.filter(isProblem) : [];
  const count = typeof error?.problemCount === 'number' ? error.problemCount : problems.length;
  return new ApiError(status, code, message || fallbackMessage, details, problems, count);
}

/** True when the server answered (a refusal or an unusable answer), not when the request never completed. */
export function isServerAnswer(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status > 0;
}

/** True when the server could not do it for now (503: its database read-only or unreachable), not a refusal. */
export function isServerUnavailable(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 503;
}
