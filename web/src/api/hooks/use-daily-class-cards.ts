import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { LIVE_REQUEST } from './live-request';

/** Query key of `GetOnlineGunlukKartlar` (invalidated by live events). */
export const DAILY_CLASS_CARDS_KEY = ['bulletin', 'daily-class-cards'] as const;

/** GetOnlineGunlukKartlar: every class on the latest trading day, with its change. */
export function useDailyClassCards() {
  const { http, language } = useServices();
  return useQuery({
    queryKey: [...DAILY_CLASS_CARDS_KEY, language],
    queryFn: () => http.call('bulletin.GetOnlineGunlukKartlar', {}, LIVE_REQUEST),
  });
}
