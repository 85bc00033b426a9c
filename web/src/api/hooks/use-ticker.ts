import { bulletinEndpoints } from '@bulten/core';
import { LIVE_REQUEST } from './live-request';
import { SHELL_QUERY } from './query-meta';
import { useEndpoint } from './use-endpoint';

/** Polling fallback of the ticker when the live stream is down. */
export const TICKER_POLL_MS = 60_000;

/** Query key of everything the ticker shows (invalidated by `ticker` live events). */
export const TICKER_KEY = ['ticker'] as const;

// Refetched when a live event says it changed: revalidated (ETag) past the browser cache.
const TICKER_QUERY = { call: LIVE_REQUEST, refetchInterval: TICKER_POLL_MS, meta: SHELL_QUERY };

/** GetKayanYazi: the ticker text in the request language, polled as a fallback to the live stream. */
export function useTickerText() {
  return useEndpoint(bulletinEndpoints.GetKayanYazi, [...TICKER_KEY, 'text'], {}, TICKER_QUERY);
}

/** GetKayanYaziRenkKodu: the ticker colour (`#rrggbb`), polled as a fallback to the live stream. */
export function useTickerColor() {
  return useEndpoint(bulletinEndpoints.GetKayanYaziRenkKodu, [...TICKER_KEY, 'color'], {}, TICKER_QUERY);
}
