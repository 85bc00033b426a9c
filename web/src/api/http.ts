import type * as CoreContract from '@bulten/core';
import type {
  AnyEndpoint,
  EndpointAnswer,
  EndpointRequest,
  JsonEndpoint,
  Language,
  UrlArguments,
} from '@bulten/core';
import { endpointUrl, LANGUAGES } from '@bulten/core/plain';
import { nextTask } from '../components/next-task';
import { type TokenKind, tokenKindForUrl } from '../session/tokens';
import { ApiError, apiErrorFromBody } from './api-error';
import { isTranslationUrl, resolveApiUrl } from './url';

/** Anything that parses an unknown body into a `T` (the core zod schemas). */
export interface Schema<T> {
  parse(data: unknown): T;
}

/** Core's contract: the endpoint table and its zod schemas. */
export type Contract = typeof CoreContract;

/** Every endpoint of the table with its own type (the contract's `*Endpoints` areas). */
type TableEndpoint = {
  [K in keyof Contract]: K extends `${string}Endpoints` ? Contract[K][keyof Contract[K]] : never;
}[keyof Contract];

/** The name (`area.Key`, e.g. `market.GetSeansDurumu`) of an endpoint of the table that answers JSON. */
export type EndpointName = Extract<TableEndpoint, JsonEndpoint>['name'];

/** The endpoint of the table of a name. */
export type NamedEndpoint<N extends EndpointName> = Extract<
  TableEndpoint,
  JsonEndpoint & { readonly name: N }
>;

let contract: Promise<Contract> | undefined;

// zod, core's schemas in two parts, then the endpoint table, each evaluated in a task of its own: together
// they were one task of some 170 ms on a phone-speed CPU (4× slowdown) while the page was still starting.
async function loadInSteps(): Promise<Contract> {
  for (const load of [
    () => import('zod'),
    () => import('@bulten/core/account-schemas'),
    () => import('@bulten/core/market-schemas'),
  ]) {
    await load();
    await nextTask();
  }
  return import('@bulten/core');
}

/**
 * Core's contract, loaded once: its own chunk, so that the first view is painted and hydrated without zod (an
 * endpoint called by its name is found in it).
 */
export function loadContract(): Promise<Contract> {
  contract ??= loadInSteps().catch((error: unknown) => {
    contract = undefined; // not loaded (offline, a new build): the next call tries again
    throw error;
  });
  return contract;
}

let byName: Map<string, JsonEndpoint> | undefined;

async function namedEndpoint(name: EndpointName): Promise<JsonEndpoint> {
  const { ENDPOINTS } = await loadContract();
  byName ??= new Map(ENDPOINTS.flatMap((e) => (e.response ? [[e.name, e as JsonEndpoint]] : [])));
  const endpoint = byName.get(name);
  if (!endpoint) throw new Error(`No endpoint ${name}`);
  return endpoint;
}

/** Where the client gets the tokens it sends. */
export interface TokenProvider {
  /** A valid token of a kind, signing in first when needed; null when there is none. */
  get(kind: TokenKind): Promise<string | null>;
  /** The stored token of a kind as it is, without signing in. */
  peek(kind: TokenKind): string | null;
  /** The server refused this token (401): forget it, so that the next `get` signs in again. */
  refused(token: string): void;
}

/** One request's options. `token`: an explicit token (null: none); omitted, it is chosen by the URL. */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
  /** The browser HTTP cache mode, e.g. `no-cache` to revalidate data a live event said has changed. */
  cache?: RequestCache;
}

/** Options of a call of a table endpoint (its method and body come from the table and the request). */
export type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

/** The arguments of `call` after the endpoint: its request (required when it has parameters or a body), then options. */
export type CallArguments<E extends AnyEndpoint> =
  Record<string, never> extends EndpointRequest<E>
    ? [request?: EndpointRequest<E>, options?: CallOptions]
    : [request: EndpointRequest<E>, options?: CallOptions];

/** The web's only way to call the server. */
export interface HttpClient {
  /**
   * Calls the endpoint of a name (`market.GetSeansDurumu`, the contract loaded with the first call): its
   * method, its URL, the body, and its answer parsed with its response schema.
   */
  call<N extends EndpointName>(
    name: N,
    ...args: CallArguments<NamedEndpoint<N>>
  ): Promise<EndpointAnswer<NamedEndpoint<N>>>;
  request<T>(url: string, schema: Schema<T>, options?: RequestOptions): Promise<T>;
  get<T>(url: string, schema: Schema<T>, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(
    url: string,
    body: unknown,
    schema: Schema<T>,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
}

/** What the client is built on. */
export interface HttpClientOptions {
  apiPrefix: string;
  language: Language;
  tokens: TokenProvider;
  fetchImpl?: typeof fetch;
}

/** The headers every request carries: `Authorization: Bearer` (when a token exists), `Lang` and `langid`. */
export function requestHeaders(language: Language, token: string | null, json: boolean): Headers {
  const headers = new Headers({
    Lang: language,
    langid: String(LANGUAGES[language]),
    Accept: 'application/json',
  });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (json) headers.set('Content-Type', 'application/json');
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(response.status, 'BAD_RESPONSE', 'Unreadable JSON');
  }
}

function parseWith<T>(schema: Schema<T>, body: unknown, status: number): T {
  try {
    return schema.parse(body);
  } catch {
    throw new ApiError(status, 'BAD_RESPONSE', 'Unexpected response shape');
  }
}

/** Builds the HTTP client: API prefix, language headers, the right token per URL, parsed answers. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));

  async function chooseToken(url: string, explicit: string | null | undefined): Promise<string | null> {
    if (explicit !== undefined) return explicit;
    const kind = tokenKindForUrl(url);
    return isTranslationUrl(url) ? options.tokens.peek(kind) : options.tokens.get(kind);
  }

  async function send(url: string, token: string | null, init: RequestOptions): Promise<Response> {
    const json = init.body !== undefined;
    try {
      return await fetchImpl(resolveApiUrl(url, options.apiPrefix), {
        method: init.method ?? 'GET',
        headers: requestHeaders(options.language, token, json),
        body: json ? JSON.stringify(init.body) : null,
        signal: init.signal ?? null,
        ...(init.cache ? { cache: init.cache } : {}),
      });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : 'Network error');
    }
  }

  async function request<T>(url: string, schema: Schema<T>, init: RequestOptions = {}): Promise<T> {
    const token = await chooseToken(url, init.token);
    let response = await send(url, token, init);
    if (response.status === 401 && token && init.token === undefined && !isTranslationUrl(url)) {
      // A stored token the server no longer accepts (revoked, restarted with a new key): sign in again once.
      options.tokens.refused(token);
      response = await send(url, await chooseToken(url, undefined), init);
    }
    const body = await readBody(response);
    if (!response.ok) throw apiErrorFromBody(response.status, body, response.statusText);
    return parseWith(schema, body, response.status);
  }

  async function call(name: EndpointName, ...[input, init]: CallArguments<JsonEndpoint>): Promise<unknown> {
    const endpoint = await namedEndpoint(name);
    const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
    const url = endpointUrl(endpoint as AnyEndpoint, ...([params, query] as UrlArguments<AnyEndpoint>));
    const options: RequestOptions = { ...init, method: endpoint.method };
    if (body !== undefined) options.body = body;
    return request(url, endpoint.response, options);
  }

  return {
    call: call as HttpClient['call'],
    request,
    get: (url, schema, init) => request(url, schema, { ...init, method: 'GET' }),
    post: (url, body, schema, init) => request(url, schema, { ...init, method: 'POST', body }),
  };
}
