import { type ErrorBody, type ErrorCode, errorMessage, type Language, type Problem } from '@bulten/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseFault } from '../db/faults.js';
import { isSqliteBusy } from '../db/sqlite-waiting.js';
import { WriteConflictError } from '../db/write-transaction.js';
import { AppError } from './app-error.js';
import { requestLanguage } from './language.js';
import { validationProblems } from './validation-problems.js';

/** What an error answer lists besides its code: English details and the problems they were made of. */
export interface ErrorListing {
  details?: string[];
  problems?: readonly Problem[];
  problemCount?: number;
}

/** How long a client is asked to wait (`Retry-After`, seconds) after each kind of database fault. */
export const DATABASE_RETRY_AFTER_S = { DATABASE_UNAVAILABLE: 5, DATABASE_READ_ONLY: 30 } as const;

/** The JSON body of an error answer in a language. */
export function errorBody(code: ErrorCode, lang: Language, listing: ErrorListing = {}): ErrorBody {
  const message = errorMessage(code, lang);
  const { details, problems } = listing;
  const error: ErrorBody['error'] = { code, message };
  if (details?.length) error.details = details;
  if (problems?.length) {
    error.problems = [...problems];
    error.problemCount = listing.problemCount ?? problems.length;
  }
  return { error, Message: message };
}

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: ErrorCode,
  listing?: ErrorListing,
) {
  return reply.status(status).send(errorBody(code, requestLanguage(request), listing));
}

function validationDetails(error: FastifyError): string[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map(
    (v) => `${v.instancePath.replace(/^\//, '') || error.validationContext}: ${v.message}`,
  );
}

/**
 * Installs the single error handler and the not-found handler. With `spaIndex`, a GET outside `/api` that
 * nothing answers (a route refusing it, a file not served) gets 404 with the web app's index page, which
 * shows its not-found screen; the web's pages themselves are a route (`web/web-pages.ts`).
 */
export function installErrorHandling(app: FastifyInstance, options: { spaIndex: boolean }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(reply, request, error.status, error.code, error);
    if (error instanceof WriteConflictError) return send(reply, request, 409, 'WRITE_CONFLICT');
    if (isSqliteBusy(error)) {
      request.log.warn({ err: error }, 'database busy');
      return send(reply.header('retry-after', '5'), request, 503, 'DATABASE_BUSY');
    }
    const fault = databaseFault(error);
    if (fault) {
      request.log.warn({ reason: fault.reason, code: fault.code }, 'database fault');
      const retryAfter = String(DATABASE_RETRY_AFTER_S[fault.code]);
      return send(reply.header('retry-after', retryAfter), request, 503, fault.code);
    }
    if (error.validation) {
      const details = validationDetails(error);
      return send(reply, request, 400, 'VALIDATION', {
        details,
        problems: validationProblems(error, request),
      });
    }
    if (error.statusCode === 429) return send(reply, request, 429, 'TOO_MANY_REQUESTS');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, request, error.statusCode, error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 500, 'INTERNAL');
  });
  app.setNotFoundHandler((request, reply) => {
    const page = request.method === 'GET' && !request.url.startsWith('/api/');
    if (options.spaIndex && page) return reply.code(404).type('text/html').sendFile('index.html');
    return send(reply, request, 404, 'NOT_FOUND');
  });
}
