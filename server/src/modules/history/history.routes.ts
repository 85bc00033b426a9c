import {
  historyTradeRowChSchema,
  pastYearSeriesChSchema,
  pastYearSeriesSchema,
  pricePointChSchema,
  pricePointSchema,
  productDayRowSchema,
  tradeRowSchema,
} from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { registerUnderBulletinPrefixes } from '../../http/bulletin-prefixes.js';
import { requestLanguage } from '../../http/language.js';
import { tradeExample } from '../../http/openapi-examples.js';
import { limitParam } from '../../http/query-params.js';
import { answers, type BulletinRouteOptions, docs, typed } from '../../http/route-kit.js';
import { tradeRow } from '../trades/trades.service.js';
import * as ex from './history.examples.js';
import { periodAndLotRoutes } from './history.lots.routes.js';
import { activeTradesBetween } from './history.repository.js';
import { channelQuery, HISTORY_TAG, limitQuery, RANGE, rangeParams } from './history.route-kit.js';
import { historyScope } from './history.scope.js';
import {
  pastWindows,
  pastYearSeries,
  pastYearSeriesCh,
  pricePoint,
  pricePointCh,
  scopePoints,
} from './history.series.js';
import { productDayRows, tradeRowCh } from './history.service.js';

/** Trade lists of an item: individual trades, one row per day and product, and the live-animal list. */
function tradeListRoutes(app: FastifyInstance, ctx: AppContext, opts: BulletinRouteOptions): void {
  const r = typed(app);
  r.get(
    '/GetBultenIslemUrunListesi/:itemId/:from/:to',
    {
      schema: {
        ...docs(
          opts,
          HISTORY_TAG,
          "An item's trades",
          `Active trades of the item's products in the range, newest first, at most \`limit\` (default and most 1000). ${RANGE}`,
        ),
        params: rangeParams,
        querystring: limitQuery(1000, 1000),
        response: answers(z.array(tradeRowSchema), [tradeExample]),
      },
    },
    async (request) => {
      const limit = limitParam(request.query.limit, 1000, 1000);
      const scope = await historyScope(ctx, { ...request.params, channel: request.query.kanal });
      const rows = await activeTradesBetween(ctx.db.kysely, {
        ...scope.selection,
        from: scope.from,
        to: scope.to,
        limit,
      });
      const lang = requestLanguage(request);
      return rows.map((row) => tradeRow(scope.catalogue, row, lang));
    },
  );
  r.get(
    '/GetBultenIslemUrunListesiTarihli/:itemId/:from/:to',
    {
      schema: {
        ...docs(
          opts,
          HISTORY_TAG,
          "An item's products per day",
          `One row per trading day and product (channels merged unless \`kanal\`), newest day first, products in catalogue order. ${RANGE}`,
        ),
        params: rangeParams,
        querystring: channelQuery,
        response: answers(z.array(productDayRowSchema), [ex.productDayExample]),
      },
    },
    async (request) => {
      const scope = await historyScope(ctx, { ...request.params, channel: request.query.kanal });
      return productDayRows(ctx.db.kysely, scope, requestLanguage(request));
    },
  );
  r.get(
    '/GetBultenIslemUrunListesiCH/:itemId/:from/:to',
    {
      schema: {
        ...docs(
          opts,
          HISTORY_TAG,
          "A live-animal item's trades",
          `Like GetBultenIslemUrunListesi, with head count, live weight, TL per head and TL per kg of live weight. The item must be a live-animal group, class or product (else 400 UNKNOWN_ID). ${RANGE}`,
        ),
        params: rangeParams,
        querystring: limitQuery(1000, 1000),
        response: answers(z.array(historyTradeRowChSchema), [ex.historyTradeChExample]),
      },
    },
    async (request) => {
      const limit = limitParam(request.query.limit, 1000, 1000);
      const scope = await historyScope(
        ctx,
        { ...request.params, channel: request.query.kanal },
        { liveAnimalsOnly: true },
      );
      const rows = await activeTradesBetween(ctx.db.kysely, {
        ...scope.selection,
        from: scope.from,
        to: scope.to,
        limit,
      });
      const lang = requestLanguage(request);
      return rows.map((row) => tradeRowCh(scope.catalogue, row, lang));
    },
  );
}

/** Chart series of an item and the same window in earlier years. */
function seriesRoutes(app: FastifyInstance, ctx: AppContext, opts: BulletinRouteOptions): void {
  const r = typed(app);
  const POINTS =
    'One point per trading day, oldest first: min, max, weighted average, quantity, amount and trade count of the item (its products rolled up; KG and TON in KG).';
  r.get(
    '/GetBultenGrafikFiyatTarihli/:itemId/:from/:to',
    {
      schema: {
        ...docs(opts, HISTORY_TAG, "An item's daily price series", `${POINTS} ${RANGE}`),
        params: rangeParams,
        querystring: channelQuery,
        response: answers(z.array(pricePointSchema), [ex.pricePointExample]),
      },
    },
    async (request) => {
      const scope = await historyScope(ctx, { ...request.params, channel: request.query.kanal });
      return (await scopePoints(ctx, scope)).map(pricePoint);
    },
  );
  r.get(
    '/GetBultenGrafikFiyatTarihliCH/:itemId/:from/:to',
    {
      schema: {
        ...docs(
          opts,
          HISTORY_TAG,
          "A live-animal item's daily price series",
          `${POINTS} Adds heads, live weight, TL per head and TL per kg of live weight. Live-animal items only. ${RANGE}`,
        ),
        params: rangeParams,
        response: answers(z.array(pricePointChSchema), [ex.pricePointChExample]),
      },
    },
    async (request) => {
      const scope = await historyScope(ctx, request.params, { liveAnimalsOnly: true });
      return (await scopePoints(ctx, scope)).map(pricePointCh);
    },
  );
  const PAST =
    "The same window in each earlier year that has trades (up to 20 years back), newest year first: {Yil, Baslangic, Bitis, Seri}. Every point's Tarih is moved forward onto the asked window so the series overlay it; 29 February lands on the 28th.";
  r.get(
    '/GetBultenGrafikFiyatTarihliGecmisYillar/:itemId/:from/:to',
    {
      schema: {
        ...docs(opts, HISTORY_TAG, 'Earlier years of a price series', `${PAST} ${RANGE}`),
        params: rangeParams,
        querystring: channelQuery,
        response: answers(z.array(pastYearSeriesSchema), [ex.pastYearExample]),
      },
    },
    async (request) => {
      const scope = await historyScope(ctx, { ...request.params, channel: request.query.kanal });
      return pastYearSeries(await pastWindows(ctx, scope));
    },
  );
  r.get(
    '/GetBultenGrafikFiyatTarihliGecmisYillarCH/:itemId/:from/:to',
    {
      schema: {
        ...docs(
          opts,
          HISTORY_TAG,
          'Earlier years of a live-animal price series',
          `${PAST} Live-animal items only. ${RANGE}`,
        ),
        params: rangeParams,
        response: answers(z.array(pastYearSeriesChSchema), [ex.pastYearChExample]),
      },
    },
    async (request) => {
      const scope = await historyScope(ctx, request.params, { liveAnimalsOnly: true });
      return pastYearSeriesCh(await pastWindows(ctx, scope));
    },
  );
}

/** Every product-history route (registered under both bulletin prefixes). */
export function historyRoutes(app: FastifyInstance, ctx: AppContext, opts: BulletinRouteOptions): void {
  tradeListRoutes(app, ctx, opts);
  seriesRoutes(app, ctx, opts);
  periodAndLotRoutes(app, ctx, opts);
}

/** Registers the product-history routes under both bulletin prefixes. */
export async function registerHistoryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerUnderBulletinPrefixes(app, async (scope, opts) => historyRoutes(scope, ctx, opts));
}
