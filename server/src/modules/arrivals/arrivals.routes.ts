import { arrivalRowSchema, arrivalTotalsSchema } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { arrivalExample, arrivalTotalsExample } from '../../http/openapi-examples.js';
import { dateParam } from '../../http/params.js';
import { answers, type BulletinRouteOptions, docs, pathDate, TAGS, typed } from '../../http/route-kit.js';
import { dayArrivals, dayArrivalTotals } from './arrivals.service.js';

/** The public arrivals of a day and their totals (bulletin prefixes). */
export function arrivalRoutes(app: FastifyInstance, ctx: AppContext, opts: BulletinRouteOptions): void {
  const r = typed(app);
  r.get(
    '/GetGelenGunlukUrunler/:date',
    {
      schema: {
        ...docs(
          opts,
          TAGS.arrivals,
          "A day's arrivals",
          'Products that arrived at the sales hall that day, in order of arrival: product, class and group names, quantity in the unit, vehicles, il/ilçe and status (BEKLIYOR waiting, SATILDI sold). [] when nothing arrived; the totals are GetGelenGunlukUrunlerToplam.',
        ),
        params: z.object({ date: pathDate }),
        response: answers(z.array(arrivalRowSchema), [arrivalExample]),
      },
    },
    async (request) => dayArrivals(ctx, requestLanguage(request), dateParam(request.params.date)),
  );
  r.get(
    '/GetGelenGunlukUrunlerToplam/:date',
    {
      schema: {
        ...docs(
          opts,
          TAGS.arrivals,
          "Totals of a day's arrivals",
          'The arrivals of the day summed per unit: records, vehicles, quantity, quantity waiting and quantity sold. [] when nothing arrived.',
        ),
        params: z.object({ date: pathDate }),
        response: answers(z.array(arrivalTotalsSchema), [arrivalTotalsExample]),
      },
    },
    async (request) => dayArrivalTotals(ctx, dateParam(request.params.date)),
  );
}
