import { reportEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { dateParam, rangeParams } from '../../http/params.js';
import { route } from '../../http/route.js';
import { tradeExample } from '../trades/trades.examples.js';
import { latestTrades } from '../trades/trades.service.js';
import { hallClasses, hallDailyCards, hallSelectors, hallSessions } from './hall.service.js';
import { hallCardExample, hallClassExample, hallSessionExample } from './report.examples.js';

const TAG = 'Rapor servisi';

/** The hall-sales report service: selectors, a day's classes and cards, sessions by date, latest card trades. */
function reportServiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    reportEndpoints.SalonSatisSecimler,
    {
      docs: {
        tag: TAG,
        summary: 'Hall-sales selectors',
        description:
          'Groups, classes and products that trade in the hall (SALON), flat in catalogue order with their parent ids.',
        example: [
          { Id: 1, Kod: '01', Ad: 'KIRMIZI SERT EKMEKLİK BUĞDAYLAR', Seviye: 'GROUP' as const, UstId: null },
        ],
      },
    },
    async (request) => hallSelectors(ctx, requestLanguage(request)),
  );
  route(
    app,
    reportEndpoints.SalonSatisSiniflar,
    {
      docs: {
        tag: TAG,
        summary: "A day's hall session per class",
        description:
          "Each class's hall lots of the day summed up (min, max, weighted average, first, last, quantity, amount, count), with the change vs the class's previous hall day and Kesin. [] for a day without a hall session.",
        example: [hallClassExample],
      },
    },
    async (request) => hallClasses(ctx, requestLanguage(request), dateParam(request.params.date)),
  );
  route(
    app,
    reportEndpoints.SalonSatisGunluk,
    {
      docs: {
        tag: TAG,
        summary: "A day's hall cards",
        description:
          "One card per product sold in the hall that day: figures, change vs its previous hall day, and its lots' analyses averaged by quantity (null where no lot was measured). [] for a day without a hall session.",
        example: [hallCardExample],
      },
    },
    async (request) => hallDailyCards(ctx, requestLanguage(request), dateParam(request.params.date)),
  );
  route(
    app,
    reportEndpoints.SalonSatisListesi,
    {
      docs: {
        tag: TAG,
        summary: 'Hall sessions by date',
        description:
          'One row per hall session (trading day) of the range, newest first: products and lots sold, amount and quantity per unit. At most 20 years; [] without sessions.',
        example: [hallSessionExample],
      },
    },
    async (request) => hallSessions(ctx, rangeParams(request.params.from, request.params.to)),
  );
  route(
    app,
    reportEndpoints.OnlineKartIslem,
    {
      docs: {
        tag: TAG,
        summary: 'Online card transactions',
        description:
          "The latest active crop trades behind the online cards, newest first (the same rows as the bulletin's GetOnlineKartIslem).",
        example: [tradeExample],
      },
    },
    async (request) =>
      latestTrades(ctx, requestLanguage(request), { limit: request.query.limit }, { fallback: 20, max: 200 }),
  );
}

/** Mounts the report service on an app (its paths are under `/api/v1/Rapor`). */
export async function registerReportService(app: FastifyInstance, ctx: AppContext): Promise<void> {
  reportServiceRoutes(app, ctx);
}
