import { z } from 'zod';
import { okResponseSchema } from '../contract/auth.js';
import {
  classWithProductsSchema,
  groupRowSchema,
  groupWithClassesSchema,
  selectOptionSchema,
} from '../contract/bulletin-catalogue.js';
import { catalogueNameRowSchema, shortNameRequestSchema } from '../contract/catalogue-names.js';
import { REGISTRATION_STAFF } from './access.js';
import { API_PREFIX, bulletinPaths, endpoint, endpointArea } from './endpoint.js';
import { PUBLIC_TODAY, pathId } from './fields.js';

const groupIdParams = z.object({ groupId: pathId('Group') });

/** Catalogue reads of the bulletin: groups, groups with classes, the selector data of a group. */
export const catalogueEndpoints = endpointArea('catalogue', {
  GetUrunGruplari: endpoint({
    ...PUBLIC_TODAY,
    paths: bulletinPaths('GetUrunGruplari'),
    response: z.array(groupRowSchema),
  }),
  GetBultenUrunGruplarGruplar: endpoint({
    ...PUBLIC_TODAY,
    paths: bulletinPaths('GetBultenUrunGruplarGruplar'),
    response: z.array(groupWithClassesSchema),
  }),
  GetBultenGrupSinifUrunSelect: endpoint({
    ...PUBLIC_TODAY,
    paths: bulletinPaths('GetBultenGrupSinifUrunSelect/{groupId}'),
    params: groupIdParams,
    response: z.array(classWithProductsSchema),
  }),
  GetGrupSinifUrunSelectler: endpoint({
    ...PUBLIC_TODAY,
    paths: bulletinPaths('GetGrupSinifUrunSelectler/{groupId}'),
    params: groupIdParams,
    response: z.array(selectOptionSchema),
  }),
});

/** Data staff's edit of the catalogue's short names (operators, who also import the catalogue). */
export const catalogueNameEndpoints = endpointArea('catalogueNames', {
  KatalogAdlari: endpoint({
    method: 'GET',
    paths: [`${API_PREFIX}/Katalog/Adlar`],
    response: z.array(catalogueNameRowSchema),
    access: REGISTRATION_STAFF,
  }),
  KatalogKisaAdKaydet: endpoint({
    method: 'POST',
    paths: [`${API_PREFIX}/Katalog/KisaAd`],
    body: shortNameRequestSchema,
    response: okResponseSchema,
    access: REGISTRATION_STAFF,
  }),
});
