import { z } from 'zod';
import type { Role } from '../domain.js';
import { BULLETIN_PREFIXES, type ParamValues, type QueryValues } from './url.js';

// Paths and URLs, without zod (the web's first view reads them before the contract is loaded).
export {
  API_DOCS_PATH,
  API_PREFIX,
  BULLETIN_PREFIXES,
  endpointUrl,
  type UrlArguments,
  WEB_CONFIG_PATH,
} from './url.js';

/**
 * The shape of the endpoint table: one entry per HTTP endpoint the server answers, with its method, its
 * path(s), its parameter, query, body and response schemas, who may call it and how its answers may be
 * cached. The server registers its routes from it, the web builds its URLs and parses its answers with it.
 */

/** The HTTP methods of the API. */
export type HttpMethod = 'GET' | 'POST';

/**
 * Who may call an endpoint: `public` (no token needed; one is accepted), `signed-in` (any valid token,
 * the public service account included), or only the listed roles.
 */
export type EndpointAccess = 'public' | 'signed-in' | readonly Role[];

/** The roles an access lets through once signed in (every role for `signed-in`, none for `public`). */
export type AccessRole<A extends EndpointAccess> = A extends readonly Role[]
  ? A[number]
  : A extends 'signed-in'
    ? Role
    : never;

/**
 * The session tokens an endpoint that needs a sign-in takes: `any` (the default and the online-bulletin
 * token alike) or only the `online` one (the exchange of it for a default token).
 */
export type EndpointTokens = 'any' | 'online';

/**
 * How answers may be cached (opt-in: an endpoint without one is `none`):
 * - `public-past`: a day's or a range's public figures: long caching and an ETag once every date the URL
 *   names is before today (Istanbul); about today, or without a date, like `public-today`;
 * - `public-today`: today's or undated public reads: short caching and an ETag;
 * - `private`: data of the signed-in user: `private, no-store`;
 * - `none`: writes, sign-in, streams and everything else: left alone.
 */
export const CACHE_CLASSES = ['public-past', 'public-today', 'private', 'none'] as const;
export type CacheClass = (typeof CACHE_CLASSES)[number];

/** File formats an endpoint also answers in (`?format=`), besides its JSON. */
export type FileFormat = 'csv' | 'xlsx' | 'pdf';

/** Path parameters: always strings in the table (the server turns them into domain values, or 400). */
export type PathParamsSchema = z.ZodObject<Record<string, z.ZodString>>;

/** One endpoint of the API. */
export interface Endpoint<
  Params extends PathParamsSchema = PathParamsSchema,
  Query extends z.ZodObject | undefined = z.ZodObject | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType | null = z.ZodType | null,
  Access extends EndpointAccess = EndpointAccess,
> {
  /** `area.Key`, e.g. `bulletin.GetGunlukBultenDetay`. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Paths with `{param}` placeholders: the first is the documented one, the others hidden aliases. */
  readonly paths: readonly [string, ...string[]];
  /** Older paths still answered and documented as deprecated. */
  readonly deprecatedPaths: readonly string[];
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  /** Media type of the body when it is not JSON (the CSV uploads). */
  readonly bodyType?: 'text/csv';
  /** The JSON answer; null for the event stream (`text/event-stream`). */
  readonly response: Response;
  /** File answers of `?format=` (CSV, XLSX, PDF), besides the JSON. */
  readonly files: readonly FileFormat[];
  /** Who may call it: the server's routes let only these through (401 without a sign-in, 403 another role). */
  readonly access: Access;
  readonly tokens: EndpointTokens;
  readonly cache: CacheClass;
}

/** Any endpoint of the table. */
export type AnyEndpoint = Endpoint;

type EmptyParams = z.ZodObject<Record<never, z.ZodString>>;

/** What an endpoint is written as; the area adds its name. */
export interface EndpointDefinition<
  Params extends PathParamsSchema,
  Query extends z.ZodObject | undefined,
  Body extends z.ZodType | undefined,
  Response extends z.ZodType | null,
  Access extends EndpointAccess,
> {
  method: HttpMethod;
  paths: readonly [string, ...string[]];
  deprecatedPaths?: readonly string[];
  params?: Params;
  query?: Query;
  body?: Body;
  bodyType?: 'text/csv';
  response: Response;
  files?: readonly FileFormat[];
  /** Required: an endpoint says who may call it. */
  access: Access;
  tokens?: EndpointTokens;
  cache?: CacheClass;
}

/** An endpoint before its area names it. */
export type UnnamedEndpoint<E extends AnyEndpoint = AnyEndpoint> = Omit<E, 'name'>;

/**
 * An endpoint of the table, with the defaults filled in (no parameters, no query or body, both token kinds,
 * cache `none`); its access keeps its literal type, so a route's handler knows which roles reach it.
 */
export function endpoint<
  Response extends z.ZodType | null,
  Params extends PathParamsSchema = EmptyParams,
  Query extends z.ZodObject | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  const Access extends EndpointAccess = EndpointAccess,
>(
  definition: EndpointDefinition<Params, Query, Body, Response, Access>,
): UnnamedEndpoint<Endpoint<Params, Query, Body, Response, Access>> {
  return {
    method: definition.method,
    paths: definition.paths,
    deprecatedPaths: definition.deprecatedPaths ?? [],
    params: (definition.params ?? z.object({})) as Params,
    query: definition.query as Query,
    body: definition.body as Body,
    ...(definition.bodyType ? { bodyType: definition.bodyType } : {}),
    response: definition.response,
    files: definition.files ?? [],
    access: definition.access,
    tokens: definition.tokens ?? 'any',
    // A signed-in read is never stored by a browser or proxy unless the table says otherwise.
    cache:
      definition.cache ??
      (definition.method === 'GET' && definition.access !== 'public' ? 'private' : 'none'),
  };
}

/** The endpoints of one area, each named `area.Key`. */
export type EndpointArea<A extends string, T extends Record<string, UnnamedEndpoint>> = {
  readonly [K in keyof T & string]: T[K] & { readonly name: `${A}.${K}` };
};

/** Names the endpoints of an area after their keys. */
export function endpointArea<const A extends string, T extends Record<string, UnnamedEndpoint>>(
  area: A,
  endpoints: T,
): EndpointArea<A, T> {
  const named = Object.entries(endpoints).map(([key, e]) => [key, { ...e, name: `${area}.${key}` }]);
  return Object.fromEntries(named) as EndpointArea<A, T>;
}

/** The paths of a bulletin method under both bulletin prefixes (`method` after the prefix, e.g. `GetSeansDurumu`). */
export function bulletinPaths<const M extends string>(
  method: M,
): readonly [`${(typeof BULLETIN_PREFIXES)[0]}/${M}`, `${(typeof BULLETIN_PREFIXES)[1]}/${M}`] {
  return [`${BULLETIN_PREFIXES[0]}/${method}`, `${BULLETIN_PREFIXES[1]}/${method}`];
}

/** True when only a signed-in user may call the endpoint. */
export function needsSignIn(endpoint: Pick<Endpoint, 'access'>): boolean {
  return endpoint.access !== 'public';
}

/** True when a signed-in user of a role may call an endpoint: it is public, for anyone signed in, or lists the role. */
export function allowsRole(endpoint: Pick<Endpoint, 'access'>, role: Role): boolean {
  const { access } = endpoint;
  return access === 'public' || access === 'signed-in' || access.includes(role);
}

/** The names of a path's `{param}` placeholders, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1] as string);
}

/** Every path an endpoint answers on: documented, hidden aliases and deprecated ones. */
export function allPaths(endpoint: Pick<Endpoint, 'paths' | 'deprecatedPaths'>): string[] {
  return [...endpoint.paths, ...endpoint.deprecatedPaths];
}

/** An endpoint that answers JSON (every one but the event stream). */
export type JsonEndpoint = Endpoint<
  PathParamsSchema,
  z.ZodObject | undefined,
  z.ZodType | undefined,
  z.ZodType
>;

/** The parsed JSON answer of an endpoint. */
export type EndpointAnswer<E extends JsonEndpoint> = z.output<E['response']>;

/** What a call of an endpoint sends: path parameters, query and body, each only where the endpoint has one. */
export type EndpointRequest<E extends AnyEndpoint> = (Record<string, never> extends ParamValues<E>
  ? { params?: ParamValues<E> }
  : { params: ParamValues<E> }) &
  (E['query'] extends z.ZodObject ? { query?: QueryValues<E> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: undefined });
