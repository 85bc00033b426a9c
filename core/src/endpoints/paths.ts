import type { bulletinEndpoints } from './bulletin.endpoints.js';
import type { historyEndpoints } from './history.endpoints.js';
import { BULLETIN_PREFIXES, type EndpointPath, type UrlEndpoint } from './url.js';

// The documented paths of the few endpoints the public pages link to (downloads), without zod: a page builds
// those links before the contract is loaded. `paths.test.ts` holds every entry equal to the endpoint table.

function entry<E extends UrlEndpoint>(name: E['name'], method: string): EndpointPath<E> {
  return { name, paths: [`${BULLETIN_PREFIXES[0]}/${method}`] };
}

type Bulletin = typeof bulletinEndpoints;
type History = typeof historyEndpoints;

/** Name and documented path of the endpoints the public pages' download links use, by the endpoint's name. */
export const ENDPOINT_PATHS = {
  'bulletin.GetGunlukBultenDetay': entry<Bulletin['GetGunlukBultenDetay']>(
    'bulletin.GetGunlukBultenDetay',
    'GetGunlukBultenDetay/{date}',
  ),
  'bulletin.GetGunlukBultenDetayCH': entry<Bulletin['GetGunlukBultenDetayCH']>(
    'bulletin.GetGunlukBultenDetayCH',
    'GetGunlukBultenDetayCH/{date}',
  ),
  'history.GetOnlineBultenFiyatArsiv': entry<History['GetOnlineBultenFiyatArsiv']>(
    'history.GetOnlineBultenFiyatArsiv',
    'GetOnlineBultenFiyatArsiv/{itemId}/{from}/{to}/{channel}',
  ),
} as const;
