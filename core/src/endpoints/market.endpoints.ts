import { z } from 'zod';
import { cardChSchema, cardSchema, liveAnimalRowSchema } from '../contract/bulletin.js';
import {
  dayTotalsSchema,
  sessionStatusSchema,
  tradeRowChSchema,
  tradeRowSchema,
} from '../contract/bulletin-live.js';
import { bulletinPaths, endpoint, endpointArea } from './endpoint.js';
import { limitFilter, PUBLIC_PAST, PUBLIC_TODAY, pathDate, pathId, queryDate } from './fields.js';

/** Filters of the latest-trades lists (all optional). */
export const latestTradesQuery = z.object({
  limit: limitFilter(50, 500),
  sonraki: z
    .string()
    .optional()
    .describe('Only registrations with a larger Id (poll with the largest Id seen)'),
  grupId: z.string().optional().describe('Only this group (400 UNKNOWN_ID when not a group)'),
  sinifId: z.string().optional().describe('Only this class (400 UNKNOWN_ID when not a class)'),
  kanal: z.string().optional().describe('SALON, SERBEST, CANLI_HAYVAN or TUMU (default)'),
  tarih: queryDate('Only this trade date'),
  baslangic: z.string().optional().describe('From this Istanbul time HH:mm (inclusive)'),
  bitis: z.string().optional().describe('Up to this Istanbul time HH:mm (the whole minute included)'),
});

/** `?limit=` of the card trades (1..200, default 20). */
export const cardTradesQuery = z.object({ limit: limitFilter(20, 200) });

/** The live market: dashboard cards, latest trades, a day's totals and the session state. */
export const marketEndpoints = endpointArea('market', {
  GetOnlineBultenAnaKart: endpoint({
    ...PUBLIC_TODAY,
    paths: bulletinPaths('GetOnlineBultenAnaKart'),
    response: z.array(cardSchema),
  }),
  GetOnlineBultenAnaKartCH: endpoint({
    ...PUBLIC_TODAY,
    paths: bulletinPaths('GetOnlineBultenAnaKartCH'),
    response: z.array(cardChSchema),
  }),
  GetOnlineKartIslem: endpoint({
    ...PUBLIC_TODAY,
    paths: bulletinPaths('GetOnlineKartIslem'),
    query: cardTradesQuery,
    response: z.array(tradeRowSchema),
  }),
  GetBultenKartModel: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetBultenKartModel/{groupId}/{classId}/{date}'),
    params: z.object({ groupId: pathId('Group'), classId: pathId('Class'), date: pathDate }),
    response: z.array(cardSchema),
  }),
  GetBultenKartModelCH: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetBultenKartModelCH/{groupId}/{date}'),
    params: z.object({ groupId: pathId('Live-animal group'), date: pathDate }),
    response: z.array(cardChSchema),
  }),
  GetCanliHayvanGrup: endpoint({
    ...PUBLIC_TODAY,
    paths: bulletinPaths('GetCanliHayvanGrup/{groupId}'),
    params: z.object({ groupId: pathId('Live-animal group') }),
    response: z.array(liveAnimalRowSchema),
  }),
  /** `?tarih=` makes it a past day's list. */
  GetOnlineBultenSonIslemler: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetOnlineBultenSonIslemler'),
    query: latestTradesQuery,
    response: z.array(tradeRowSchema),
  }),
  GetOnlineBultenSonIslemlerCH: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetOnlineBultenSonIslemlerCH'),
    query: latestTradesQuery,
    response: z.array(tradeRowChSchema),
  }),
  GetToplamIslemler: endpoint({
    ...PUBLIC_PAST,
    paths: bulletinPaths('GetToplamIslemler/{date}'),
    params: z.object({ date: pathDate }),
    response: z.array(dayTotalsSchema),
  }),
  GetSeansDurumu: endpoint({
    ...PUBLIC_TODAY,
    paths: bulletinPaths('GetSeansDurumu'),
    response: sessionStatusSchema,
  }),
});
