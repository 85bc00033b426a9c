import type { EndpointRequest } from '@bulten/core';
import { useServices } from '../../app/services';
import type { NamedEndpoint } from '../http';
import { LIVE_REQUEST, useEndpoint } from './use-endpoint';

/** Query key prefix of every latest-trades list (invalidated by `trade` and `cancel` live events). */
export const LATEST_TRADES_KEY = ['bulletin', 'latest-trades'] as const;

/** Filters of `GetOnlineBultenSonIslemler` (all optional; times are Istanbul `HH:mm`). */
export interface LatestTradesFilter {
  limit?: number;
  grupId?: number;
  sinifId?: number;
  kanal?: 'SALON' | 'SERBEST' | 'CANLI_HAYVAN';
  tarih?: string;
  baslangic?: string;
  bitis?: string;
}

const FILTER_KEYS = ['limit', 'grupId', 'sinifId', 'kanal', 'tarih', 'baslangic', 'bitis'] as const;

/** The query of a filter: only the set fields, in a stable order (the URL's query and the query key). */
export function latestTradesQuery(filter: LatestTradesFilter): LatestTradesFilter {
  const query: Record<string, string | number> = {};
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value !== undefined && value !== '') query[key] = value;
  }
  return query as LatestTradesFilter;
}

/** GetOnlineBultenSonIslemler: active crop registrations, newest first; `enabled` false skips it. */
export function useLatestTrades(filter: LatestTradesFilter = {}, enabled = true) {
  return useTradesList('market.GetOnlineBultenSonIslemler', 'crops', filter, enabled);
}

/** One latest-trades list (crops or live animals) of a filter, in the request language. */
export function useTradesList<
  N extends 'market.GetOnlineBultenSonIslemler' | 'market.GetOnlineBultenSonIslemlerCH',
>(endpoint: N, kind: 'crops' | 'live-animals', filter: LatestTradesFilter, enabled: boolean) {
  const { language } = useServices();
  const query = latestTradesQuery(filter);
  const key = [...LATEST_TRADES_KEY, kind, language, query];
  return useEndpoint(endpoint, key, { query } as EndpointRequest<NamedEndpoint<N>>, {
    call: LIVE_REQUEST,
    keepPrevious: true,
    enabled,
  });
}
