import { z } from 'zod';
import { type AnyEndpoint, API_PREFIX, endpoint, endpointArea } from './endpoint.js';
import { PUBLIC_PAST } from './fields.js';

/** The formats of an open-data download. */
export const OPEN_DATA_FORMATS = ['csv', 'json'] as const;
export type OpenDataFormat = (typeof OPEN_DATA_FORMATS)[number];

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

/** The method name an endpoint is downloaded by (its key in its area). */
export function openDataName(e: Pick<AnyEndpoint, 'name'>): string {
  return e.name.slice(e.name.indexOf('.') + 1);
}

/** The stable download URL of a public read's answer in a format, its parameters in the query. */
export function openDataUrl(
  e: Pick<AnyEndpoint, 'name'>,
  format: OpenDataFormat,
  values: Readonly<Record<string, string | number | undefined | null>> = {},
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  const path = `${API_PREFIX}/AcikVeri/${openDataName(e)}.${format}`;
  return text === '' ? path : `${path}?${text}`;
}
