import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { LIVE_REQUEST } from './live-request';
import { LATEST_TRADES_KEY } from './use-latest-trades';

/** GetOnlineKartIslem: the last active crop trades of the cards, newest first (limit 1..200). */
export function useCardTrades(limit = 200) {
  const { http, language } = useServices();
  return useQuery({
    queryKey: [...LATEST_TRADES_KEY, 'cards', language, limit],
    queryFn: () => http.call('market.GetOnlineKartIslem', { query: { limit } }, LIVE_REQUEST),
  });
}
