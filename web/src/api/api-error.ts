/** Codes the web itself gives to failures that carry no server code. */
export type ClientErrorCode = 'NETWORK' | 'BAD_RESPONSE' | 'HTTP';

/** A failed API call: the HTTP status (0 when unreachable), the server's error code and its `Message`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The server's `error.details` (e.g. `Column: problem` lines), when it sent any. */
    readonly details: readonly string[] = [],
  ) {
    super(message);
  }
}

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
  return new ApiError(status, code, message || fallbackMessage, details);
}

/** True when the server answered (a refusal or an unusable answer), not when the request never completed. */
export function isServerAnswer(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status > 0;
}
