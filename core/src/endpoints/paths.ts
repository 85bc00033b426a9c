import type { authEndpoints } from './auth.endpoints.js';
import type { bulletinEndpoints } from './bulletin.endpoints.js';
import type { historyEndpoints } from './history.endpoints.js';
import { API_PREFIX, BULLETIN_PREFIXES, type EndpointPath, type UrlEndpoint } from './url.js';

// The documented paths of the few endpoints the web reaches before it loads the contract (the service sign-in
// and the public pages' downloads), without zod. `paths.test.ts` holds every entry equal to the endpoint table.

function entry<E extends UrlEndpoint>(name: E['name'], path: string): EndpointPath<E> {
  return { name, paths: [path] };
}

type Auth = typeof authEndpoints;
type Bulletin = typeof bulletinEndpoints;
type History = typeof historyEndpoints;

const AUTH = `${API_PREFIX}/Authentication/KullaniciGiris`;
const BULLETIN = BULLETIN_PREFIXES[0];

/** Name and documented path of the endpoints the web calls or links to before its contract is loaded. */
export const ENDPOINT_PATHS = {
  'auth.KullaniciGirisYap': entry<Auth['KullaniciGirisYap']>(
    'auth.KullaniciGirisYap',
    `${AUTH}/KullaniciGirisYap`,
  ),
  'auth.OAuthToken': entry<Auth['OAuthToken']>('auth.OAuthToken', `${AUTH}/OAuthToken`),
  'auth.StatuDegistir': entry<Auth['StatuDegistir']>('auth.StatuDegistir', `${AUTH}/StatuDegistir`),
  'bulletin.GetGunlukBultenDetay': entry<Bulletin['GetGunlukBultenDetay']>(
    'bulletin.GetGunlukBultenDetay',
    `${BULLETIN}/GetGunlukBultenDetay/{date}`,
  ),
  'bulletin.GetGunlukBultenDetayCH': entry<Bulletin['GetGunlukBultenDetayCH']>(
    'bulletin.GetGunlukBultenDetayCH',
    `${BULLETIN}/GetGunlukBultenDetayCH/{date}`,
  ),
  'history.GetOnlineBultenFiyatArsiv': entry<History['GetOnlineBultenFiyatArsiv']>(
    'history.GetOnlineBultenFiyatArsiv',
    `${BULLETIN}/GetOnlineBultenFiyatArsiv/{itemId}/{from}/{to}/{channel}`,
  ),
} as const;
