import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { LIVE_REQUEST } from './live-request';

/** Query key prefix of `GetToplamIslemler` (invalidated by `trade` and `cancel` live events). */
export const DAY_TOTALS_KEY = ['bulletin', 'day-totals'] as const;

/** GetToplamIslemler/{date}: the day's totals (a one-element list; [] without trading); skipped without a date. */
export function useDayTotals(date: string | null | undefined) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...DAY_TOTALS_KEY, date],
    queryFn: () => http.call('market.GetToplamIslemler', { params: { date: date! } }, LIVE_REQUEST),
    enabled: Boolean(date),
  });
}
