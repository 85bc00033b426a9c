import { z } from 'zod';
import { okResponseSchema } from '../contract/auth.js';
import {
  peerCreatedSchema,
  peerIdSchema,
  peerMappingRequestSchema,
  peerMappingsSchema,
  peerReadResultSchema,
  peerRequestSchema,
  peerStatusSchema,
  peerUpdateSchema,
  regionalBoardSchema,
  regionalHistorySchema,
} from '../contract/peers.js';
import { CONTENT_STAFF, REGISTRATION_STAFF } from './access.js';
import { classMappingEndpoints } from './class-mapping.js';
import { API_PREFIX, bulletinPaths, endpoint, endpointArea } from './endpoint.js';
import { itemRangeParams, PUBLIC_UNCACHED, pathDate, pathId } from './fields.js';

const PEERS = `${API_PREFIX}/KomsuBorsa`;
const mapping = classMappingEndpoints(
  PEERS,
  peerMappingsSchema,
  peerMappingRequestSchema,
  REGISTRATION_STAFF,
);

/**
 * Peers: the regional board (our classes beside neighbouring exchanges' figures, read from their public
 * bulletins), and the staff's list of peers and class mapping. The board is not cached: a peer's figures
 * of a past day may arrive later (a backfill), and staff mapping changes past answers too.
 */
export const peerEndpoints = endpointArea('peers', {
  GetBolgeTablosu: endpoint({
    ...PUBLIC_UNCACHED,
    paths: bulletinPaths('GetBolgeTablosu/{date}'),
    params: z.object({ date: pathDate }),
    query: z.object({
      kalem: pathId('Group, class or product').optional().describe('Only the classes of this catalogue node'),
    }),
    response: regionalBoardSchema,
  }),
  GetBolgeGecmisi: endpoint({
    ...PUBLIC_UNCACHED,
    paths: bulletinPaths('GetBolgeGecmisi/{itemId}/{from}/{to}'),
    params: itemRangeParams,
    response: regionalHistorySchema,
  }),
  KomsuListe: endpoint({
    method: 'GET',
    paths: [`${PEERS}/Liste`],
    response: z.array(peerStatusSchema),
    access: REGISTRATION_STAFF,
  }),
  KomsuEkle: endpoint({
    method: 'POST',
    paths: [`${PEERS}/Ekle`],
    body: peerRequestSchema,
    response: peerCreatedSchema,
    access: CONTENT_STAFF,
  }),
  KomsuGuncelle: endpoint({
    method: 'POST',
    paths: [`${PEERS}/Guncelle`],
    body: peerUpdateSchema,
    response: okResponseSchema,
    access: CONTENT_STAFF,
  }),
  KomsuSil: endpoint({
    method: 'POST',
    paths: [`${PEERS}/Sil`],
    body: peerIdSchema,
    response: okResponseSchema,
    access: CONTENT_STAFF,
  }),
  KomsuOku: endpoint({
    method: 'POST',
    paths: [`${PEERS}/Oku`],
    body: peerIdSchema,
    response: peerReadResultSchema,
    access: REGISTRATION_STAFF,
  }),
  KomsuEslesmeler: mapping.read,
  KomsuEslesmeKaydet: mapping.save,
});
