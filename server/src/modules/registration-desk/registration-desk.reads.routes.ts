import { staffDeskEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { route } from '../../http/route.js';
import { STAFF_TAG } from '../auth/auth.access.js';
import { checkCatalogueFile, checkRegistrations, type ImportCheckResult } from '../imports/imports.check.js';
import { acceptCsvUploads, csvFile, rejectedFile } from '../imports/imports.routes.js';
import { kvkkVersions } from '../kvkk/kvkk.versions.js';
import { previewChange, registrationList } from './registration-list.service.js';
import { registerUserDetailsRoute } from './user-details.routes.js';

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

async function registerImportChecks(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    acceptCsvUploads(scope, ctx);
    const docs = (summary: string) => ({ tag: STAFF_TAG, summary, description: CHECK_DESCRIPTION });
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

/** The staff console's endpoints: registration list, change previews, import checks, user details, KVKK versions. */
export async function registerStaffDeskRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    staffDeskEndpoints.TescilList,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'List registrations (operator)',
        description:
          'Latest trade first, paged (`page`, `pageSize` ≤ 200), filtered by day (`tarih`), product code or ' +
          'name part (`urun`), channel, buyer or seller member code (`uye`), status (`durum`) and the start of ' +
          'the number (`no`); each with its earlier versions.',
      },
    },
    async (request) => registrationList(ctx.db.kysely, request.query, requestLanguage(request), ctx.config),
  );
  route(
    app,
    staffDeskEndpoints.TescilPreview,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Preview a correction or cancellation (operator)',
        description:
          'Body `{"Iptal": true}` or `{"Tescil": {…the Correct body…}}`. Answers the figures of every product, ' +
          'day and channel the change touches, before and after; nothing is written. Unknown number: 400 ' +
          'UNKNOWN_ID; cancelled: 409 CONFLICT; a bad correction: 400 VALIDATION with every `Column: problem`.',
      },
    },
    async (request) =>
      previewChange(ctx.db.kysely, request.params.no, request.body, requestLanguage(request), ctx.now()),
  );
  await registerImportChecks(app, ctx);
  route(
    app,
    staffDeskEndpoints.KvkkVersions,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'KVKK texts with approval counts (admin)',
        description: 'Every published KVKK text, newest first, with how many people approved it.',
      },
    },
    async () => kvkkVersions(ctx.db.kysely),
  );
  await registerUserDetailsRoute(app, ctx);
}
