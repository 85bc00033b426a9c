import type { CorrectionRow } from '@bulten/core';
import { LIVE_REQUEST, useEndpoint } from './use-endpoint';

/** Query key prefix of every corrections read (invalidated by live events). */
export const CORRECTIONS_KEY = ['corrections'] as const;

/**
 * GetDuzeltmeler/{date}: the day's class figures that corrections and cancellations changed (`select`
 * keeps some of them; keep it stable).
 */
export function useDayCorrections(date: string, select?: (rows: CorrectionRow[]) => CorrectionRow[]) {
  const key = [...CORRECTIONS_KEY, 'day', date];
  return useEndpoint('corrections.GetDuzeltmeler', key, { params: { date } }, { call: LIVE_REQUEST, select });
}

/** GetKalemDuzeltmeleri/{itemId}/{from}/{to}: an item's changed figures over a range. */
export function useItemCorrections(itemId: number, from: string, to: string) {
  const key = [...CORRECTIONS_KEY, 'item', itemId, from, to];
  return useEndpoint(
    'corrections.GetKalemDuzeltmeleri',
    key,
    { params: { itemId, from, to } },
    {
      call: LIVE_REQUEST,
      enabled: itemId > 0,
    },
  );
}
