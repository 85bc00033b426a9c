import { z } from 'zod';
import { correctionRowSchema } from '../contract/corrections.js';
import { bulletinPaths, endpoint, endpointArea } from './endpoint.js';
import { itemRangeParams, PUBLIC_TODAY, pathDate } from './fields.js';

/**
 * Corrections in the open: the published figures that corrections and cancellations changed. Short
 * caching even for past days: a past day is exactly what a correction changes.
 */
export const correctionEndpoints = endpointArea('corrections', {
  GetDuzeltmeler: endpoint({
    ...PUBLIC_TODAY,
    paths: bulletinPaths('GetDuzeltmeler/{date}'),
    params: z.object({ date: pathDate }),
    response: z.array(correctionRowSchema),
  }),
  GetKalemDuzeltmeleri: endpoint({
    ...PUBLIC_TODAY,
    paths: bulletinPaths('GetKalemDuzeltmeleri/{itemId}/{from}/{to}'),
    params: itemRangeParams,
    response: z.array(correctionRowSchema),
  }),
});
