import { z } from 'zod';
import { okResponseSchema } from '../contract/auth.js';
import {
  basisBoardSchema,
  basisHistorySchema,
  basisMappingRequestSchema,
  basisMappingsSchema,
} from '../contract/basis.js';
import { CONTENT_STAFF } from './access.js';
import { API_PREFIX, bulletinPaths, endpoint, endpointArea } from './endpoint.js';
import { itemRangeParams, queryDate } from './fields.js';

const BAZ = `${API_PREFIX}/Baz`;

/**
 * The basis board: the exchange's class averages against TÜRİB's reference prices. Not cached: a staff
 * edit of the mapping changes past answers too.
 */
export const basisEndpoints = endpointArea('basis', {
  GetBazTablosu: endpoint({
    method: 'GET',
    paths: bulletinPaths('GetBazTablosu'),
    query: z.object({
      Tarih: queryDate('The day (default the latest trading day of a mapped class)'),
    }),
    response: basisBoardSchema,
    access: 'public',
  }),
  GetBazGecmisi: endpoint({
    method: 'GET',
    paths: bulletinPaths('GetBazGecmisi/{itemId}/{from}/{to}'),
    params: itemRangeParams,
    response: basisHistorySchema,
    access: 'public',
  }),
  BazEslesmeleri: endpoint({
    method: 'GET',
    paths: [`${BAZ}/Eslesmeler`],
    response: basisMappingsSchema,
    access: CONTENT_STAFF,
  }),
  BazEslesmeKaydet: endpoint({
    method: 'POST',
    paths: [`${BAZ}/Eslesme`],
    body: basisMappingRequestSchema,
    response: okResponseSchema,
    access: CONTENT_STAFF,
  }),
});
