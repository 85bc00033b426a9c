import { useServices } from '../../app/services';
import { LIVE_REQUEST, useEndpoint } from './use-endpoint';
import { LATEST_TRADES_KEY } from './use-latest-trades';

/** GetOnlineKartIslem: the last active crop trades of the cards, newest first (limit 1..200). */
export function useCardTrades(limit = 200) {
  const { language } = useServices();
  const key = [...LATEST_TRADES_KEY, 'cards', language, limit];
  return useEndpoint('market.GetOnlineKartIslem', key, { query: { limit } }, { call: LIVE_REQUEST });
}
