import type { z } from 'zod';

/** What `endpointUrl` and the open-data URL read of an endpoint of the table (`Endpoint` in `endpoint.ts`). */
export interface UrlEndpoint {
  readonly name: string;
  readonly paths: readonly [string, ...string[]];
  readonly params: z.ZodObject<Record<string, z.ZodString>>;
  readonly query: z.ZodObject | undefined;
}

/**
 * An endpoint of the table by its name and documented path only (no schema at run time): enough for
 * `endpointUrl`, whose path parameters and query it types after the endpoint `E` it stands for.
 */
export interface EndpointPath<E extends UrlEndpoint> {
  readonly name: E['name'];
  readonly paths: readonly [string];
  /** Never set: carries the endpoint's type (its parameters and query) for `endpointUrl`. */
  readonly endpoint?: E;
}

// The endpoint table's paths and URLs, without zod: what the web reads before it loads the contract.

/** Root of every versioned API path. */
export const API_PREFIX = '/api/v1';

/** The web's runtime configuration (`WebConfig`), outside the API prefix. */
export const WEB_CONFIG_PATH = '/config.json';

/** Where the OpenAPI reference of the API is browsable (not an endpoint of the table: a page). */
export const API_DOCS_PATH = '/api/docs';

/** The two prefixes every bulletin method answers under (DESIGN.md 5.1); the first one is documented. */
export const BULLETIN_PREFIXES = [
  `${API_PREFIX}/CMS/OnlineKullaniciBulten`,
  `${API_PREFIX}/Alpha.WebPanel/OnlineKullaniciBulten`,
] as const;

export type ParamValues<E extends UrlEndpoint> = {
  readonly [K in keyof z.output<E['params']>]: string | number;
};
export type QueryValues<E extends UrlEndpoint> = E['query'] extends z.ZodObject
  ? { readonly [K in keyof z.input<E['query']>]?: string | number | undefined }
  : never;

/** The arguments of `endpointUrl` after the endpoint: its path parameters (required when it has any), then its query. */
export type UrlArguments<E extends UrlEndpoint> =
  Record<string, never> extends ParamValues<E>
    ? [params?: ParamValues<E>, query?: QueryValues<E>]
    : [params: ParamValues<E>, query?: QueryValues<E>];

/**
 * The URL of an endpoint (its documented path) with its path parameters filled in (URL-encoded) and a
 * query string of the defined, non-empty query values in the given order.
 */
export function endpointUrl<E extends UrlEndpoint>(
  endpoint: E | EndpointPath<E>,
  ...[params, query]: UrlArguments<E>
): string {
  const values: Record<string, string | number> = params ?? {};
  const path = endpoint.paths[0].replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.name}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, string | number | undefined>)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** The formats of an open-data download. */
export const OPEN_DATA_FORMATS = ['csv', 'json'] as const;
export type OpenDataFormat = (typeof OPEN_DATA_FORMATS)[number];

/** The method name an endpoint is downloaded by (its key in its area). */
export function openDataName(e: Pick<UrlEndpoint, 'name'>): string {
  return e.name.slice(e.name.indexOf('.') + 1);
}

/** The stable download URL of a public read's answer in a format, its parameters in the query. */
export function openDataUrl(
  e: Pick<UrlEndpoint, 'name'>,
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
