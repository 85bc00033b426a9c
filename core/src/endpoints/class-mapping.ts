import type { z } from 'zod';
import { okResponseSchema } from '../contract/auth.js';
import { type EndpointAccess, endpoint } from './endpoint.js';

/**
 * The two endpoints of a staff class mapping under `prefix` (the basis board's and the peers'): the whole
 * mapping read at `/Eslesmeler`, one class's mapping saved at `/Eslesme`, both for `access`.
 */
export function classMappingEndpoints<
  Mappings extends z.ZodType,
  Request extends z.ZodType,
  const Access extends EndpointAccess,
>(prefix: string, mappings: Mappings, request: Request, access: Access) {
  return {
    read: endpoint({ method: 'GET', paths: [`${prefix}/Eslesmeler`], response: mappings, access }),
    save: endpoint({
      method: 'POST',
      paths: [`${prefix}/Eslesme`],
      body: request,
      response: okResponseSchema,
      access,
    }),
  };
}
