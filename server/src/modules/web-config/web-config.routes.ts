import { API_PREFIX, endpointUrl, systemEndpoints, type WebConfig } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { Config } from '../../config/config.js';
import { route } from '../../http/route.js';

/** The web's runtime configuration: API prefix, exchange identity and the public service account. */
export function webConfig(config: Config): WebConfig {
  return {
    apiPrefix: API_PREFIX,
    reportServiceUrl: config.reportServiceUrl,
    exchangeName: config.exchangeName,
    exchangeLogo: config.exchangeLogo,
    // Public on purpose: this account only reads what any visitor may read (see auth module).
    serviceAccount: { username: config.serviceUsername, password: config.servicePassword },
    liveStreamUrl: endpointUrl(systemEndpoints.LiveStream),
  };
}

/** Registers `GET /config.json`. */
export async function registerWebConfigRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    systemEndpoints.WebConfig,
    {
      docs: {
        tag: 'Web',
        summary: "The web app's runtime configuration",
        description:
          'Read by the web at start: API prefix, report service URL, exchange name and logo, the public service account, live stream URL.',
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return webConfig(ctx.config);
    },
  );
}
