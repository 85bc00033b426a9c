import { bulletinEndpoints } from '@bulten/core';
import { endpointUrl } from '@bulten/core/plain';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { LIVE_REQUEST } from './live-request';

/** Query key prefix of every bulletin day view (invalidated by live events). */
export const BULLETIN_DAY_KEY = ['bulletin', 'day'] as const;

/** The path of a day's bulletin (crops, or live animals), e.g. with `format: 'pdf'` for the A4 bulletin. */
export function dayBulletinPath(date: string, liveAnimal: boolean, format?: 'pdf'): string {
  const endpoint = liveAnimal
    ? bulletinEndpoints.GetGunlukBultenDetayCH
    : bulletinEndpoints.GetGunlukBultenDetay;
  return endpointUrl(endpoint, { date }, { format });
}

/** GetGunlukBultenDetay/{date}: a day's crops bulletin with previous / next trading days. */
export function useBulletinDetail(date: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...BULLETIN_DAY_KEY, 'crops', date],
    queryFn: ({ signal }) =>
      http.call('bulletin.GetGunlukBultenDetay', { params: { date } }, { ...LIVE_REQUEST, signal }),
  });
}

/** GetGunlukBultenDetayCH/{date}: a day's live-animal bulletin with previous / next trading days. */
export function useBulletinDetailCh(date: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...BULLETIN_DAY_KEY, 'animals', date],
    queryFn: ({ signal }) =>
      http.call('bulletin.GetGunlukBultenDetayCH', { params: { date } }, { ...LIVE_REQUEST, signal }),
  });
}
