import { z } from 'zod';
import {
  basisBoardSchema,
  basisHistorySchema,
  basisMappingRequestSchema,
  basisMappingsSchema,
} from '../contract/basis.js';
import { CONTENT_STAFF } from './access.js';
import { classMappingEndpoints } from './class-mapping.js';
import { API_PREFIX, bulletinPaths, endpoint, endpointArea } from './endpoint.js';
import { itemRangeParams, PUBLIC_UNCACHED, queryDate } from './fields.js';

const BAZ = `${API_PREFIX}/Baz`;
const mapping = classMappingEndpoints(BAZ, basisMappingsSchema, basisMappingRequestSchema, CONTENT_STAFF);

/**
 * The basis board: the exchange's class averages against TÜRİB's reference prices. Not cached: a staff
 * edit of the mapping changes past answers too.
 */
export const basisEndpoints = endpointArea('basis', {
  GetBazTablosu: endpoint({
    ...PUBLIC_UNCACHED,
    paths: bulletinPaths('GetBazTablosu'),
    query: z.object({
      Tarih: queryDate('The day (default the latest trading day of a mapped class)'),
    }),
    response: basisBoardSchema,
  }),
  GetBazGecmisi: endpoint({
    ...PUBLIC_UNCACHED,
    paths: bulletinPaths('GetBazGecmisi/{itemId}/{from}/{to}'),
    params: itemRangeParams,
    response: basisHistorySchema,
  }),
  BazEslesmeleri: mapping.read,
  BazEslesmeKaydet: mapping.save,
});
