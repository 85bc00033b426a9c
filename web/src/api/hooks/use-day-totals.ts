import { LIVE_REQUEST, useEndpoint } from './use-endpoint';

/** Query key prefix of `GetToplamIslemler` (invalidated by `trade` and `cancel` live events). */
export const DAY_TOTALS_KEY = ['bulletin', 'day-totals'] as const;

/** GetToplamIslemler/{date}: the day's totals (a one-element list; [] without trading); skipped without a date. */
export function useDayTotals(date: string | null | undefined) {
  return useEndpoint(
    'market.GetToplamIslemler',
    [...DAY_TOTALS_KEY, date],
    { params: { date: date ?? '' } },
    {
      call: LIVE_REQUEST,
      enabled: Boolean(date),
    },
  );
}
