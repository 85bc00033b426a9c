import { z } from 'zod';
import { okResponseSchema } from '../contract/auth.js';
import { tickerUpdateSchema } from '../contract/cms.js';
import {
  auditPageSchema,
  auditQuerySchema,
  createdIdSchema,
  importResultSchema,
  userCreateSchema,
  userListItemSchema,
  userSetActiveSchema,
} from '../contract/staff.js';
import { CONTENT_STAFF, REGISTRATION_STAFF, USER_ADMINS } from './access.js';
import { API_PREFIX, endpoint, endpointArea } from './endpoint.js';

const TESCIL = `${API_PREFIX}/Tescil`;
const USERS = `${API_PREFIX}/General/Kullanici`;
/** What every staff CSV upload (import or check) shares: a `text/csv` body posted by registration staff. */
export const CSV_UPLOAD = {
  method: 'POST',
  body: z.string().describe('The CSV file'),
  bodyType: 'text/csv',
  access: REGISTRATION_STAFF,
} as const;
const csvImport = { ...CSV_UPLOAD, response: importResultSchema } as const;

/** Staff endpoints: imports, users, the audit log and the ticker settings (the registration desk: `registrationDeskEndpoints`). */
export const staffEndpoints = endpointArea('staff', {
  TescilImport: endpoint({ ...csvImport, paths: [`${TESCIL}/Import`] }),
  KatalogImport: endpoint({ ...csvImport, paths: [`${API_PREFIX}/Katalog/Import`] }),
  KullaniciCreate: endpoint({
    method: 'POST',
    paths: [`${USERS}/Create`],
    body: userCreateSchema,
    response: createdIdSchema,
    access: USER_ADMINS,
  }),
  /** Admins read the list too (the console shows it to them read only). */
  KullaniciList: endpoint({
    method: 'GET',
    paths: [`${USERS}/List`],
    response: z.array(userListItemSchema),
    access: CONTENT_STAFF,
  }),
  KullaniciSetActive: endpoint({
    method: 'POST',
    paths: [`${USERS}/SetActive`],
    body: userSetActiveSchema,
    response: okResponseSchema,
    access: USER_ADMINS,
  }),
  AuditLog: endpoint({
    method: 'GET',
    paths: [`${API_PREFIX}/General/AuditLog`],
    query: auditQuerySchema,
    response: auditPageSchema,
    access: CONTENT_STAFF,
  }),
  KayanYaziGet: endpoint({
    method: 'GET',
    paths: [`${API_PREFIX}/KayanYazi/Get`],
    response: tickerUpdateSchema,
    access: CONTENT_STAFF,
  }),
  KayanYaziSet: endpoint({
    method: 'POST',
    paths: [`${API_PREFIX}/KayanYazi/Set`],
    body: tickerUpdateSchema,
    response: okResponseSchema,
    access: CONTENT_STAFF,
  }),
});
