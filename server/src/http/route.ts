import { type AnyEndpoint, type CacheClass, needsSignIn } from '@bulten/core';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import { accessGuard, type Caller } from './route-access.js';
import { errorResponseSchema } from './route-kit.js';
import { helmetOptionsFor } from './security-headers.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The table endpoint a route answers (`area.Key`). */
    endpoint?: string;
    /** Its cache class (read by `http/cache.ts`); a route without one is never cached. */
    cache?: CacheClass;
  }
}

type Output<S> = S extends z.ZodType ? z.output<S> : unknown;
type Answer<E extends AnyEndpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : undefined;

/** What the server says about an endpoint in the OpenAPI document (the table holds the rest). */
export interface RouteDocs<E extends AnyEndpoint = AnyEndpoint> {
  tag: string;
  summary: string;
  description?: string;
  /** An example of the 200 answer; an endpoint documented with one also documents its 400 error body. */
  example?: Answer<E>;
  /** Left out of the OpenAPI document altogether. */
  hide?: boolean;
}

/**
 * How a route is registered besides its table entry: its docs and its limits (who may call it is the
 * table's `access`, checked first).
 */
export interface EndpointRouteOptions<E extends AnyEndpoint = AnyEndpoint> {
  docs: RouteDocs<E>;
  /** Hooks after the access guard (rate limits keyed by the signed-in user). */
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
}

/**
 * A request to an endpoint: its parameters, query and body as the table's schemas parse them, and, unless
 * the endpoint is public, `authUser`: the signed-in user the access guard let through.
 */
export type RouteRequest<E extends AnyEndpoint> = FastifyRequest<{
  Params: z.output<E['params']>;
  Querystring: Output<E['query']>;
  Body: Output<E['body']>;
}> &
  Caller<E['access']>;

/** A handler of an endpoint: its JSON answer, or the reply when it sent something else (a file, a stream). */
export type RouteHandler<E extends AnyEndpoint> = (
  request: RouteRequest<E>,
  reply: FastifyReply,
) => Answer<E> | FastifyReply | Promise<Answer<E> | FastifyReply> | undefined;

const BEARER_SECURITY = [{ bearer: [] }];

/** A table path as Fastify writes it (`{param}` → `:param`). */
export function fastifyPath(path: string): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

function responseSchema(endpoint: AnyEndpoint, example: unknown): FastifySchema['response'] {
  if (endpoint.response === null) return undefined;
  if (example === undefined) return { 200: endpoint.response };
  return { 200: endpoint.response.meta({ example }), 400: errorResponseSchema };
}

/** The OpenAPI and validation schema of an endpoint on one of its paths. */
function routeSchema(endpoint: AnyEndpoint, docs: RouteDocs, visibility: object): FastifySchema {
  const response = responseSchema(endpoint, docs.example);
  return {
    ...(docs.hide ? { hide: true } : {}),
    tags: [docs.tag],
    summary: docs.summary,
    ...(docs.description === undefined ? {} : { description: docs.description }),
    ...visibility,
    ...(needsSignIn(endpoint) ? { security: BEARER_SECURITY } : {}),
    ...(endpoint.bodyType ? { consumes: [endpoint.bodyType] } : {}),
    ...(Object.keys(endpoint.params.shape).length > 0 ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(response ? { response } : {}),
  };
}

/**
 * Registers an endpoint of the table on every path it has: the documented one, the hidden aliases (the
 * second bulletin prefix) and the deprecated older paths; each with the table's method and schemas, the
 * guard of the table's access (`route-access.ts`) before the caller's hooks, the caller's docs and handler,
 * the endpoint's name and cache class in its config, and under `/api/` the API's security headers
 * (`security-headers.ts`).
 */
export function route<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointRouteOptions<E>,
  handler: RouteHandler<E>,
): void {
  const guard = accessGuard(app, endpoint);
  const onRequest = [...(guard ? [guard] : []), ...[options.onRequest ?? []].flat()];
  const paths = [
    ...endpoint.paths.map((path, i) => ({ path, visibility: i === 0 ? {} : { hide: true } })),
    ...endpoint.deprecatedPaths.map((path) => ({ path, visibility: { deprecated: true } })),
  ];
  for (const { path, visibility } of paths) {
    app.route({
      method: endpoint.method,
      url: fastifyPath(path),
      schema: routeSchema(endpoint, options.docs as RouteDocs, visibility),
      config: { endpoint: endpoint.name, cache: endpoint.cache },
      ...helmetOptionsFor(path),
      ...(onRequest.length > 0 ? { onRequest } : {}),
      ...(options.preHandler ? { preHandler: options.preHandler } : {}),
      handler: handler as RouteHandlerMethod,
    });
  }
}
