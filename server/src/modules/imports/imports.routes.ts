import { REGISTRATION_STAFF, staffEndpoints } from '@bulten/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { route } from '../../http/route.js';
import { auditRequest, STAFF_TAG } from '../auth/auth.access.js';
import { requireAuth } from '../auth/auth.guard.js';
import { invalidateCatalogue } from '../catalogue/catalogue.cache.js';
import { importCatalogueFromText, importRegistrationsFromText } from './imports.service.js';
import type { ImportResult } from './imports.types.js';

/** Largest CSV upload accepted. */
export const CSV_BODY_LIMIT = 200 * 1024 * 1024;
// An error list this long already says the file is wrong; the rest is summarised in one line.
const MAX_DETAILS = 1000;

const DESCRIPTION =
  'Body: the CSV file itself (`Content-Type: text/csv`, UTF-8, `,` or `;`, up to 200 MB), the same ' +
  'all-or-nothing import as the CLI. Answers the summary, or 400 IMPORT_REJECTED with `error.details` = every ' +
  'problem as `line N: column: problem`; then nothing is written.';

/** The problems of a rejected file as `error.details`, at most MAX_DETAILS of them and a line saying how many more. */
export function details(errors: readonly string[]): string[] {
  if (errors.length <= MAX_DETAILS) return [...errors];
  return [...errors.slice(0, MAX_DETAILS), `… and ${errors.length - MAX_DETAILS} more problems`];
}

async function answer(ctx: AppContext, request: FastifyRequest, action: string, result: ImportResult) {
  const bytes = typeof request.body === 'string' ? Buffer.byteLength(request.body) : 0;
  if (!result.ok) {
    await auditRequest(ctx, request, {
      action: `${action}.rejected`,
      entity: 'import',
      detail: { bytes, problems: result.errors.length },
    });
    throw new AppError(400, 'IMPORT_REJECTED', details(result.errors));
  }
  await auditRequest(ctx, request, {
    action,
    entity: 'import',
    detail: { bytes, rows: result.rows, summary: result.summary },
  });
  // Which days changed is not known here: an empty list means "any day may have changed".
  await ctx.events.publish({ type: 'figures', dates: [] });
  return { rows: result.rows, summary: result.summary };
}

/** The body of a CSV upload; 400 when it was not sent as `text/csv`. */
export function csvText(request: FastifyRequest): string {
  const csv = /^text\/csv\b/i.test(request.headers['content-type'] ?? '');
  if (!csv || typeof request.body !== 'string') {
    throw new AppError(400, 'BAD_REQUEST', ['send the file with Content-Type: text/csv']);
  }
  return request.body;
}

/** Staff CSV uploads (operator, admin, super admin): registrations and catalogue, each audited. */
export async function registerImportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    const onRequest = requireAuth(ctx, REGISTRATION_STAFF);
    const docs = (summary: string) => ({ tag: STAFF_TAG, summary, description: DESCRIPTION });
    route(
      scope,
      staffEndpoints.TescilImport,
      { docs: docs('Import registrations CSV (operator)'), onRequest },
      async (request) =>
        answer(
          ctx,
          request,
          'registrations.import',
          await importRegistrationsFromText(ctx.db.kysely, csvText(request), { now: ctx.now() }),
        ),
    );
    route(
      scope,
      staffEndpoints.KatalogImport,
      { docs: docs('Import catalogue CSV (operator)'), onRequest },
      async (request) => {
        const result = await importCatalogueFromText(ctx.db.kysely, csvText(request));
        invalidateCatalogue(ctx.db);
        return answer(ctx, request, 'catalogue.import', result);
      },
    );
  });
}
