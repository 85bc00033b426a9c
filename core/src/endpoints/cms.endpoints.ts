import { z } from 'zod';
import { okResponseSchema } from '../contract/auth.js';
import {
  cmsValueSchema,
  cmsValueUpdateSchema,
  cmsValueVersionSchema,
  galleryAdminPageSchema,
  galleryFilterSchema,
  galleryItemInputSchema,
  galleryPageSchema,
  moduleOptionSchema,
  moduleOptionUpdateSchema,
} from '../contract/cms.js';
import { createdIdSchema } from '../contract/staff.js';
import { CONTENT_STAFF } from './access.js';
import { API_PREFIX, endpoint, endpointArea } from './endpoint.js';

/** Prefix of the content-management endpoints. */
export const CMS_PREFIX = `${API_PREFIX}/CMS`;

const galleryIdParams = z.object({ id: z.string().describe('Gallery item id') });
const edit = { method: 'POST', access: CONTENT_STAFF } as const;

/** Content management: module options, content values, the gallery (public reads, staff edits). */
export const cmsEndpoints = endpointArea('cms', {
  GetModulOptions: endpoint({
    method: 'GET',
    paths: [`${CMS_PREFIX}/Option/GetModulOptions`],
    deprecatedPaths: [`${CMS_PREFIX}/GetModulOptions`],
    response: z.array(moduleOptionSchema),
    access: 'public',
  }),
  GetValues: endpoint({
    method: 'GET',
    paths: [`${CMS_PREFIX}/Values/GetValues/{module}/{key}`],
    deprecatedPaths: [`${CMS_PREFIX}/GetValues/{module}/{key}`],
    params: z.object({ module: z.string().max(50), key: z.string().max(50) }),
    response: cmsValueSchema,
    access: 'public',
  }),
  GaleriGetWithFilterInfo: endpoint({
    method: 'POST',
    paths: [`${CMS_PREFIX}/Galeri/GetWithFilterInfo`],
    body: galleryFilterSchema,
    response: galleryPageSchema,
    access: 'public',
  }),
  GaleriGetAllWithFilterInfo: endpoint({
    ...edit,
    paths: [`${CMS_PREFIX}/Galeri/GetAllWithFilterInfo`],
    body: galleryFilterSchema,
    response: galleryAdminPageSchema,
  }),
  GaleriCreate: endpoint({
    ...edit,
    paths: [`${CMS_PREFIX}/Galeri/Create`],
    body: galleryItemInputSchema,
    response: createdIdSchema,
  }),
  GaleriUpdate: endpoint({
    ...edit,
    paths: [`${CMS_PREFIX}/Galeri/Update/{id}`],
    params: galleryIdParams,
    body: galleryItemInputSchema,
    response: okResponseSchema,
  }),
  GaleriDelete: endpoint({
    ...edit,
    paths: [`${CMS_PREFIX}/Galeri/Delete/{id}`],
    params: galleryIdParams,
    response: okResponseSchema,
  }),
  SetValue: endpoint({
    ...edit,
    paths: [`${CMS_PREFIX}/SetValue`],
    body: cmsValueUpdateSchema,
    response: cmsValueVersionSchema,
  }),
  SetModulOption: endpoint({
    ...edit,
    paths: [`${CMS_PREFIX}/SetModulOption`],
    body: moduleOptionUpdateSchema,
    response: moduleOptionSchema,
  }),
});
