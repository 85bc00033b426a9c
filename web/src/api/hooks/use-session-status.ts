import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { LIVE_REQUEST } from './live-request';

/** Query key of `GetSeansDurumu` (invalidated by `session` and `trade` live events). */
export const SESSION_STATUS_KEY = ['bulletin', 'session-status'] as const;

/** GetSeansDurumu: today's session (open/closed, preliminary/final, latest trade). */
export function useSessionStatus() {
  const { http } = useServices();
  return useQuery({
    queryKey: SESSION_STATUS_KEY,
    queryFn: () => http.call('market.GetSeansDurumu', {}, LIVE_REQUEST),
    refetchInterval: 60_000,
  });
}
