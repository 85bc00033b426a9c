import { checkCodeSchema, lotLookupRequestSchema, lotLookupSchema } from '../contract/lot-lookup.js';
import { REGISTRATION_STAFF } from './access.js';
import { API_PREFIX, endpoint, endpointArea } from './endpoint.js';
import { registrationNoParams } from './fields.js';

/** The producer's lot lookup (public, by number and check code) and the staff read of a check code. */
export const lotEndpoints = endpointArea('lot', {
  LotSorgula: endpoint({
    method: 'POST',
    paths: [`${API_PREFIX}/LotSorgula`],
    body: lotLookupRequestSchema,
    response: lotLookupSchema,
    access: 'public',
  }),
  TescilKontrolKodu: endpoint({
    method: 'GET',
    paths: [`${API_PREFIX}/Tescil/KontrolKodu/{no}`],
    params: registrationNoParams,
    response: checkCodeSchema,
    access: REGISTRATION_STAFF,
  }),
});
