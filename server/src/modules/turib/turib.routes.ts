import { bulletinEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { dateParam } from '../../http/params.js';
import { route } from '../../http/route.js';
import { turibExample } from './turib.examples.js';
import { turibBulletin } from './turib.service.js';

/** Registers the TÜRİB route under both bulletin prefixes. */
export function registerTuribRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    bulletinEndpoints.GetOnlineBultenTuribBulten,
    {
      docs: {
        tag: 'Bülten: TÜRİB',
        summary: 'TÜRİB session bulletin',
        description:
          'Index lines and instrument rows (per ISIN, class and licensed warehouse: open, high, low, close, weighted average, quantity in kg, amount) of a TÜRİB session, with the delay note in the request language. Without `Tarih` the latest session; a date without a session answers the same object with empty lists.',
        example: turibExample,
      },
    },
    async (request) => {
      const text = request.query.Tarih;
      const date = text === undefined || text === '' ? undefined : dateParam(text);
      return turibBulletin(ctx, requestLanguage(request), date);
    },
  );
}
