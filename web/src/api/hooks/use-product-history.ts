import {
  hallLotWithAnalysesSchema,
  pastYearSeriesChSchema,
  pastYearSeriesSchema,
  periodSummarySchema,
  pricePointChSchema,
  pricePointSchema,
  productDayRowSchema,
} from '@bulten/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';

const BULLETIN = 'CMS/OnlineKullaniciBulten';

/** Query key prefix of a product's history (invalidated by live events). */
export const HISTORY_KEY = ['bulletin', 'history'] as const;

/** A catalogue node and a date range (`YYYY-MM-DD`, both included). */
export interface HistoryWindow {
  itemId: number;
  from: string;
  to: string;
}

function path(endpoint: string, w: HistoryWindow): string {
  return `${BULLETIN}/${endpoint}/${w.itemId}/${w.from}/${w.to}`;
}

/** GetBultenGrafikFiyatTarihli[CH]: one chart point per trading day. */
export function usePriceSeries(w: HistoryWindow, liveAnimal: boolean) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...HISTORY_KEY, 'series', liveAnimal, w],
    queryFn: ({ signal }) =>
      liveAnimal
        ? http.get(path('GetBultenGrafikFiyatTarihliCH', w), pricePointChSchema.array(), { signal })
        : http.get(path('GetBultenGrafikFiyatTarihli', w), pricePointSchema.array(), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GetBultenGrafikFiyatTarihliGecmisYillar[CH]: the same window in earlier years (dates moved forward). */
export function usePastYears(w: HistoryWindow, liveAnimal: boolean, enabled: boolean) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...HISTORY_KEY, 'pastYears', liveAnimal, w],
    queryFn: ({ signal }) =>
      liveAnimal
        ? http.get(path('GetBultenGrafikFiyatTarihliGecmisYillarCH', w), pastYearSeriesChSchema.array(), {
            signal,
          })
        : http.get(path('GetBultenGrafikFiyatTarihliGecmisYillar', w), pastYearSeriesSchema.array(), {
            signal,
          }),
    enabled,
  });
}

/** GetBultenGecmisIslemFiyatTarihli: the node's name and the window's totals and change ([] without trades). */
export function usePeriodSummary(w: HistoryWindow) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...HISTORY_KEY, 'summary', w],
    queryFn: ({ signal }) =>
      http.get(path('GetBultenGecmisIslemFiyatTarihli', w), periodSummarySchema.array(), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GetBultenIslemUrunListesiTarihli: one row per trading day and product. */
export function useProductDays(w: HistoryWindow) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...HISTORY_KEY, 'days', w],
    queryFn: ({ signal }) =>
      http.get(path('GetBultenIslemUrunListesiTarihli', w), productDayRowSchema.array(), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GetUrunFiyatDetayWithAnalizler: a product's hall lots with their lab analyses. */
export function useHallLots(w: HistoryWindow, enabled = true) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...HISTORY_KEY, 'lots', w],
    queryFn: ({ signal }) =>
      http.get(path('GetUrunFiyatDetayWithAnalizler', w), hallLotWithAnalysesSchema.array(), { signal }),
    enabled,
  });
}
