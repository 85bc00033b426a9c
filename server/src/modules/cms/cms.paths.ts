import type { AnyEndpoint } from '@bulten/core';

/** One Fastify path of a CMS endpoint; `deprecated` spreads into its OpenAPI schema. */
export interface CmsPath {
  url: string;
  deprecated: { deprecated?: true };
}

function toFastify(path: string): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

/** The documented path of an endpoint of the table, as Fastify writes it (`:param`). */
export function fastifyPath(endpoint: Pick<AnyEndpoint, 'paths'>): string {
  return toFastify(endpoint.paths[0]);
}

/**
 * Every Fastify path of a CMS endpoint of the table: its documented path first, then the older paths it
 * still answers, documented as deprecated.
 */
export function cmsPaths(endpoint: Pick<AnyEndpoint, 'paths' | 'deprecatedPaths'>): CmsPath[] {
  return [
    ...endpoint.paths.map((path) => ({ url: toFastify(path), deprecated: {} })),
    ...endpoint.deprecatedPaths.map((path) => ({
      url: toFastify(path),
      deprecated: { deprecated: true as const },
    })),
  ];
}
