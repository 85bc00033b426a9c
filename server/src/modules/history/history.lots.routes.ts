import { ANALYSES, historyEndpoints, type Language } from '@bulten/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { limitParam } from '../../http/query-params.js';
import { route } from '../../http/route.js';
import type { Catalogue } from '../catalogue/catalogue.cache.js';
import { tradeExample } from '../trades/trades.examples.js';
import { tradeRow } from '../trades/trades.service.js';
import * as ex from './history.examples.js';
import { analysisSummaries, lotWithAnalyses } from './history.lots.js';
import { lotsWithAnalysesBetween } from './history.repository.js';
import { historyDocs, RANGE, requestScope, rowsInLanguage } from './history.route-kit.js';
import { historyScope, scopeQuery } from './history.scope.js';
import { scopePoints } from './history.series.js';
import { periodSummary, productTotalsRows } from './history.service.js';

// The analyses with their units, for the lots' description: `Protein %, Rutubet %, Hektolitre kg/hl…`.
const ANALYSIS_UNITS = ANALYSES.map((a) => `${a.key} ${a.unit}`).join(', ');

/** Period summaries and hall lots (registered with the other history routes). */
export function registerPeriodAndLotRoutes(app: FastifyInstance, ctx: AppContext): void {
  periodRoutes(app, ctx);
  lotRoutes(app, ctx);
}

/** Period summaries: the item over the period and each of its products. */
function periodRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    historyEndpoints.GetBultenGecmisIslemFiyatTarihli,
    historyDocs(
      "An item's period summary",
      `One object in an array: first and last trading day, min, max, weighted average, first and last price, totals, and the change from the first trading day's weighted average to the last one's. ${RANGE}`,
      ex.periodSummaryExample,
    ),
    async (request) => {
      const scope = await requestScope(ctx, request);
      const summary = periodSummary(scope, await scopePoints(ctx, scope), requestLanguage(request));
      return summary ? [summary] : [];
    },
  );
  route(
    app,
    historyEndpoints.GetBultenGecmisIslemUrunListesi,
    historyDocs(
      "Totals of an item's products",
      `One row per product of the item that traded in the range and channel (SALON, SERBEST, CANLI_HAYVAN or TUMU; else 400 BAD_CHANNEL), in catalogue order. ${RANGE}`,
      ex.productTotalsExample,
    ),
    async (request) => {
      const scope = await historyScope(ctx, request.params);
      return productTotalsRows(ctx.db.kysely, scope, requestLanguage(request));
    },
  );
}

type LotRow = Awaited<ReturnType<typeof lotsWithAnalysesBetween>>[number];

/** Hall lots of a product with prices and lab analyses. */
function lotRoutes(app: FastifyInstance, ctx: AppContext): void {
  const LOTS = 'Hall (SALON) lots of the product in the range, newest first, at most `limit`.';
  // A lots route's answer: the product's hall lots of the range, at most `limit`, each shown by `show`.
  const lotsShownAs =
    <T>(show: (catalogue: Catalogue, row: LotRow, lang: Language) => T) =>
    async (
      request: FastifyRequest & {
        params: { productId: string; from: string; to: string };
        query: { limit?: string };
      },
    ) => {
      const { productId, from, to } = request.params;
      const limit = limitParam(request.query.limit, 1000, 5000);
      const scope = await historyScope(ctx, { itemId: productId, from, to }, { channels: ['SALON'] });
      const rows = await lotsWithAnalysesBetween(ctx.db.kysely, scopeQuery(scope, limit));
      return rowsInLanguage(request, scope, rows, show);
    };
  route(
    app,
    historyEndpoints.GetUrunFiyatDetay,
    historyDocs("A product's hall lots", `${LOTS} ${RANGE}`, { ...tradeExample, Kanal: 'SALON' as const }),
    lotsShownAs(tradeRow),
  );
  route(
    app,
    historyEndpoints.GetUrunFiyatDetayWithAnalizler,
    historyDocs(
      "A product's hall lots with analyses",
      `${LOTS} Each lot carries its lab analyses as numbers (null when not measured): ${ANALYSIS_UNITS}. ${RANGE}`,
      ex.lotExample,
    ),
    lotsShownAs(lotWithAnalyses),
  );
  route(
    app,
    historyEndpoints.GetUrunAnalizDetay,
    historyDocs(
      "A product's analyses of a day",
      "Per product (one for a product id), the day's hall lots: count, quantity, weighted average price, and per analysis the average weighted by lot quantity with min and max. A day without hall lots answers [].",
      ex.analysisSummaryExample,
    ),
    async (request) => {
      const scope = await historyScope(
        ctx,
        { itemId: request.params.productId, from: request.params.date },
        { channels: ['SALON'] },
      );
      const rows = await lotsWithAnalysesBetween(ctx.db.kysely, scopeQuery(scope, 100_000));
      return analysisSummaries(
        scope.catalogue,
        scope.node.productIds,
        scope.from,
        rows,
        requestLanguage(request),
      );
    },
  );
}
