import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerUnderBulletinPrefixes } from '../../http/bulletin-prefixes.js';
import { arrivalRoutes } from '../arrivals/arrivals.routes.js';
import { cardRoutes } from './cards.routes.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { compatRoutes } from './compat.routes.js';
import { dayRoutes } from './day.routes.js';
import { liveRoutes } from './live.routes.js';

/** Registers the public bulletin reads (catalogue, day views, cards, latest trades, arrivals, compatible rows) under both bulletin prefixes. */
export async function registerBulletinRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerUnderBulletinPrefixes(app, async (scope, opts) => {
    const options = { hideFromDocs: opts.hideFromDocs };
    catalogueRoutes(scope, ctx, options);
    dayRoutes(scope, ctx, options);
    cardRoutes(scope, ctx, options);
    liveRoutes(scope, ctx, options);
    compatRoutes(scope, ctx, options);
    arrivalRoutes(scope, ctx, options);
  });
}
