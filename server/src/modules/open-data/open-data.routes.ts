import {
  type AnyEndpoint,
  endpointUrl,
  OPEN_DATA_FORMATS,
  OPEN_DATA_SOURCES,
  type OpenDataFormat,
  openDataEndpoints,
  openDataName,
} from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { safeFilename, sendFile, tableToCsv } from '../../http/exports/table-export.js';
import { requestLanguage } from '../../http/language.js';
import { route } from '../../http/route.js';
import { TAGS } from '../../http/route-kit.js';
import { getCatalogue } from '../catalogue/catalogue.cache.js';
import { labelledTable, selectionAbout, selectionFilename, selectionOf } from './open-data.people.js';
import { answerTable } from './open-data.table.js';

const SOURCES = new Map(OPEN_DATA_SOURCES.map((e) => [openDataName(e), e]));

/** `GetGunlukBultenDetay.csv` → the read and the format; 400 NOT_FOUND-like codes otherwise. */
function parseFile(file: string): { source: AnyEndpoint; format: OpenDataFormat } {
  const match = /^([A-Za-z0-9]+)\.([a-z]+)$/.exec(file);
  const format = OPEN_DATA_FORMATS.find((f) => f === match?.[2]);
  if (!match || !format) throw new AppError(400, 'BAD_FORMAT', [`expected <Method>.csv or .json: ${file}`]);
  const source = SOURCES.get(match[1]!);
  if (!source) throw new AppError(404, 'NOT_FOUND', [`${match[1]} is not open data`]);
  return { source, format };
}

/** `?baslik=`: `alan` (default) heads the CSV with the API's field names, `dil` with words for people. */
function headingsParam(value: unknown): boolean {
  if (value === undefined || value === '' || value === 'alan') return false;
  if (value === 'dil') return true;
  throw new AppError(400, 'VALIDATION', ['baslik: alan or dil']);
}

/** The parts of a programs' file name: every query value but the language, as asked. */
function programParts(query: Record<string, unknown>): string[] {
  return Object.entries(query)
    .filter(([k]) => k !== 'lang' && k !== 'baslik')
    .map(([, v]) => String(v));
}

/** The read's URL: its path parameters taken out of the query, the rest passed on as its query. */
function sourceUrl(source: AnyEndpoint, query: Record<string, unknown>): string {
  const names = Object.keys(source.params.shape);
  const params: Record<string, string> = {};
  const rest: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value !== 'string' || key === 'lang' || key === 'baslik') continue;
    (names.includes(key) ? params : rest)[key] = value;
  }
  const missing = names.filter((n) => params[n] === undefined);
  if (missing.length > 0)
    throw new AppError(
      400,
      'VALIDATION',
      missing.map((n) => `${n}: required`),
    );
  return endpointUrl(source, params, rest as never);
}

/** `/api/v1/AcikVeri/<Method>.csv|json`: every public read as a stable download. */
export function registerOpenDataRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    openDataEndpoints.AcikVeri,
    {
      docs: {
        tag: TAGS.day,
        summary: 'Open data: the bulletin’s public reads as CSV or JSON downloads',
        description:
          "Stable download links for every table of the bulletin: `<Method>.json` is the read's JSON answer as a file, `<Method>.csv` its rows (an array answer's items, or the rows inside a day's answer) with one column per plain field, headed by the API field names; Turkish CSV (default) uses `;` and decimal commas, English (`Lang: en` or `?lang=en`) `,` and points. The read's path parameters go in the query by name, e.g. `GetGunlukBultenDetay.csv?date=2026-11-20`, `GetKalemDuzeltmeleri.json?itemId=12&from=2026-11-01&to=2026-11-20`. `?baslik=dil` gives the CSV for people instead: column headings in the language, first the lines naming the read and its selection (a catalogue id by its group, class and product; dates as the pages show them), then an empty line, and a file name made of the read's heading and the selection. 400 BAD_FORMAT for another extension, VALIDATION for a missing parameter or another `baslik`, 404 for a method that is not one of the listed reads (the bulletin's figures, catalogue, reports, basis and corrections; never a read with side effects); the read's own 400s pass through.",
      },
    },
    async (request, reply) => {
      const { source, format } = parseFile(request.params.file);
      const query = request.query as Record<string, unknown>;
      // A plain link sends no Lang header: `?lang=en` asks for English names and number format.
      const lang = query.lang === 'en' || query.lang === 'tr' ? query.lang : requestLanguage(request);
      const forPeople = headingsParam(query.baslik);
      // The read is answered as if the client asked it: from the client's address, which every
      // per-address limit and log line of the read sees.
      const answer = await app.inject({
        method: 'GET',
        url: sourceUrl(source, query),
        headers: { lang },
        remoteAddress: request.ip,
      });
      const selection = selectionOf(query);
      const method = openDataName(source);
      const catalogue = forPeople ? await getCatalogue(ctx) : null;
      const basename = catalogue
        ? selectionFilename(method, selection, catalogue, lang)
        : safeFilename(`${method}_${programParts(query).join('_')}`);
      if (answer.statusCode !== 200)
        return reply.code(answer.statusCode).type('application/json').send(answer.body);
      if (format === 'json')
        return sendFile(reply, {
          body: Buffer.from(answer.body),
          contentType: 'application/json; charset=utf-8',
          filename: `${basename}.json`,
        });
      const rows = answerTable(JSON.parse(answer.body), method);
      const table = catalogue
        ? labelledTable(rows, selectionAbout(method, selection, catalogue, lang))
        : rows;
      return sendFile(reply, {
        body: tableToCsv(table, lang),
        contentType: 'text/csv; charset=utf-8',
        filename: `${basename}.csv`,
      });
    },
  );
}
