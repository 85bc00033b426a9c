import { dayTotalsSchema, sessionStatusSchema, tradeRowChSchema, tradeRowSchema } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { sessionExample, totalsExample, tradeChExample, tradeExample } from '../../http/openapi-examples.js';
import { dateParam } from '../../http/params.js';
import { answers, type BulletinRouteOptions, docs, pathDate, TAGS, typed } from '../../http/route-kit.js';
import { dayTotals, sessionStatus } from './session.service.js';
import { latestTrades, latestTradesCh } from './trades.service.js';

const tradeQuery = z.object({
  limit: z.string().optional().describe('Rows, 1..500 (default 50); else 400 BAD_LIMIT'),
  sonraki: z
    .string()
    .optional()
    .describe('Only registrations with a larger Id (poll with the largest Id seen)'),
  grupId: z.string().optional().describe('Only this group (400 UNKNOWN_ID when not a group)'),
  sinifId: z.string().optional().describe('Only this class (400 UNKNOWN_ID when not a class)'),
  kanal: z.string().optional().describe('SALON, SERBEST, CANLI_HAYVAN or TUMU (default)'),
  tarih: z.string().optional().describe('Only this trade date, YYYY-MM-DD'),
  baslangic: z.string().optional().describe('From this Istanbul time HH:mm (inclusive)'),
  bitis: z.string().optional().describe('Up to this Istanbul time HH:mm (the whole minute included)'),
});
const TRADES =
  'Active registrations, newest first (by trade time, then Id). With baslangic/bitis but no tarih, the window applies to the latest trading day. Poll with sonraki = the largest Id seen.';
const LIMITS = { fallback: 50, max: 500 };

/** Latest trades, a day's totals and the session state. */
export function tradeRoutes(app: FastifyInstance, ctx: AppContext, opts: BulletinRouteOptions): void {
  const r = typed(app);
  r.get(
    '/GetOnlineBultenSonIslemler',
    {
      schema: {
        ...docs(opts, TAGS.live, 'Latest trades: crops', TRADES),
        querystring: tradeQuery,
        response: answers(z.array(tradeRowSchema), [tradeExample]),
      },
    },
    async (request) => latestTrades(ctx, requestLanguage(request), request.query, LIMITS),
  );
  r.get(
    '/GetOnlineBultenSonIslemlerCH',
    {
      schema: {
        ...docs(
          opts,
          TAGS.live,
          'Latest trades: live animals',
          `${TRADES} Rows add head count, live weight and TL per kg of live weight.`,
        ),
        querystring: tradeQuery,
        response: answers(z.array(tradeRowChSchema), [tradeChExample]),
      },
    },
    async (request) => latestTradesCh(ctx, requestLanguage(request), request.query, LIMITS),
  );
  r.get(
    '/GetToplamIslemler/:date',
    {
      schema: {
        ...docs(
          opts,
          TAGS.live,
          "A day's totals",
          'The public totals of a day as a one-element list: trade count, amount, quantity per unit, products traded, the same per channel, and Kesin. [] for a day without trading.',
        ),
        params: z.object({ date: pathDate }),
        response: answers(z.array(dayTotalsSchema), [totalsExample]),
      },
    },
    async (request) => dayTotals(ctx, dateParam(request.params.date)),
  );
  r.get(
    '/GetSeansDurumu',
    {
      schema: {
        ...docs(
          opts,
          TAGS.live,
          'Session state',
          "Today's date, whether the session is open now, whether today's figures are final, the session hours, and the latest trade's time and day.",
        ),
        response: answers(sessionStatusSchema, sessionExample),
      },
    },
    async () => sessionStatus(ctx),
  );
}
