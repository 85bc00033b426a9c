import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { API_DOCS_PATH } from '@bulten/core';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyServerFactory,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import type { Config } from './config/config.js';
import { type HttpCache, installHttpCache } from './http/cache.js';
import { COMPRESS_ENCODINGS, COMPRESS_THRESHOLD } from './http/cache-hit.js';
import { installControlCharacterGuard } from './http/control-characters.js';
import { installDateGuard } from './http/date-params.js';
import { installErrorHandling } from './http/error-handler.js';
import { registerHealthRoute } from './http/health.js';
import { refuseReadinessWhileDraining } from './http/lifecycle.js';
import { createMetrics, registerMetrics } from './http/metrics.js';
import { pageHelmetOptions, registerApiNotFound } from './http/security-headers.js';
import { registerRoutes } from './routes.js';
import { registerStaticFiles } from './web/static-files.js';
import { createPageHandler, type PageHandler } from './web/web-pages.js';

/** Options of `buildApp` beyond the context. */
export interface BuildOptions {
  logger?: boolean | { level: string; stream?: { write(message: string): void } };
  /** Told about every route as it is registered (tests walk the registered routes with it). */
  onRoute?: (route: RouteOptions) => void;
}

// Secrets never reach the logs, whatever a log line serialises (request objects, bodies, nested or not).
const SECRET_BODY_FIELDS = ['Sifre', 'code', 'authToken', 'newPassword', 'MevcutSifre', 'YeniSifre'];
const LOG_REDACT = {
  paths: [
    'headers.authorization',
    '*.headers.authorization',
    'headers.cookie',
    '*.headers.cookie',
    'Sifre',
    '*.Sifre',
    ...SECRET_BODY_FIELDS.flatMap((field) => [`body.${field}`, `*.body.${field}`]),
  ],
  censor: '[REDACTED]',
};

/** Security headers and CORS: page headers by default, API routes their own set (`route.ts`). */
async function registerHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, pageHelmetOptions(config));
  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD', 'OPTIONS'] });
}

async function registerPlatform(app: FastifyInstance): Promise<void> {
  // The same choice the answer cache makes for the answers it keeps (`cache-hit.ts`).
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: [...COMPRESS_ENCODINGS],
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Bülten API',
        description: 'Online market bulletin of a commodity exchange.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH });
}

async function registerBuildFiles(app: FastifyInstance, webDist: string): Promise<void> {
  // The server renderer and the build manifest are the server's, never served.
  const allowedPath = (path: string) => !path.startsWith('/ssr/') && !path.startsWith('/.vite/');
  await registerStaticFiles(app, webDist, allowedPath);
}

function registerPages(app: FastifyInstance, pages: PageHandler | null): void {
  if (!pages) {
    app.get('/', (_request, reply) => reply.type('text/html').sendFile('index.html'));
    return;
  }
  // Every other GET is a page of the web app (client-side routes); a route, so that answers are compressed.
  app.get('/', pages);
  app.get('/*', (request, reply) =>
    request.url.startsWith('/api/') ? reply.callNotFound() : pages(request, reply),
  );
}

/**
 * Fastify's HTTP/1 server with the answer cache in front: a kept answer goes out before Fastify routes the
 * request (no hooks, so no log line either). The timeouts are the ones Fastify sets on its own server.
 */
function serverWithCache(
  cache: () => HttpCache | undefined,
  watchers: { track(req: IncomingMessage, res: ServerResponse): void }[],
): FastifyServerFactory {
  return (handler, options: FastifyServerOptions) => {
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      for (const watcher of watchers) watcher.track(req, res);
      if (!cache()?.serve(req, res)) handler(req, res);
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    return server;
  };
}

/** Builds the whole HTTP application on a context; never listens (see `main.ts`). */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  let cache: HttpCache | undefined;
  const metrics = createMetrics(ctx);
  const app = Fastify({
    serverFactory: serverWithCache(() => cache, ctx.lifecycle ? [metrics, ctx.lifecycle] : [metrics]),
    logger: options.logger
      ? { ...(options.logger === true ? {} : options.logger), redact: LOG_REDACT }
      : false,
    // Only a configured proxy may set X-Forwarded-For: per-IP rate limits must not be spoofable.
    trustProxy: ctx.config.trustProxy,
    ajv: { customOptions: { coerceTypes: true } },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const pages = createPageHandler(app, ctx.config.webDist, ctx.events);
  const webBuilt = existsSync(ctx.config.webDist);
  installErrorHandling(app, { spaIndex: webBuilt });
  if (ctx.lifecycle) refuseReadinessWhileDraining(app, ctx.lifecycle);
  // Before the control-character guard, so that its refusals carry these headers too.
  await registerHeaders(app, ctx.config);
  installControlCharacterGuard(app);
  installDateGuard(app, ctx);
  // Before compression: the cache hashes and keeps uncompressed bodies.
  cache = installHttpCache(app, ctx, { onServe: (res, route) => metrics.cacheHit(res, route) });
  // Before compression, which only sees routes added after it: the build's files go as the build made them
  // (a precompressed twin or the file itself), never through a compression stream of their own.
  if (webBuilt) await registerBuildFiles(app, ctx.config.webDist);
  await registerPlatform(app);
  registerHealthRoute(app, ctx);
  registerMetrics(app, ctx, metrics);
  await registerRoutes(app, ctx);
  registerApiNotFound(app);
  if (webBuilt) registerPages(app, pages);
  return app;
}
