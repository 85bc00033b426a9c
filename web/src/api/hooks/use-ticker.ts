import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { getTickerColor, getTickerText } from '../cms-api';
import type { HttpClient } from '../http';
import { SHELL_QUERY } from './query-meta';

/** Polling fallback of the ticker when the live stream is down. */
export const TICKER_POLL_MS = 60_000;

/** Query key of everything the ticker shows (invalidated by `ticker` live events). */
export const TICKER_KEY = ['ticker'] as const;

/** GetKayanYazi, polled as a fallback to the live stream. */
export function useTickerText() {
  return useTickerPart('text', getTickerText);
}

/** GetKayanYaziRenkKodu, polled as a fallback to the live stream. */
export function useTickerColor() {
  return useTickerPart('color', getTickerColor);
}

// A shell query of the first load: its cms-api call, not `useEndpoint` (whose chunk the first load would fetch).
function useTickerPart<T>(part: 'text' | 'color', read: (http: HttpClient) => Promise<T>) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...TICKER_KEY, part],
    queryFn: () => read(http),
    refetchInterval: TICKER_POLL_MS,
    meta: SHELL_QUERY,
  });
}
