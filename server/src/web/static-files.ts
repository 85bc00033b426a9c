import { existsSync } from 'node:fs';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { API_HELMET_OPTIONS } from '../http/security-headers.js';

/**
 * A file of the web build whose name carries Vite's content hash, `assets/<name>-<8 characters>.<ext>`, or
 * its precompressed twin (`.br`, `.gz`).
 */
const HASHED_FILE = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.\w+(\.br|\.gz)?$/;

/** The ending of a precompressed twin. */
const TWIN = /\.(br|gz)$/;

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

/**
 * Whether the web build wrote precompressed twins of a file (`web/scripts/precompress.mjs` decides which:
 * text files of at least 1 KiB); a twin itself counts. Looked up once a file: a build's files stay put.
 */
function twinsOfBuildFiles(): (path: string) => boolean {
  const known = new Map<string, boolean>();
  return (path) => {
    if (TWIN.test(path)) return true;
    let twins = known.get(path);
    if (twins === undefined) {
      twins = existsSync(`${path}.br`) || existsSync(`${path}.gz`);
      known.set(path, twins);
    }
    return twins;
  };
}

// A script, a stylesheet or a translation file is no document: it gets the API's short header set.
function leanHeadersUnderAssets(route: RouteOptions): void {
  if (route.url.startsWith('/assets/')) route.config = { ...route.config, helmet: API_HELMET_OPTIONS };
}

/**
 * Serves the web build's files (one route per file): hashed files cached for a year, the others revalidated;
 * the files under `/assets/` with the API's header set; a file's precompressed twin (`.br`, `.gz`, written by
 * the web build) to a browser that accepts it, else the file itself, never compressed on the fly (register
 * before `@fastify/compress`). `allowedPath` keeps the server's own files unserved.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  root: string,
  allowedPath: (path: string) => boolean,
): Promise<void> {
  app.addHook('onRoute', leanHeadersUnderAssets);
  const hasTwins = twinsOfBuildFiles();
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
      if (hasTwins(path)) response.setHeader('vary', 'accept-encoding');
    },
  });
}
