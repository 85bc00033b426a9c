import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { LIVE_REQUEST } from './live-request';
import { LATEST_TRADES_KEY, type LatestTradesFilter, latestTradesQuery } from './use-latest-trades';

/** GetOnlineBultenSonIslemlerCH: active live-animal registrations, newest first; `enabled` false skips it. */
export function useLatestTradesCh(filter: LatestTradesFilter = {}, enabled = true) {
  const { http, language } = useServices();
  const query = latestTradesQuery(filter);
  return useQuery({
    queryKey: [...LATEST_TRADES_KEY, 'live-animals', language, query],
    queryFn: () => http.call('market.GetOnlineBultenSonIslemlerCH', { query }, LIVE_REQUEST),
    placeholderData: keepPreviousData,
    enabled,
  });
}
