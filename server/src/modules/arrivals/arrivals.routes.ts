import { bulletinEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { dateParam } from '../../http/params.js';
import { route } from '../../http/route.js';
import { TAGS } from '../../http/route-kit.js';
import { arrivalExample, arrivalTotalsExample } from './arrivals.examples.js';
import { dayArrivals, dayArrivalTotals } from './arrivals.service.js';

/** The public arrivals of a day and their totals (bulletin prefixes). */
export function registerArrivalRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    bulletinEndpoints.GetGelenGunlukUrunler,
    {
      docs: {
        tag: TAGS.arrivals,
        summary: "A day's arrivals",
        description:
          'Products that arrived at the sales hall that day, in order of arrival: product, class and group names, quantity in the unit, vehicles, il/ilçe and status (BEKLIYOR waiting, SATILDI sold). [] when nothing arrived; the totals are GetGelenGunlukUrunlerToplam.',
        example: [arrivalExample],
      },
    },
    async (request) => dayArrivals(ctx, requestLanguage(request), dateParam(request.params.date)),
  );
  route(
    app,
    bulletinEndpoints.GetGelenGunlukUrunlerToplam,
    {
      docs: {
        tag: TAGS.arrivals,
        summary: "Totals of a day's arrivals",
        description:
          'The arrivals of the day summed per unit: records, vehicles, quantity, quantity waiting and quantity sold. [] when nothing arrived.',
        example: [arrivalTotalsExample],
      },
    },
    async (request) => dayArrivalTotals(ctx, dateParam(request.params.date)),
  );
}
