import { historyEndpoints, MAX_ARCHIVE_PAGE_SIZE } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { formatParam, sendFile, tableFile } from '../../http/exports/table-export.js';
import { requestLanguage } from '../../http/language.js';
import { route } from '../../http/route.js';
import { productTotalsExample } from '../history/history.examples.js';
import { historyScope } from '../history/history.scope.js';
import { scopePoints } from '../history/history.series.js';
import { archiveRowExample } from './archive.examples.js';
import { archiveFilename, archiveJson, archiveTable, archiveTotals, newestFirst } from './archive.service.js';

/** OpenAPI tag of the archive routes. */
export const ARCHIVE_TAG = 'Bülten: fiyat arşivi';

const MAX_PAGE_SIZE = MAX_ARCHIVE_PAGE_SIZE;

/** `?sayfa=&boyut=`: both absent → no paging; else page ≥ 1 (default 1), size 1..5000 (default 100); else 400 BAD_PAGE. */
export function pagingParams(
  page: string | undefined,
  size: string | undefined,
): { page: number; size: number } | null {
  if ((page ?? '') === '' && (size ?? '') === '') return null;
  const number = (text: string | undefined, fallback: number) => {
    if (text === undefined || text === '') return fallback;
    return /^\d{1,7}$/.test(text) ? Number(text) : 0;
  };
  const paging = { page: number(page, 1), size: number(size, 100) };
  if (paging.page < 1 || paging.size < 1 || paging.size > MAX_PAGE_SIZE) {
    throw new AppError(400, 'BAD_PAGE', [`sayfa ≥ 1 and boyut 1..${MAX_PAGE_SIZE}`]);
  }
  return paging;
}

const RANGE =
  'itemId is a group, class or product id; the range is inclusive and at most 20 years (400 BAD_RANGE / RANGE_TOO_LONG). A range without trading answers [].';

/** Registers the archive routes under both bulletin prefixes. */
export function registerArchiveRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    historyEndpoints.GetOnlineBultenFiyatArsiv,
    {
      docs: {
        tag: ARCHIVE_TAG,
        summary: 'Price archive',
        description: `One row per trading day, newest first: min, max, weighted average, first and last price, quantity, amount, trade count (products rolled up; KG and TON in KG). ${RANGE} Optional paging \`?sayfa=1&boyut=100\` (the answer stays a bare array; \`X-Total-Count\` carries the number of days). \`?format=csv\` (UTF-8 with BOM; Lang tr: \`;\` and decimal commas for Turkish Excel, en: \`,\` and points) or \`?format=xlsx\` download the whole range with a totals row, headed by lines naming the group, class or product, the range and the channel (then an empty line), named \`fiyat-arsivi_<code>_<name>_<from>_<to>\` (\`price-archive_…\` in English).`,
        example: [archiveRowExample],
      },
    },
    async (request, reply) => {
      const format = formatParam(request.query.format, ['csv', 'xlsx']);
      const paging = pagingParams(request.query.sayfa, request.query.boyut);
      const scope = await historyScope(ctx, request.params);
      const points = await scopePoints(ctx, scope);
      const lang = requestLanguage(request);
      if (format) {
        const file = await tableFile(
          archiveTable(scope, points, lang),
          lang,
          format,
          archiveFilename(scope, lang),
        );
        return sendFile(reply, file);
      }
      reply
        .header('x-total-count', String(points.length))
        .header('access-control-expose-headers', 'X-Total-Count');
      // Up to 5 000 rows a decade, written as JSON bytes here (each kept day's row once, see archiveJson):
      // checking them against the schema again would cost more than building them, and they are typed.
      reply.type('application/json; charset=utf-8');
      return reply.send(archiveJson(newestFirst(points, paging)));
    },
  );
  route(
    app,
    historyEndpoints.GetOnlineBultenFiyatArsivToplam,
    {
      docs: {
        tag: ARCHIVE_TAG,
        summary: 'Price archive totals',
        description: `Totals of the same selection as GetOnlineBultenFiyatArsiv, as one object in an array: first and last trading day, number of trading days, min, max, weighted average, first and last price, quantity, amount and trade count; the sums equal the sums of the archive's rows. ${RANGE}`,
        example: [productTotalsExample],
      },
    },
    async (request) => {
      const scope = await historyScope(ctx, request.params);
      return archiveTotals(scope, await scopePoints(ctx, scope), requestLanguage(request));
    },
  );
}
