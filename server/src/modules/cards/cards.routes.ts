import { marketEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { dateParam, groupDayParams, idParam } from '../../http/params.js';
import { route } from '../../http/route.js';
import { TAGS } from '../../http/route-kit.js';
import { tradeExample } from '../trades/trades.examples.js';
import { latestTrades } from '../trades/trades.service.js';
import { cardChExample, cardExample, liveAnimalRowExample } from './cards.examples.js';
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
export function registerCardRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    marketEndpoints.GetOnlineBultenAnaKart,
    {
      docs: {
        tag: TAGS.cards,
        summary: 'Dashboard cards: crops',
        description: `One card per crop group and class that traded in the last 30 trading days, at its latest trading day up to today. ${CARD}`,
        example: [cardExample],
      },
    },
    async (request) => mainCards(ctx, requestLanguage(request)),
  );
  route(
    app,
    marketEndpoints.GetOnlineBultenAnaKartCH,
    {
      docs: {
        tag: TAGS.cards,
        summary: 'Dashboard cards: live animals',
        description: `One card per live-animal group and class. ${CARD} Adds head count, live weight, TL per head and TL per kg of live weight.`,
        example: [cardChExample],
      },
    },
    async (request) => mainCardsCh(ctx, requestLanguage(request)),
  );
  route(
    app,
    marketEndpoints.GetOnlineKartIslem,
    {
      docs: {
        tag: TAGS.cards,
        summary: 'Latest trades of the cards',
        description: 'The last active crop trades, newest first.',
        example: [tradeExample],
      },
    },
    async (request) =>
      latestTrades(ctx, requestLanguage(request), { limit: request.query.limit }, { fallback: 20, max: 200 }),
  );
  route(
    app,
    marketEndpoints.GetBultenKartModel,
    {
      docs: {
        tag: TAGS.cards,
        summary: 'Card model of a class on a day',
        description: `The class's card followed by a card per product that traded that day. ${CARD} [] when the class did not trade that day; 400 UNKNOWN_ID when the class is not in the group.`,
        example: [cardExample],
      },
    },
    async (request) => {
      const { params } = request;
      const ids = { groupId: idParam(params.groupId), classId: idParam(params.classId) };
      return classCardModel(ctx, requestLanguage(request), ids, dateParam(params.date));
    },
  );
  route(
    app,
    marketEndpoints.GetBultenKartModelCH,
    {
      docs: {
        tag: TAGS.cards,
        summary: 'Card model of a live-animal group on a day',
        description: `Cards of the group, its classes and products that traded that day. ${CARD} 400 UNKNOWN_ID unless the id is a live-animal group.`,
        example: [cardChExample],
      },
    },
    async (request) => liveGroupCardModel(ctx, requestLanguage(request), ...groupDayParams(request.params)),
  );
  route(
    app,
    marketEndpoints.GetCanliHayvanGrup,
    {
      docs: {
        tag: TAGS.cards,
        summary: 'Live-animal classes and products with latest figures',
        description:
          'Each class and product of a live-animal group at its own latest trading day up to today: figures, change vs its previous trading day, TL per head and TL per kg of live weight. 400 UNKNOWN_ID unless the id is a live-animal group.',
        example: [liveAnimalRowExample],
      },
    },
    async (request) => liveAnimalGroup(ctx, requestLanguage(request), idParam(request.params.groupId)),
  );
}
