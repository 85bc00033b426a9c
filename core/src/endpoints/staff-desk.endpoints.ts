import { z } from 'zod';
import { okResponseSchema } from '../contract/auth.js';
import { importCheckSchema, kvkkVersionSchema, userDetailsSchema } from '../contract/staff-desk.js';
import { CONTENT_STAFF, USER_ADMINS } from './access.js';
import { API_PREFIX, endpoint, endpointArea } from './endpoint.js';
import { CSV_UPLOAD } from './staff.endpoints.js';

const TESCIL = `${API_PREFIX}/Tescil`;
const csvCheck = { ...CSV_UPLOAD, response: importCheckSchema } as const;

/** What the staff console needs besides the staff writes: import checks, user details, KVKK versions. */
export const staffDeskEndpoints = endpointArea('staffDesk', {
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
