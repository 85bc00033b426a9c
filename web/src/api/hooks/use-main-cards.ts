import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { LIVE_REQUEST } from './live-request';

/** Query key prefix of the dashboard cards (crops and live animals; invalidated by live events). */
export const MAIN_CARDS_KEY = ['bulletin', 'main-cards'] as const;

/** GetOnlineBultenAnaKart: a card per crop group and class. */
export function useMainCards() {
  const { http, language } = useServices();
  return useQuery({
    queryKey: [...MAIN_CARDS_KEY, 'crops', language],
    queryFn: () => http.call('market.GetOnlineBultenAnaKart', {}, LIVE_REQUEST),
  });
}
