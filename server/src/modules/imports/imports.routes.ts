import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type AuditAction, type Problem, staffEndpoints } from '@bulten/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError, problemsError } from '../../http/app-error.js';
import { bodyProblem } from '../../http/control-characters.js';
import { route } from '../../http/route.js';
import { auditRequest, type SignedInRequest, STAFF_TAG } from '../auth/auth.access.js';
import { invalidateCatalogue } from '../catalogue/catalogue.cache.js';
import { importCatalogueFromText, importRegistrations } from './imports.service.js';
import type { ImportResult } from './imports.types.js';

// Smaller than the CLI's chunks: while one commits, the server answers nothing that needs the database.
const UPLOAD_CHUNK_ROWS = 2_000;
// An error list this long already says the file is wrong; the rest is summarised in one line.
const MAX_DETAILS = 1000;

const DESCRIPTION =
  'Body: the CSV file itself (`Content-Type: text/csv`, UTF-8, `,` or `;`, up to `UPLOAD_MAX_MB`, default ' +
  '100 MiB; larger: 413 UPLOAD_TOO_LARGE), the same all-or-nothing import as the CLI: streamed to a ' +
  'temporary file, checked in a worker thread, committed in chunks while other requests are answered. ' +
  'Answers the summary, or 400 IMPORT_REJECTED and nothing is written: `error.problems` lists the first 1000 ' +
  'problems as `{line, column, code, params}` (codes of `PROBLEM_TEXTS`, translated by the client; ' +
  '`error.problemCount` counts all), `error.details` the same in English as `line N: column: problem`.';

/** A CSV upload as received: a temporary file and its size. */
interface Upload {
  dir: string;
  path: string;
  bytes: number;
  /** A C0 control character (not tab, LF or CR) or DEL was seen. */
  control: boolean;
}

// On the bytes read as Latin-1: UTF-8 sequences are all ≥ 0x80, so only real control characters match.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL_BYTE = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/;

// The body stays the empty string the endpoint table's schema accepts; the file is kept beside it.
const uploads = new WeakMap<FastifyRequest, Upload>();

const tooLarge = () => new AppError(413, 'UPLOAD_TOO_LARGE');

/**
 * Streams a CSV body to a temporary file (never whole in memory), refusing it past `limit` bytes: at once
 * when the declared length says so, else once the body was read (what is beyond the limit is discarded,
 * so the caller gets the 413 instead of a broken connection).
 */
async function receive(request: FastifyRequest, payload: Readable, limit: number): Promise<string> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) throw tooLarge();
  const dir = await mkdtemp(join(tmpdir(), 'bulten-upload-'));
  const upload: Upload = { dir, path: join(dir, 'upload.csv'), bytes: 0, control: false };
  uploads.set(request, upload);
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      upload.bytes += chunk.length;
      if (upload.bytes > limit) return next();
      upload.control ||= CONTROL_BYTE.test(chunk.toString('latin1'));
      next(null, chunk);
    },
  });
  await pipeline(payload, counter, createWriteStream(upload.path, { mode: 0o600 }));
  if (upload.bytes > limit) throw tooLarge();
  // The same answer as for every other body (the guard sees only the empty string the body stays).
  const problem = upload.control ? bodyProblem(await readFile(upload.path, 'utf8')) : null;
  if (problem) throw new AppError(400, 'CONTROL_CHARACTER', [problem]);
  return '';
}

async function forget(request: FastifyRequest): Promise<void> {
  const upload = uploads.get(request);
  uploads.delete(request);
  if (upload) await rm(upload.dir, { recursive: true, force: true });
}

/** The 400 IMPORT_REJECTED of a rejected file: its first MAX_DETAILS problems, as codes and as English lines. */
export function rejectedFile(problems: readonly Problem[]): AppError {
  return problemsError(400, 'IMPORT_REJECTED', problems, MAX_DETAILS);
}

// The audit actions of a file kind: imported, rejected.
const ACTIONS = {
  registrations: ['registrations.import', 'registrations.import.rejected'],
  catalogue: ['catalogue.import', 'catalogue.import.rejected'],
} as const satisfies Record<string, readonly [AuditAction, AuditAction]>;

async function answer(
  ctx: AppContext,
  request: SignedInRequest,
  file: keyof typeof ACTIONS,
  result: ImportResult,
) {
  const bytes = uploads.get(request)?.bytes ?? 0;
  const [action, rejected] = ACTIONS[file];
  if (!result.ok) {
    await auditRequest(ctx, request, {
      action: rejected,
      entity: 'import',
      detail: { bytes, problems: result.problems.length },
    });
    throw rejectedFile(result.problems);
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

/** The temporary file of a CSV upload; 400 when the body was not sent as `text/csv`. */
export function csvFile(request: FastifyRequest): string {
  const upload = uploads.get(request);
  if (!upload) throw new AppError(400, 'BAD_REQUEST', ['send the file with Content-Type: text/csv']);
  return upload.path;
}

// Lets a scope's routes take `text/csv` bodies as streamed temporary files (`csvFile`), refused past
// `UPLOAD_MAX_MB` with 413 and removed once answered.
function acceptCsvUploads(scope: FastifyInstance, ctx: AppContext): void {
  scope.addContentTypeParser('text/csv', (request: FastifyRequest, payload: Readable) =>
    receive(request, payload, Math.floor(ctx.config.uploadMaxMb * 1024 * 1024)),
  );
  scope.addHook('onResponse', forget);
  scope.addHook('onRequestAbort', forget);
}

/** The staff documentation of a CSV upload route: its summary under a description the scope shares. */
export type UploadDocs = (summary: string) => { tag: typeof STAFF_TAG; summary: string; description: string };

/**
 * Registers staff routes that take CSV uploads (`csvFile`) in a scope of their own, each documented by
 * `docs(summary)` under `description`.
 */
export async function registerCsvUploadRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  description: string,
  routes: (scope: FastifyInstance, docs: UploadDocs) => void,
): Promise<void> {
  await app.register(async (scope) => {
    acceptCsvUploads(scope, ctx);
    routes(scope, (summary) => ({ tag: STAFF_TAG, summary, description }));
  });
}

/** Staff CSV uploads (operator, admin, super admin): registrations and catalogue, each audited. */
export async function registerImportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerCsvUploadRoutes(app, ctx, DESCRIPTION, (scope, docs) => {
    route(
      scope,
      staffEndpoints.TescilImport,
      { docs: docs('Import registrations CSV (operator)') },
      async (request) =>
        answer(
          ctx,
          request,
          'registrations',
          await importRegistrations(
            ctx.db.kysely,
            { file: csvFile(request) },
            {
              now: ctx.now(),
              sessionClose: ctx.config.sessionClose,
              worker: true,
              source: 'upload',
              chunkRows: UPLOAD_CHUNK_ROWS,
            },
          ),
        ),
    );
    route(
      scope,
      staffEndpoints.KatalogImport,
      { docs: docs('Import catalogue CSV (operator)') },
      async (request) => {
        const text = await readFile(csvFile(request), 'utf8');
        const result = await importCatalogueFromText(ctx.db.kysely, text);
        invalidateCatalogue(ctx.db);
        return answer(ctx, request, 'catalogue', result);
      },
    );
  });
}
