import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { LIVE_REQUEST } from './live-request';
import { MAIN_CARDS_KEY } from './use-main-cards';

/** GetOnlineBultenAnaKartCH: a card per live-animal group and class. */
export function useMainCardsCh() {
  const { http, language } = useServices();
  return useQuery({
    queryKey: [...MAIN_CARDS_KEY, 'live-animals', language],
    queryFn: () => http.call('market.GetOnlineBultenAnaKartCH', {}, LIVE_REQUEST),
  });
}
