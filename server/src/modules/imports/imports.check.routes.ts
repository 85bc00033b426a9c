import { staffDeskEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/route.js';
import { checkCatalogueFile, checkRegistrations, type ImportCheckResult } from './imports.check.js';
import { csvFile, registerCsvUploadRoutes, rejectedFile } from './imports.routes.js';

const CHECK_DESCRIPTION =
  'Body: the CSV file (`Content-Type: text/csv`, up to `UPLOAD_MAX_MB`), checked exactly as its import checks ' +
  'it (in a worker thread). Nothing is written. ' +
  'Answers the rows and what the import would do (registrations: inserted, corrected, cancelled, skipped = ' +
  'unchanged; catalogue: null), or 400 IMPORT_REJECTED with the problems as the import answers them ' +
  '(`error.problems`: codes and parameters; `error.details`: `line N: column: problem`).';

function checked(result: ImportCheckResult) {
  if (!result.ok) throw rejectedFile(result.problems);
  return { rows: result.rows, summary: result.summary };
}

/** The import checks (operator and up): a registrations or catalogue CSV checked as its import would, nothing written. */
export async function registerImportCheckRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerCsvUploadRoutes(app, ctx, CHECK_DESCRIPTION, (scope, docs) => {
    route(
      scope,
      staffDeskEndpoints.TescilImportCheck,
      { docs: docs('Check a registrations CSV without importing it (operator)') },
      async (request) =>
        checked(await checkRegistrations(ctx.db.kysely, { file: csvFile(request) }, { worker: true })),
    );
    route(
      scope,
      staffDeskEndpoints.KatalogImportCheck,
      { docs: docs('Check a catalogue CSV without importing it (operator)') },
      async (request) => checked(await checkCatalogueFile(ctx.db.kysely, csvFile(request))),
    );
  });
}
