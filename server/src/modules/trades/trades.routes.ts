import { marketEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { dateParam } from '../../http/params.js';
import { route } from '../../http/route.js';
import { TAGS } from '../../http/route-kit.js';
import { dayTotals, sessionStatus } from './session.service.js';
import { sessionExample, totalsExample, tradeChExample, tradeExample } from './trades.examples.js';
import { latestTrades, latestTradesCh } from './trades.service.js';

const TRADES =
  'Active registrations, newest first (by trade time, then Id). With baslangic/bitis but no tarih, the window applies to the latest trading day. Poll with sonraki = the largest Id seen.';
const LIMITS = { fallback: 50, max: 500 };

/** Latest trades, a day's totals and the session state. */
export function registerTradeRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    marketEndpoints.GetOnlineBultenSonIslemler,
    {
      docs: { tag: TAGS.live, summary: 'Latest trades: crops', description: TRADES, example: [tradeExample] },
    },
    async (request) => latestTrades(ctx, requestLanguage(request), request.query, LIMITS),
  );
  route(
    app,
    marketEndpoints.GetOnlineBultenSonIslemlerCH,
    {
      docs: {
        tag: TAGS.live,
        summary: 'Latest trades: live animals',
        description: `${TRADES} Rows add head count, live weight and TL per kg of live weight.`,
        example: [tradeChExample],
      },
    },
    async (request) => latestTradesCh(ctx, requestLanguage(request), request.query, LIMITS),
  );
  route(
    app,
    marketEndpoints.GetToplamIslemler,
    {
      docs: {
        tag: TAGS.live,
        summary: "A day's totals",
        description:
          'The public totals of a day as a one-element list: trade count, amount, quantity per unit, products traded, the same per channel, and Kesin. [] for a day without trading.',
        example: [totalsExample],
      },
    },
    async (request) => dayTotals(ctx, dateParam(request.params.date)),
  );
  route(
    app,
    marketEndpoints.GetSeansDurumu,
    {
      docs: {
        tag: TAGS.live,
        summary: 'Session state',
        description:
          "Today's date, whether the session is open now, whether today's figures are final, the session hours, and the latest trade's time and day.",
        example: sessionExample,
      },
    },
    async () => sessionStatus(ctx),
  );
}
