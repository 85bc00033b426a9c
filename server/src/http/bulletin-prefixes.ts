import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/** The two prefixes every bulletin method answers under (DESIGN.md 5.1). */
export const BULLETIN_PREFIXES = [
  '/api/v1/CMS/OnlineKullaniciBulten',
  '/api/v1/Alpha.WebPanel/OnlineKullaniciBulten',
] as const;

/** Registers a plugin of bulletin routes under both prefixes; the second copy is hidden from OpenAPI. */
export async function registerUnderBulletinPrefixes(
  app: FastifyInstance,
  plugin: FastifyPluginAsync<{ hideFromDocs: boolean }>,
): Promise<void> {
  await app.register(plugin, { prefix: BULLETIN_PREFIXES[0], hideFromDocs: false });
  await app.register(plugin, { prefix: BULLETIN_PREFIXES[1], hideFromDocs: true });
}
