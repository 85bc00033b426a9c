import {
  cancelRequestSchema,
  registrationRequestSchema,
  registrationResultSchema,
} from '../contract/staff.js';
import {
  registrationListPageSchema,
  registrationListQuerySchema,
  registrationPreviewRequestSchema,
  registrationPreviewSchema,
} from '../contract/staff-desk.js';
import { REGISTRATION_STAFF } from './access.js';
import { API_PREFIX, endpoint, endpointArea } from './endpoint.js';
import { registrationNoParams } from './fields.js';

const TESCIL = `${API_PREFIX}/Tescil`;
const registration = {
  method: 'POST',
  response: registrationResultSchema,
  access: REGISTRATION_STAFF,
} as const;

/**
 * The registration desk (operator and up): the list of registrations, and a registration created, corrected or
 * cancelled, each change previewable first with the body its write takes.
 */
export const registrationDeskEndpoints = endpointArea('registrationDesk', {
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
    params: registrationNoParams,
    body: registrationPreviewRequestSchema,
    response: registrationPreviewSchema,
    access: REGISTRATION_STAFF,
  }),
  TescilCreate: endpoint({ ...registration, paths: [`${TESCIL}/Create`], body: registrationRequestSchema }),
  TescilCorrect: endpoint({
    ...registration,
    paths: [`${TESCIL}/Correct/{no}`],
    params: registrationNoParams,
    body: registrationRequestSchema,
  }),
  TescilCancel: endpoint({
    ...registration,
    paths: [`${TESCIL}/Cancel/{no}`],
    params: registrationNoParams,
    body: cancelRequestSchema,
  }),
});
