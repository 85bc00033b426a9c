import { alertEndpoints } from './alerts.endpoints.js';
import { authEndpoints, userEndpoints } from './auth.endpoints.js';
import { basisEndpoints } from './basis.endpoints.js';
import { bulletinEndpoints } from './bulletin.endpoints.js';
import { catalogueEndpoints, catalogueNameEndpoints } from './catalogue.endpoints.js';
import { cmsEndpoints } from './cms.endpoints.js';
import { correctionEndpoints } from './corrections.endpoints.js';
import type { AnyEndpoint } from './endpoint.js';
import { historyEndpoints } from './history.endpoints.js';
import { kvkkEndpoints } from './kvkk.endpoints.js';
import { lotEndpoints } from './lot.endpoints.js';
import { marketEndpoints } from './market.endpoints.js';
import { memberEndpoints } from './member.endpoints.js';
import { openDataEndpoints } from './open-data.endpoints.js';
import { peerEndpoints } from './peers.endpoints.js';
import { registrationDeskEndpoints } from './registration-desk.endpoints.js';
import { reportEndpoints } from './report.endpoints.js';
import { staffEndpoints } from './staff.endpoints.js';
import { staffDeskEndpoints } from './staff-desk.endpoints.js';
import { systemEndpoints } from './system.endpoints.js';

export * from './access.js';
export * from './alerts.endpoints.js';
export * from './auth.endpoints.js';
export * from './basis.endpoints.js';
export * from './bulletin.endpoints.js';
export * from './catalogue.endpoints.js';
export * from './cms.endpoints.js';
export * from './corrections.endpoints.js';
export * from './endpoint.js';
export * from './fields.js';
export * from './history.endpoints.js';
export * from './kvkk.endpoints.js';
export * from './lot.endpoints.js';
export * from './market.endpoints.js';
export * from './member.endpoints.js';
export * from './open-data.endpoints.js';
export * from './peers.endpoints.js';
export * from './registration-desk.endpoints.js';
export * from './report.endpoints.js';
export * from './staff.endpoints.js';
export * from './staff-desk.endpoints.js';
export * from './system.endpoints.js';

/** Every endpoint of the API, area by area. */
export const ENDPOINTS: readonly AnyEndpoint[] = [
  systemEndpoints,
  authEndpoints,
  userEndpoints,
  kvkkEndpoints,
  catalogueEndpoints,
  catalogueNameEndpoints,
  bulletinEndpoints,
  marketEndpoints,
  historyEndpoints,
  reportEndpoints,
  memberEndpoints,
  cmsEndpoints,
  staffEndpoints,
  registrationDeskEndpoints,
  lotEndpoints,
  basisEndpoints,
  alertEndpoints,
  staffDeskEndpoints,
  correctionEndpoints,
  peerEndpoints,
  openDataEndpoints,
].flatMap((area) => Object.values<AnyEndpoint>(area));
