import type { EndpointRequest } from '@bulten/core';
import { ENDPOINT_PATHS, endpointUrl } from '@bulten/core/plain';
import type { NamedEndpoint } from '../http';
import { LIVE_REQUEST, useEndpoint } from './use-endpoint';

/** Query key prefix of every bulletin day view (invalidated by live events). */
export const BULLETIN_DAY_KEY = ['bulletin', 'day'] as const;

/** The path of a day's bulletin (crops, or live animals), e.g. with `format: 'pdf'` for the A4 bulletin. */
export function dayBulletinPath(date: string, liveAnimal: boolean, format?: 'pdf'): string {
  if (liveAnimal) return endpointUrl(ENDPOINT_PATHS['bulletin.GetGunlukBultenDetayCH'], { date }, { format });
  return endpointUrl(ENDPOINT_PATHS['bulletin.GetGunlukBultenDetay'], { date }, { format });
}

/** GetGunlukBultenDetay/{date}: a day's crops bulletin with previous / next trading days. */
export function useBulletinDetail(date: string) {
  return useDayBulletin('bulletin.GetGunlukBultenDetay', 'crops', date);
}

/** GetGunlukBultenDetayCH/{date}: a day's live-animal bulletin with previous / next trading days. */
export function useBulletinDetailCh(date: string) {
  return useDayBulletin('bulletin.GetGunlukBultenDetayCH', 'animals', date);
}

function useDayBulletin<N extends 'bulletin.GetGunlukBultenDetay' | 'bulletin.GetGunlukBultenDetayCH'>(
  endpoint: N,
  kind: 'crops' | 'animals',
  date: string,
) {
  const request = { params: { date } } as EndpointRequest<NamedEndpoint<N>>;
  return useEndpoint(endpoint, [...BULLETIN_DAY_KEY, kind, date], request, { call: LIVE_REQUEST });
}
