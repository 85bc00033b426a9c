import { z } from 'zod';
import {
  kvkkCheckSchema,
  kvkkConsentRequestSchema,
  kvkkConsentSchema,
  kvkkTextSchema,
} from '../contract/kvkk.js';
import { createdIdSchema, kvkkPublishSchema } from '../contract/staff.js';
import { CONTENT_STAFF, PEOPLE } from './access.js';
import { API_PREFIX, endpoint, endpointArea } from './endpoint.js';

/** Prefix of the KVKK endpoints. */
export const KVKK_PREFIX = `${API_PREFIX}/KVKK/KvkkMaster`;

/** KVKK (personal data protection) texts and consents. */
export const kvkkEndpoints = endpointArea('kvkk', {
  /** Only for yourself; admins for anyone. */
  OnaysizKontrol: endpoint({
    method: 'GET',
    paths: [`${KVKK_PREFIX}/OnaysizKontrol/{userId}`],
    params: z.object({ userId: z.string() }),
    response: kvkkCheckSchema,
    access: 'signed-in',
  }),
  GetLastKvkk: endpoint({
    method: 'GET',
    paths: [`${KVKK_PREFIX}/GetLastKvkk`],
    response: z.array(kvkkTextSchema),
    access: 'public',
  }),
  Create: endpoint({
    method: 'POST',
    paths: [`${KVKK_PREFIX}/Create`],
    body: kvkkConsentRequestSchema,
    response: kvkkConsentSchema,
    access: PEOPLE,
  }),
  Publish: endpoint({
    method: 'POST',
    paths: [`${KVKK_PREFIX}/Publish`],
    body: kvkkPublishSchema,
    response: createdIdSchema,
    access: CONTENT_STAFF,
  }),
});
