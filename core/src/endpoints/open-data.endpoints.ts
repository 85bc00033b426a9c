import { z } from 'zod';
import { type AnyEndpoint, API_PREFIX, endpoint, endpointArea } from './endpoint.js';
import { PUBLIC_PAST } from './fields.js';

export { OPEN_DATA_FORMATS, type OpenDataFormat, openDataName, openDataUrl } from './url.js';

/**
 * Open data: every public read of the bulletin as a stable download, `/api/v1/AcikVeri/<Method>.csv` or
 * `.json`, its path parameters and query in the query string (`GetGunlukBultenDetay.csv?date=2026-11-20`).
 */
export const openDataEndpoints = endpointArea('openData', {
  AcikVeri: endpoint({
    ...PUBLIC_PAST,
    paths: [`${API_PREFIX}/AcikVeri/{file}`],
    params: z.object({
      file: z
        .string()
        .describe('A public read by its method name and a format: GetGunlukBultenDetay.csv, GetTurib….json'),
    }),
    query: z
      .looseObject({})
      .describe("The read's path parameters by name (date, itemId, from, to…) and its own query"),
    response: z.unknown(),
  }),
});

/** Whether an endpoint may be downloaded as open data: a public GET with a JSON answer under `/api/v1/`. */
export function isOpenDataSource(e: AnyEndpoint): boolean {
  return (
    e.access === 'public' &&
    e.method === 'GET' &&
    e.response !== null &&
    e.paths[0].startsWith(`${API_PREFIX}/`) &&
    !e.name.startsWith('openData.')
  );
}
