import { type LatestTradesFilter, useTradesList } from './use-latest-trades';

/** GetOnlineBultenSonIslemlerCH: active live-animal registrations, newest first; `enabled` false skips it. */
export function useLatestTradesCh(filter: LatestTradesFilter = {}, enabled = true) {
  return useTradesList('market.GetOnlineBultenSonIslemlerCH', 'live-animals', filter, enabled);
}
