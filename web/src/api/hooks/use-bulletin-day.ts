import { bulletinEndpoints, type EndpointRequest, endpointUrl } from '@bulten/core';
import { LIVE_REQUEST, useEndpoint } from './use-endpoint';

/** Query key prefix of every bulletin day view (invalidated by live events). */
export const BULLETIN_DAY_KEY = ['bulletin', 'day'] as const;

const b = bulletinEndpoints;

/** The path of a day's bulletin (crops, or live animals), e.g. with `format: 'pdf'` for the A4 bulletin. */
export function dayBulletinPath(date: string, liveAnimal: boolean, format?: 'pdf'): string {
  const endpoint = liveAnimal ? b.GetGunlukBultenDetayCH : b.GetGunlukBultenDetay;
  return endpointUrl(endpoint, { date }, { format });
}

/** GetGunlukBultenDetay/{date}: a day's crops bulletin with previous / next trading days. */
export function useBulletinDetail(date: string) {
  return useDayBulletin(b.GetGunlukBultenDetay, 'crops', date);
}

/** GetGunlukBultenDetayCH/{date}: a day's live-animal bulletin with previous / next trading days. */
export function useBulletinDetailCh(date: string) {
  return useDayBulletin(b.GetGunlukBultenDetayCH, 'animals', date);
}

function useDayBulletin<E extends typeof b.GetGunlukBultenDetay | typeof b.GetGunlukBultenDetayCH>(
  endpoint: E,
  kind: 'crops' | 'animals',
  date: string,
) {
  const request = { params: { date } } as EndpointRequest<E>;
  return useEndpoint(endpoint, [...BULLETIN_DAY_KEY, kind, date], request, { call: LIVE_REQUEST });
}
