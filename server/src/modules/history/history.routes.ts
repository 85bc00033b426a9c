import { historyEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { limitParam } from '../../http/query-params.js';
import { route } from '../../http/route.js';
import { tradeExample } from '../trades/trades.examples.js';
import { tradeRow } from '../trades/trades.service.js';
import * as ex from './history.examples.js';
import { registerPeriodAndLotRoutes } from './history.lots.routes.js';
import { activeTradesBetween } from './history.repository.js';
import { historyDocs, RANGE, requestScope, rowsInLanguage } from './history.route-kit.js';
import { type HistoryScope, historyScope, scopeQuery } from './history.scope.js';
import {
  pastWindows,
  pastYearSeries,
  pastYearSeriesCh,
  pricePoint,
  pricePointCh,
  scopePoints,
} from './history.series.js';
import { productDayRows, tradeRowCh } from './history.service.js';

// The active trades of a scope's range, newest first, at most `limit`.
function scopeTrades(ctx: AppContext, scope: HistoryScope, limit: number) {
  return activeTradesBetween(ctx.db.kysely, scopeQuery(scope, limit));
}

/** Trade lists of an item: individual trades, one row per day and product, and the live-animal list. */
function tradeListRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    historyEndpoints.GetBultenIslemUrunListesi,
    historyDocs(
      "An item's trades",
      `Active trades of the item's products in the range, newest first, at most \`limit\` (default and most 1000). ${RANGE}`,
      tradeExample,
    ),
    async (request) => {
      const limit = limitParam(request.query.limit, 1000, 1000);
      const scope = await requestScope(ctx, request);
      const rows = await scopeTrades(ctx, scope, limit);
      return rowsInLanguage(request, scope, rows, tradeRow);
    },
  );
  route(
    app,
    historyEndpoints.GetBultenIslemUrunListesiTarihli,
    historyDocs(
      "An item's products per day",
      `One row per trading day and product (channels merged unless \`kanal\`), newest day first, products in catalogue order. ${RANGE}`,
      ex.productDayExample,
    ),
    async (request) => {
      const scope = await requestScope(ctx, request);
      return productDayRows(ctx.db.kysely, scope, requestLanguage(request));
    },
  );
  route(
    app,
    historyEndpoints.GetBultenIslemUrunListesiCH,
    historyDocs(
      "A live-animal item's trades",
      `Like GetBultenIslemUrunListesi, with head count, live weight, TL per head and TL per kg of live weight. The item must be a live-animal group, class or product (else 400 UNKNOWN_ID). ${RANGE}`,
      ex.historyTradeChExample,
    ),
    async (request) => {
      const limit = limitParam(request.query.limit, 1000, 1000);
      const scope = await requestScope(ctx, request, { liveAnimalsOnly: true });
      const rows = await scopeTrades(ctx, scope, limit);
      return rowsInLanguage(request, scope, rows, tradeRowCh);
    },
  );
}

/** Chart series of an item and the same window in earlier years. */
function seriesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const POINTS =
    'One point per trading day, oldest first: min, max, weighted average, quantity, amount and trade count of the item (its products rolled up; KG and TON in KG).';
  route(
    app,
    historyEndpoints.GetBultenGrafikFiyatTarihli,
    historyDocs("An item's daily price series", `${POINTS} ${RANGE}`, ex.pricePointExample),
    async (request) => {
      const scope = await requestScope(ctx, request);
      return (await scopePoints(ctx, scope)).map(pricePoint);
    },
  );
  route(
    app,
    historyEndpoints.GetBultenGrafikFiyatTarihliCH,
    historyDocs(
      "A live-animal item's daily price series",
      `${POINTS} Adds heads, live weight, TL per head and TL per kg of live weight. Live-animal items only. ${RANGE}`,
      ex.pricePointChExample,
    ),
    async (request) => {
      const scope = await historyScope(ctx, request.params, { liveAnimalsOnly: true });
      return (await scopePoints(ctx, scope)).map(pricePointCh);
    },
  );
  const PAST =
    "The same window in each earlier year that has trades (up to 20 years back), newest year first: {Yil, Baslangic, Bitis, Seri}. Every point's Tarih is moved forward onto the asked window so the series overlay it; 29 February lands on the 28th.";
  route(
    app,
    historyEndpoints.GetBultenGrafikFiyatTarihliGecmisYillar,
    historyDocs('Earlier years of a price series', `${PAST} ${RANGE}`, ex.pastYearExample),
    async (request) => {
      const scope = await requestScope(ctx, request);
      return pastYearSeries(await pastWindows(ctx, scope));
    },
  );
  route(
    app,
    historyEndpoints.GetBultenGrafikFiyatTarihliGecmisYillarCH,
    historyDocs(
      'Earlier years of a live-animal price series',
      `${PAST} Live-animal items only. ${RANGE}`,
      ex.pastYearChExample,
    ),
    async (request) => {
      const scope = await historyScope(ctx, request.params, { liveAnimalsOnly: true });
      return pastYearSeriesCh(await pastWindows(ctx, scope));
    },
  );
}

/** Registers the product-history routes (under both bulletin prefixes). */
export function registerHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  tradeListRoutes(app, ctx);
  seriesRoutes(app, ctx);
  registerPeriodAndLotRoutes(app, ctx);
}
