import {
  analysisSummarySchema,
  hallLotWithAnalysesSchema,
  periodSummarySchema,
  productTotalsSchema,
  tradeRowSchema,
} from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { tradeExample } from '../../http/openapi-examples.js';
import { limitParam } from '../../http/query-params.js';
import { answers, type BulletinRouteOptions, docs, pathDate, pathId, typed } from '../../http/route-kit.js';
import { tradeRow } from '../trades/trades.service.js';
import * as ex from './history.examples.js';
import { analysisSummaries, lotWithAnalyses } from './history.lots.js';
import { lotsWithAnalysesBetween } from './history.repository.js';
import { channelQuery, HISTORY_TAG, RANGE, rangeParams } from './history.route-kit.js';
import { historyScope } from './history.scope.js';
import { scopePoints } from './history.series.js';
import { periodSummary, productTotalsRows } from './history.service.js';

/** Period summaries and hall lots (registered with the other history routes). */
export function periodAndLotRoutes(app: FastifyInstance, ctx: AppContext, opts: BulletinRouteOptions): void {
  periodRoutes(app, ctx, opts);
  lotRoutes(app, ctx, opts);
}

/** Period summaries: the item over the period and each of its products. */
function periodRoutes(app: FastifyInstance, ctx: AppContext, opts: BulletinRouteOptions): void {
  const r = typed(app);
  r.get(
    '/GetBultenGecmisIslemFiyatTarihli/:itemId/:from/:to',
    {
      schema: {
        ...docs(
          opts,
          HISTORY_TAG,
          "An item's period summary",
          `One object in an array: first and last trading day, min, max, weighted average, first and last price, totals, and the change from the first trading day's weighted average to the last one's. ${RANGE}`,
        ),
        params: rangeParams,
        querystring: channelQuery,
        response: answers(z.array(periodSummarySchema), [ex.periodSummaryExample]),
      },
    },
    async (request) => {
      const scope = await historyScope(ctx, { ...request.params, channel: request.query.kanal });
      const summary = periodSummary(scope, await scopePoints(ctx, scope), requestLanguage(request));
      return summary ? [summary] : [];
    },
  );
  r.get(
    '/GetBultenGecmisIslemUrunListesi/:itemId/:from/:to/:channel',
    {
      schema: {
        ...docs(
          opts,
          HISTORY_TAG,
          "Totals of an item's products",
          `One row per product of the item that traded in the range and channel (SALON, SERBEST, CANLI_HAYVAN or TUMU; else 400 BAD_CHANNEL), in catalogue order. ${RANGE}`,
        ),
        params: rangeParams.extend({ channel: z.string().describe('SALON, SERBEST, CANLI_HAYVAN or TUMU') }),
        response: answers(z.array(productTotalsSchema), [ex.productTotalsExample]),
      },
    },
    async (request) => {
      const scope = await historyScope(ctx, request.params);
      return productTotalsRows(ctx.db.kysely, scope, requestLanguage(request));
    },
  );
}

/** Hall lots of a product with prices and lab analyses. */
function lotRoutes(app: FastifyInstance, ctx: AppContext, opts: BulletinRouteOptions): void {
  const r = typed(app);
  const lotParams = z.object({
    productId: pathId('Product (or class or group)'),
    from: pathDate,
    to: pathDate,
  });
  const lotQuery = z.object({
    limit: z.string().optional().describe('Rows, 1..5000 (default 1000); else 400 BAD_LIMIT'),
  });
  const LOTS = 'Hall (SALON) lots of the product in the range, newest first, at most `limit`.';
  const lots = async (params: z.infer<typeof lotParams>, limitText: string | undefined) => {
    const limit = limitParam(limitText, 1000, 5000);
    const scope = await historyScope(
      ctx,
      { itemId: params.productId, from: params.from, to: params.to },
      { channels: ['SALON'] },
    );
    return {
      scope,
      rows: await lotsWithAnalysesBetween(ctx.db.kysely, {
        ...scope.selection,
        from: scope.from,
        to: scope.to,
        limit,
      }),
    };
  };
  r.get(
    '/GetUrunFiyatDetay/:productId/:from/:to',
    {
      schema: {
        ...docs(opts, HISTORY_TAG, "A product's hall lots", `${LOTS} ${RANGE}`),
        params: lotParams,
        querystring: lotQuery,
        response: answers(z.array(tradeRowSchema), [{ ...tradeExample, Kanal: 'SALON' as const }]),
      },
    },
    async (request) => {
      const { scope, rows } = await lots(request.params, request.query.limit);
      const lang = requestLanguage(request);
      return rows.map((row) => tradeRow(scope.catalogue, row, lang));
    },
  );
  r.get(
    '/GetUrunFiyatDetayWithAnalizler/:productId/:from/:to',
    {
      schema: {
        ...docs(
          opts,
          HISTORY_TAG,
          "A product's hall lots with analyses",
          `${LOTS} Each lot carries its lab analyses as numbers (null when not measured): Protein %, Rutubet %, Hektolitre kg/hl, Sedimantasyon ml, Gluten, Sune %, YabanciMadde %. ${RANGE}`,
        ),
        params: lotParams,
        querystring: lotQuery,
        response: answers(z.array(hallLotWithAnalysesSchema), [ex.lotExample]),
      },
    },
    async (request) => {
      const { scope, rows } = await lots(request.params, request.query.limit);
      const lang = requestLanguage(request);
      return rows.map((row) => lotWithAnalyses(scope.catalogue, row, lang));
    },
  );
  r.get(
    '/GetUrunAnalizDetay/:productId/:date',
    {
      schema: {
        ...docs(
          opts,
          HISTORY_TAG,
          "A product's analyses of a day",
          "Per product (one for a product id), the day's hall lots: count, quantity, weighted average price, and per analysis the average weighted by lot quantity with min and max. A day without hall lots answers [].",
        ),
        params: z.object({ productId: pathId('Product (or class or group)'), date: pathDate }),
        response: answers(z.array(analysisSummarySchema), [ex.analysisSummaryExample]),
      },
    },
    async (request) => {
      const scope = await historyScope(
        ctx,
        { itemId: request.params.productId, from: request.params.date },
        { channels: ['SALON'] },
      );
      const rows = await lotsWithAnalysesBetween(ctx.db.kysely, {
        ...scope.selection,
        from: scope.from,
        to: scope.to,
        limit: 100_000,
      });
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
