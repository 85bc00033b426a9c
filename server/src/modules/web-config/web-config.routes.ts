import { type WebConfig, webConfigSchema } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import type { Config } from '../../config/config.js';

/** API prefix the web prepends to its calls. */
export const API_PREFIX = '/api/v1';

/** The web's runtime configuration: API prefix, exchange identity and the public service account. */
export function webConfig(config: Config): WebConfig {
  return {
    apiPrefix: API_PREFIX,
    reportServiceUrl: config.reportServiceUrl,
    exchangeName: config.exchangeName,
    exchangeLogo: config.exchangeLogo,
    // Public on purpose: this account only reads what any visitor may read (see auth module).
    serviceAccount: { username: config.serviceUsername, password: config.servicePassword },
    liveStreamUrl: `${API_PREFIX}/Canli/Akis`,
  };
}

/** Registers `GET /config.json`. */
export async function registerWebConfigRoutes(plain: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/config.json', {
    schema: {
      tags: ['Web'],
      summary: "The web app's runtime configuration",
      description:
        'Read by the web at start: API prefix, report service URL, exchange name and logo, the public service account, live stream URL.',
      response: { 200: webConfigSchema },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return webConfig(ctx.config);
    },
  });
}
