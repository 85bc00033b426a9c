import { marketEndpoints } from '@bulten/core';
import { type LatestTradesFilter, useTradesList } from './use-latest-trades';

/** GetOnlineBultenSonIslemlerCH: active live-animal registrations, newest first; `enabled` false skips it. */
export function useLatestTradesCh(filter: LatestTradesFilter = {}, enabled = true) {
  return useTradesList(marketEndpoints.GetOnlineBultenSonIslemlerCH, 'live-animals', filter, enabled);
}
