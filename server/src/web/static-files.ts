import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { API_HELMET_OPTIONS } from '../http/security-headers.js';

/**
 * A file of the web build whose name carries Vite's content hash, `assets/<name>-<8 characters>.<ext>`, or
 * its precompressed twin (`.br`, `.gz`).
 */
const HASHED_FILE = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.\w+(\.br|\.gz)?$/;

/** A file the web build may have precompressed twins of (`web/scripts/precompress.mjs`), or such a twin. */
const COMPRESSIBLE_FILE = /\.(js|mjs|css|svg|json|txt|webmanifest)(\.br|\.gz)?$/;

/** Cache-Control of a hashed build file: its address changes with its content, so it is kept a year unasked. */
export const HASHED_FILE_CACHE = 'public, max-age=31536000, immutable';

/** Cache-Control of any other file (`boot.js`, translations, the logo): asked again each time (ETag, 304). */
export const REVALIDATED_FILE_CACHE = 'public, max-age=0';

/** The Cache-Control of a served file by its path on disk. */
export function fileCacheControl(path: string): string {
  return HASHED_FILE.test(path) ? HASHED_FILE_CACHE : REVALIDATED_FILE_CACHE;
}

declare module 'fastify' {
  // What @fastify/helmet reads on each request: the route's options (its own onRoute hook copies a route's
  // `helmet` option here; the static files' routes are given it directly).
  interface FastifyContextConfig {
    helmet?: typeof API_HELMET_OPTIONS;
  }
}

// A script, a stylesheet or a translation file is no document: it gets the API's short header set.
function leanHeadersUnderAssets(route: RouteOptions): void {
  if (route.url.startsWith('/assets/')) route.config = { ...route.config, helmet: API_HELMET_OPTIONS };
}

/**
 * Serves the web build's files (one route per file): hashed files cached for a year, the others revalidated;
 * the files under `/assets/` with the API's header set; a file's precompressed twin (`.br`, `.gz`, written by
 * the web build) to a browser that accepts it, as it is (the app's compression leaves an encoded answer
 * alone). `allowedPath` keeps the server's own files unserved.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  root: string,
  allowedPath: (path: string) => boolean,
): Promise<void> {
  app.addHook('onRoute', leanHeadersUnderAssets);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    allowedPath,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response: SetHeadersResponse, path: string) => {
      response.setHeader('cache-control', fileCacheControl(path));
      // Its bytes depend on the request's Accept-Encoding: a shared cache must keep one answer per encoding.
      if (COMPRESSIBLE_FILE.test(path)) response.setHeader('vary', 'accept-encoding');
    },
  });
}
