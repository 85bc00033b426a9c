import { LIVE_REQUEST, useEndpoint } from './use-endpoint';

/** Query key of `GetSeansDurumu` (invalidated by `session` and `trade` live events). */
export const SESSION_STATUS_KEY = ['bulletin', 'session-status'] as const;

/** GetSeansDurumu: today's session (open/closed, preliminary/final, latest trade). */
export function useSessionStatus() {
  return useEndpoint(
    'market.GetSeansDurumu',
    SESSION_STATUS_KEY,
    {},
    {
      call: LIVE_REQUEST,
      refetchInterval: 60_000,
    },
  );
}
