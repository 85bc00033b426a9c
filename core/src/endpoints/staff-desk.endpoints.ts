import { z } from 'zod';
import { okResponseSchema } from '../contract/auth.js';
import {
  importCheckSchema,
  kvkkVersionSchema,
  registrationListPageSchema,
  registrationListQuerySchema,
  registrationPreviewRequestSchema,
  registrationPreviewSchema,
  userDetailsSchema,
} from '../contract/staff-desk.js';
import { CONTENT_STAFF, REGISTRATION_STAFF, USER_ADMINS } from './access.js';
import { API_PREFIX, endpoint, endpointArea } from './endpoint.js';
import { CSV_UPLOAD } from './staff.endpoints.js';

const TESCIL = `${API_PREFIX}/Tescil`;
const csvCheck = { ...CSV_UPLOAD, response: importCheckSchema } as const;

/** What the staff console needs besides the staff writes: registration list, previews, import checks, user details, KVKK versions. */
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
  KullaniciSetDetails: endpoint({
    method: 'POST',
    paths: [`${API_PREFIX}/General/Kullanici/SetDetails`],
    body: userDetailsSchema,
    response: okResponseSchema,
    access: USER_ADMINS,
  }),
  KvkkVersions: endpoint({
    method: 'GET',
    paths: [`${API_PREFIX}/KVKK/KvkkMaster/Versions`],
    response: z.array(kvkkVersionSchema),
    access: CONTENT_STAFF,
  }),
});
