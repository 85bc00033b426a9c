import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.js';
import { contentSecurityDirectives } from './csp.js';

type RouteHelmetOptions = Omit<FastifyHelmetOptions, 'global'>;

/**
 * The security headers of every answer unless its route says otherwise (helmet, registered in `app.ts`):
 * the document set for pages, the API docs, static files; HSTS only when served over HTTPS.
 */
export function pageHelmetOptions(config: Pick<Config, 'publicHttps'>): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { directives: contentSecurityDirectives(config) },
    strictTransportSecurity: config.publicHttps,
    // Open data is read by other sites.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  };
}

/**
 * The security headers of an API answer (JSON, CSV, PDF, XLSX; errors too), laid over the page options
 * (so HSTS stays as there): the OWASP REST Security Cheat Sheet set, a CSP that loads nothing and is
 * framed nowhere, `nosniff` and `X-Frame-Options: DENY`. The headers that only mean something to an HTML
 * document (opener and agent-cluster isolation, referrer, DNS prefetch, old IE download and XSS switches,
 * Flash cross-domain policies) are left out: fewer bytes to write and to parse on every answer. So is the
 * pages' `Cross-Origin-Resource-Policy: cross-origin`: other sites read the API with CORS requests, which
 * `Access-Control-Allow-Origin: *` lets through and CORP does not govern; the no-cors loads it governs
 * give a page an opaque answer it cannot read (and browsers block JSON and CSV loaded so).
 */
export const API_HELMET_OPTIONS: RouteHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  xContentTypeOptions: true,
  crossOriginOpenerPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** The helmet options of a route at a path: the API's under `/api/`, else the page options (none). */
export function helmetOptionsFor(path: string): { helmet?: RouteHelmetOptions } {
  return path.startsWith('/api/') ? { helmet: API_HELMET_OPTIONS } : {};
}

/**
 * Any method but OPTIONS (CORS preflights keep their own route) on a path under `/api/` that no route
 * answers: the not-found answer, with the API's headers (without it, the page options would apply).
 */
export function registerApiNotFound(app: FastifyInstance): void {
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/api/*',
    schema: { hide: true },
    helmet: API_HELMET_OPTIONS,
    handler: (_request, reply) => reply.callNotFound(),
  });
}
