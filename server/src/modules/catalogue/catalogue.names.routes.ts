import { catalogueNameEndpoints, SHORT_NAME_MAX } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/route.js';
import { STAFF_TAG } from '../auth/auth.access.js';
import { getCatalogue, invalidateCatalogue } from './catalogue.cache.js';
import { catalogueNames, saveShortNames } from './catalogue.names.js';

const e = catalogueNameEndpoints;

/** Data staff's reading and editing of the catalogue's short names (operators, admins, super admins). */
export function registerCatalogueNameRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    e.KatalogAdlari,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Catalogue names (operator)',
        description:
          'Every group, class and product in tree order with its full names and the short names data staff set for small screens (the hall television); null: none, the screens show the full name.',
      },
    },
    async () => catalogueNames(await getCatalogue(ctx)),
  );
  route(
    app,
    e.KatalogKisaAdKaydet,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Set a short name (operator)',
        description: `Sets a group's, class's or product's short names in Turkish and English (at most ${SHORT_NAME_MAX} characters each; blank or null: none, the screens show the full name). Audited with the names before and after. An unknown id: 400 UNKNOWN_ID; a longer name: 400 VALIDATION.`,
      },
    },
    async (request) => {
      const changed = await saveShortNames(ctx.db.kysely, request.body, {
        userId: request.authUser.userId,
        ip: request.ip,
        at: ctx.now(),
      });
      if (changed) {
        invalidateCatalogue(ctx.db);
        // Every cache (answers, rendered pages, other processes' catalogues) drops what it holds.
        await ctx.events.publish({ type: 'figures', dates: [] });
      }
      return { ok: true as const };
    },
  );
}
