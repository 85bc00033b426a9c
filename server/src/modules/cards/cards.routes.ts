import { cardChSchema, cardSchema, liveAnimalRowSchema, tradeRowSchema } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import {
  cardChExample,
  cardExample,
  liveAnimalRowExample,
  tradeExample,
} from '../../http/openapi-examples.js';
import { dateParam, idParam } from '../../http/params.js';
import {
  answers,
  type BulletinRouteOptions,
  docs,
  pathDate,
  pathId,
  TAGS,
  typed,
} from '../../http/route-kit.js';
import { latestTrades } from '../trades/trades.service.js';
import {
  classCardModel,
  liveAnimalGroup,
  liveGroupCardModel,
  mainCards,
  mainCardsCh,
} from './cards.service.js';

const CARD =
  'A card carries the weighted average of its trading day (IslemTarih), the change vs its previous trading day (Degisim TL, DegisimYuzde %, Yon), min, max, quantity, trade count, amount, Kesin and Seri: the weighted averages of the last 30 trading days for a sparkline.';

/** Dashboard cards, card models and the latest trades of the cards. */
export function cardRoutes(app: FastifyInstance, ctx: AppContext, opts: BulletinRouteOptions): void {
  const r = typed(app);
  r.get(
    '/GetOnlineBultenAnaKart',
    {
      schema: {
        ...docs(
          opts,
          TAGS.cards,
          'Dashboard cards: crops',
          `One card per crop group and class that traded in the last 30 trading days, at its latest trading day up to today. ${CARD}`,
        ),
        response: answers(z.array(cardSchema), [cardExample]),
      },
    },
    async (request) => mainCards(ctx, requestLanguage(request)),
  );
  r.get(
    '/GetOnlineBultenAnaKartCH',
    {
      schema: {
        ...docs(
          opts,
          TAGS.cards,
          'Dashboard cards: live animals',
          `One card per live-animal group and class. ${CARD} Adds head count, live weight, TL per head and TL per kg of live weight.`,
        ),
        response: answers(z.array(cardChSchema), [cardChExample]),
      },
    },
    async (request) => mainCardsCh(ctx, requestLanguage(request)),
  );
  r.get(
    '/GetOnlineKartIslem',
    {
      schema: {
        ...docs(opts, TAGS.cards, 'Latest trades of the cards', 'The last active crop trades, newest first.'),
        querystring: z.object({
          limit: z.string().optional().describe('Rows, 1..200 (default 20); else 400 BAD_LIMIT'),
        }),
        response: answers(z.array(tradeRowSchema), [tradeExample]),
      },
    },
    async (request) =>
      latestTrades(ctx, requestLanguage(request), { limit: request.query.limit }, { fallback: 20, max: 200 }),
  );
  r.get(
    '/GetBultenKartModel/:groupId/:classId/:date',
    {
      schema: {
        ...docs(
          opts,
          TAGS.cards,
          'Card model of a class on a day',
          `The class's card followed by a card per product that traded that day. ${CARD} [] when the class did not trade that day; 400 UNKNOWN_ID when the class is not in the group.`,
        ),
        params: z.object({ groupId: pathId('Group'), classId: pathId('Class'), date: pathDate }),
        response: answers(z.array(cardSchema), [cardExample]),
      },
    },
    async (request) => {
      const { params } = request;
      const ids = { groupId: idParam(params.groupId), classId: idParam(params.classId) };
      return classCardModel(ctx, requestLanguage(request), ids, dateParam(params.date));
    },
  );
  r.get(
    '/GetBultenKartModelCH/:groupId/:date',
    {
      schema: {
        ...docs(
          opts,
          TAGS.cards,
          'Card model of a live-animal group on a day',
          `Cards of the group, its classes and products that traded that day. ${CARD} 400 UNKNOWN_ID unless the id is a live-animal group.`,
        ),
        params: z.object({ groupId: pathId('Live-animal group'), date: pathDate }),
        response: answers(z.array(cardChSchema), [cardChExample]),
      },
    },
    async (request) =>
      liveGroupCardModel(
        ctx,
        requestLanguage(request),
        idParam(request.params.groupId),
        dateParam(request.params.date),
      ),
  );
  r.get(
    '/GetCanliHayvanGrup/:groupId',
    {
      schema: {
        ...docs(
          opts,
          TAGS.cards,
          'Live-animal classes and products with latest figures',
          'Each class and product of a live-animal group at its own latest trading day up to today: figures, change vs its previous trading day, TL per head and TL per kg of live weight. 400 UNKNOWN_ID unless the id is a live-animal group.',
        ),
        params: z.object({ groupId: pathId('Live-animal group') }),
        response: answers(z.array(liveAnimalRowSchema), [liveAnimalRowExample]),
      },
    },
    async (request) => liveAnimalGroup(ctx, requestLanguage(request), idParam(request.params.groupId)),
  );
}
