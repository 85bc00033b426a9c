import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { getTickerColor, getTickerText } from '../cms-api';
import { SHELL_QUERY } from './query-meta';

/** Polling fallback of the ticker when the live stream is down. */
export const TICKER_POLL_MS = 60_000;

/** Query key of everything the ticker shows (invalidated by `ticker` live events). */
export const TICKER_KEY = ['ticker'] as const;

/** GetKayanYazi, polled as a fallback to the live stream. */
export function useTickerText() {
  const { http } = useServices();
  return useQuery({
    queryKey: [...TICKER_KEY, 'text'],
    queryFn: () => getTickerText(http),
    refetchInterval: TICKER_POLL_MS,
    meta: SHELL_QUERY,
  });
}

/** GetKayanYaziRenkKodu, polled as a fallback to the live stream. */
export function useTickerColor() {
  const { http } = useServices();
  return useQuery({
    queryKey: [...TICKER_KEY, 'color'],
    queryFn: () => getTickerColor(http),
    refetchInterval: TICKER_POLL_MS,
    meta: SHELL_QUERY,
  });
}
