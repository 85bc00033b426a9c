import { z } from 'zod';
import {
  classWithProductsSchema,
  groupRowSchema,
  groupWithClassesSchema,
  selectOptionSchema,
} from '../contract/bulletin-catalogue.js';
import { bulletinPaths, endpoint, endpointArea } from './endpoint.js';
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
