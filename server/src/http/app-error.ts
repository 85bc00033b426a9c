import type { ErrorCode } from '@bulten/core';

/** The one error a route, service or repository throws for an answer other than 2xx. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly details: string[] = [],
  ) {
    super(code);
    this.name = 'AppError';
  }
}
