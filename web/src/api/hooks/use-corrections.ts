import type { CorrectionRow } from '@bulten/core';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { LIVE_REQUEST } from './live-request';

/** Query key prefix of every corrections read (invalidated by live events). */
export const CORRECTIONS_KEY = ['corrections'] as const;

/**
 * GetDuzeltmeler/{date}: the day's class figures that corrections and cancellations changed (`select`
 * keeps some of them; keep it stable).
 */
export function useDayCorrections(date: string, select?: (rows: CorrectionRow[]) => CorrectionRow[]) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...CORRECTIONS_KEY, 'day', date],
    select,
    queryFn: ({ signal }) =>
      http.call('corrections.GetDuzeltmeler', { params: { date } }, { ...LIVE_REQUEST, signal }),
  });
}

/** GetKalemDuzeltmeleri/{itemId}/{from}/{to}: an item's changed figures over a range. */
export function useItemCorrections(itemId: number, from: string, to: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...CORRECTIONS_KEY, 'item', itemId, from, to],
    enabled: itemId > 0,
    queryFn: ({ signal }) =>
      http.call(
        'corrections.GetKalemDuzeltmeleri',
        { params: { itemId, from, to } },
        { ...LIVE_REQUEST, signal },
      ),
  });
}
