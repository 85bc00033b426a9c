import {
  analysisSummarySchema,
  hallLotWithAnalysesSchema,
  historyTradeRowChSchema,
  pastYearSeriesChSchema,
  pastYearSeriesSchema,
  periodSummarySchema,
  pricePointChSchema,
  pricePointSchema,
  productDayRowSchema,
  productTotalsSchema,
  tradeRowSchema,
} from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { registerUnderBulletinPrefixes } from '../../http/bulletin-prefixes.js';
import { requestLanguage } from '../../http/language.js';
import { tradeExample } from '../bulletin/examples.js';
import { tradeRow } from '../bulletin/live.service.js';
import { limitParam } from '../bulletin/query-params.js';
import { answers, type BulletinRouteOptions, docs, pathDate, pathId, typed } from '../bulletin/route-kit.js';
import * as ex from './history.examples.js';
import { analysisSummaries, lotWithAnalyses } from './history.lots.js';
import { activeTradesBetween, lotsWithAnalysesBetween } from './history.repository.js';
import { historyScope } from './history.scope.js';
import {
  pastWindows,
  pastYearSeries,
  pastYearSeriesCh,
  pricePoint,
  pricePointCh,
  scopePoints,
} from './history.series.js';
import { periodSummary, productDayRows, productTotalsRows, tradeRowCh } from './history.service.js';

/** OpenAPI tag of the history routes. */
export const HISTORY_TAG = 'Bülten: ürün geçmişi';

const rangeParams = z.object({ itemId: pathId('Group, class or product'), from: pathDate, to: pathDate });
const channelQuery = z.object({
  kanal: z
    .string()
    .optional()
    .describe('SALON, SERBEST, CANLI_HAYVAN or TUMU (default); else 400 BAD_CHANNEL'),
});
const limitQuery = (fallback: number, max: number) =>
  z.object({
    limit: z.string().optional().describe(`Rows, 1..${max} (default ${fallback}); else 400 BAD_LIMIT`),
    kanal: channelQuery.shape.kanal,
  });
const RANGE =
  'The range is inclusive, at most 20 years (400 BAD_RANGE / RANGE_TOO_LONG); itemId may be a group, class or product. A range without trading answers [].';

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

/** Every product-history route (registered under both bulletin prefixes). */
export function historyRoutes(app: FastifyInstance, ctx: AppContext, opts: BulletinRouteOptions): void {
  tradeListRoutes(app, ctx, opts);
  seriesRoutes(app, ctx, opts);
  periodRoutes(app, ctx, opts);
  lotRoutes(app, ctx, opts);
}

/** Registers the product-history routes under both bulletin prefixes. */
export async function registerHistoryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerUnderBulletinPrefixes(app, async (scope, opts) => historyRoutes(scope, ctx, opts));
}
