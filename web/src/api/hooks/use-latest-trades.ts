import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { LIVE_REQUEST } from './live-request';

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
  const { http, language } = useServices();
  const query = latestTradesQuery(filter);
  return useQuery({
    queryKey: [...LATEST_TRADES_KEY, 'crops', language, query],
    queryFn: () => http.call('market.GetOnlineBultenSonIslemler', { query }, LIVE_REQUEST),
    placeholderData: keepPreviousData,
    enabled,
  });
}
