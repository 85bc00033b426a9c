import { addDays, istanbulDate } from '@bulten/core';
import { useHallSessions } from '../../api/hooks/use-hall-sales';
import { useSearchParams } from '../../routing/router';
import { dateParam, withParam } from '../../routing/search-params';

/**
 * The hall date of a screen: `?tarih=` when given, else the latest hall session of the last 31 days
 * (today when there is none); null while that is still loading.
 */
export function useHallDate(): [string | null, (date: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = dateParam(params);
  const today = istanbulDate(new Date());
  const sessions = useHallSessions(addDays(today, -31), today);
  const set = (date: string) => setParams(withParam(params, 'tarih', date));
  if (asked) return [asked, set];
  if (sessions.isPending) return [null, set];
  return [sessions.data?.[0]?.Tarih ?? today, set];
}
