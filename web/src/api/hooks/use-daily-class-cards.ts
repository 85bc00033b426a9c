import { useServices } from '../../app/services';
import { LIVE_REQUEST, useEndpoint } from './use-endpoint';

/** Query key of `GetOnlineGunlukKartlar` (invalidated by live events). */
export const DAILY_CLASS_CARDS_KEY = ['bulletin', 'daily-class-cards'] as const;

/** GetOnlineGunlukKartlar: every class on the latest trading day, with its change. */
export function useDailyClassCards() {
  const { language } = useServices();
  const key = [...DAILY_CLASS_CARDS_KEY, language];
  return useEndpoint('bulletin.GetOnlineGunlukKartlar', key, {}, { call: LIVE_REQUEST });
}
