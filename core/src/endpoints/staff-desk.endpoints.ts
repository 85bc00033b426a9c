import { z } from 'zod';
import {
  importCheckSchema,
  kvkkVersionSchema,
  registrationListPageSchema,
  registrationListQuerySchema,
  registrationPreviewRequestSchema,
  registrationPreviewSchema,
} from '../contract/staff-desk.js';
import { CONTENT_STAFF, REGISTRATION_STAFF } from './access.js';
import { API_PREFIX, endpoint, endpointArea } from './endpoint.js';

const TESCIL = `${API_PREFIX}/Tescil`;
const csvCheck = {
  method: 'POST',
  body: z.string().describe('The CSV file'),
  bodyType: 'text/csv',
  response: importCheckSchema,
  access: REGISTRATION_STAFF,
} as const;

/** What the staff console reads besides the staff writes: registration list, previews, import checks, KVKK versions. */
export const staffDeskEndpoints = endpointArea('staffDesk', {
  TescilList: endpoint({
    method: 'GET',
    paths: [`${TESCIL}/List`],
    query: registrationListQuerySchema,
    response: registrationListPageSchema,
    access: REGISTRATION_STAFF,
  }),
  TescilPreview: endpoint({
    method: 'POST',
    paths: [`${TESCIL}/Preview/{no}`],
    params: z.object({ no: z.string().min(1).max(50).describe('Registration number (TescilNo)') }),
    body: registrationPreviewRequestSchema,
    response: registrationPreviewSchema,
    access: REGISTRATION_STAFF,
  }),
  TescilImportCheck: endpoint({ ...csvCheck, paths: [`${TESCIL}/Import/Check`] }),
  KatalogImportCheck: endpoint({ ...csvCheck, paths: [`${API_PREFIX}/Katalog/Import/Check`] }),
  KvkkVersions: endpoint({
    method: 'GET',
    paths: [`${API_PREFIX}/KVKK/KvkkMaster/Versions`],
    response: z.array(kvkkVersionSchema),
    access: CONTENT_STAFF,
  }),
});
