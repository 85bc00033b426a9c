import { z } from 'zod';
import { archiveRowSchema, archiveTotalsSchema } from '../contract/archive.js';
import { tradeRowSchema } from '../contract/bulletin-live.js';
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
} from '../contract/history.js';
import { bulletinPaths, endpoint, endpointArea } from './endpoint.js';
import {
  channelFilter,
  formatFilter,
  itemRangeParams,
  limitFilter,
  PUBLIC_PAST,
  pathDate,
  pathId,
} from './fields.js';

const channelQuery = z.object({ kanal: channelFilter });
const tradeListQuery = z.object({ limit: limitFilter(1000, 1000), kanal: channelFilter });
const lotParams = z.object({
  productId: pathId('Product (or class or group)'),
  from: pathDate,
  to: pathDate,
});
const lotQuery = z.object({ limit: limitFilter(1000, 5000) });
const archiveParams = itemRangeParams.extend({
  channel: z.string().describe('SALON, SERBEST, CANLI_HAYVAN or TUMU; else 400 BAD_CHANNEL'),
});

/** Largest page of the price archive (`?boyut=`). */
export const MAX_ARCHIVE_PAGE_SIZE = 5_000;

/** A catalogue node's history over a date range: trades, series, earlier years, period totals, hall lots, archive. */
export const historyEndpoints = endpointArea('history', {
  GetBultenIslemUrunListesi: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetBultenIslemUrunListesi/{itemId}/{from}/{to}'),
    params: itemRangeParams,
    query: tradeListQuery,
    response: z.array(tradeRowSchema),
  }),
  GetBultenIslemUrunListesiTarihli: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetBultenIslemUrunListesiTarihli/{itemId}/{from}/{to}'),
    params: itemRangeParams,
    query: channelQuery,
    response: z.array(productDayRowSchema),
  }),
  GetBultenIslemUrunListesiCH: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetBultenIslemUrunListesiCH/{itemId}/{from}/{to}'),
    params: itemRangeParams,
    query: tradeListQuery,
    response: z.array(historyTradeRowChSchema),
  }),
  GetBultenGrafikFiyatTarihli: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetBultenGrafikFiyatTarihli/{itemId}/{from}/{to}'),
    params: itemRangeParams,
    query: channelQuery,
    response: z.array(pricePointSchema),
  }),
  GetBultenGrafikFiyatTarihliCH: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetBultenGrafikFiyatTarihliCH/{itemId}/{from}/{to}'),
    params: itemRangeParams,
    response: z.array(pricePointChSchema),
  }),
  GetBultenGrafikFiyatTarihliGecmisYillar: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetBultenGrafikFiyatTarihliGecmisYillar/{itemId}/{from}/{to}'),
    params: itemRangeParams,
    query: channelQuery,
    response: z.array(pastYearSeriesSchema),
  }),
  GetBultenGrafikFiyatTarihliGecmisYillarCH: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetBultenGrafikFiyatTarihliGecmisYillarCH/{itemId}/{from}/{to}'),
    params: itemRangeParams,
    response: z.array(pastYearSeriesChSchema),
  }),
  GetBultenGecmisIslemFiyatTarihli: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetBultenGecmisIslemFiyatTarihli/{itemId}/{from}/{to}'),
    params: itemRangeParams,
    query: channelQuery,
    response: z.array(periodSummarySchema),
  }),
  GetBultenGecmisIslemUrunListesi: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetBultenGecmisIslemUrunListesi/{itemId}/{from}/{to}/{channel}'),
    params: itemRangeParams.extend({ channel: z.string().describe('SALON, SERBEST, CANLI_HAYVAN or TUMU') }),
    response: z.array(productTotalsSchema),
  }),
  GetUrunFiyatDetay: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetUrunFiyatDetay/{productId}/{from}/{to}'),
    params: lotParams,
    query: lotQuery,
    response: z.array(tradeRowSchema),
  }),
  GetUrunFiyatDetayWithAnalizler: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetUrunFiyatDetayWithAnalizler/{productId}/{from}/{to}'),
    params: lotParams,
    query: lotQuery,
    response: z.array(hallLotWithAnalysesSchema),
  }),
  GetUrunAnalizDetay: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetUrunAnalizDetay/{productId}/{date}'),
    params: z.object({ productId: pathId('Product (or class or group)'), date: pathDate }),
    response: z.array(analysisSummarySchema),
  }),
  /** Paging keeps a bare array (`X-Total-Count` carries the number of days). */
  GetOnlineBultenFiyatArsiv: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetOnlineBultenFiyatArsiv/{itemId}/{from}/{to}/{channel}'),
    params: archiveParams,
    query: z.object({
      sayfa: z.string().optional().describe('Page, from 1'),
      boyut: z.string().optional().describe(`Rows per page, 1..${MAX_ARCHIVE_PAGE_SIZE}`),
      format: formatFilter('csv or xlsx'),
    }),
    response: z.array(archiveRowSchema),
    files: ['csv', 'xlsx'],
  }),
  GetOnlineBultenFiyatArsivToplam: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetOnlineBultenFiyatArsivToplam/{itemId}/{from}/{to}/{channel}'),
    params: archiveParams,
    response: z.array(archiveTotalsSchema),
  }),
});
