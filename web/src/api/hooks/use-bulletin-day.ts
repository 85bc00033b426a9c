import { bulletinDetailChSchema, bulletinDetailSchema } from '@bulten/core';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';

const BULLETIN = 'CMS/OnlineKullaniciBulten';

/** Query key prefix of every bulletin day view (invalidated by live events). */
export const BULLETIN_DAY_KEY = ['bulletin', 'day'] as const;

/** GetGunlukBultenDetay/{date}: a day's crops bulletin with previous / next trading days. */
export function useBulletinDetail(date: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...BULLETIN_DAY_KEY, 'crops', date],
    queryFn: ({ signal }) =>
      http.get(`${BULLETIN}/GetGunlukBultenDetay/${date}`, bulletinDetailSchema, { signal }),
  });
}

/** GetGunlukBultenDetayCH/{date}: a day's live-animal bulletin with previous / next trading days. */
export function useBulletinDetailCh(date: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...BULLETIN_DAY_KEY, 'animals', date],
    queryFn: ({ signal }) =>
      http.get(`${BULLETIN}/GetGunlukBultenDetayCH/${date}`, bulletinDetailChSchema, { signal }),
  });
}
