import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';

/** Query key prefix of a product's history (invalidated by live events). */
export const HISTORY_KEY = ['bulletin', 'history'] as const;

/** A catalogue node and a date range (`YYYY-MM-DD`, both included). */
export interface HistoryWindow {
  itemId: number;
  from: string;
  to: string;
}

/** GetBultenGrafikFiyatTarihli[CH]: one chart point per trading day. */
export function usePriceSeries(w: HistoryWindow, liveAnimal: boolean) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...HISTORY_KEY, 'series', liveAnimal, w],
    queryFn: ({ signal }) =>
      liveAnimal
        ? http.call('history.GetBultenGrafikFiyatTarihliCH', { params: w }, { signal })
        : http.call('history.GetBultenGrafikFiyatTarihli', { params: w }, { signal }),
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
        ? http.call('history.GetBultenGrafikFiyatTarihliGecmisYillarCH', { params: w }, { signal })
        : http.call('history.GetBultenGrafikFiyatTarihliGecmisYillar', { params: w }, { signal }),
    enabled,
  });
}

/** GetBultenGecmisIslemFiyatTarihli: the node's name and the window's totals and change ([] without trades). */
export function usePeriodSummary(w: HistoryWindow) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...HISTORY_KEY, 'summary', w],
    queryFn: ({ signal }) => http.call('history.GetBultenGecmisIslemFiyatTarihli', { params: w }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GetBultenIslemUrunListesiTarihli: one row per trading day and product. */
export function useProductDays(w: HistoryWindow) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...HISTORY_KEY, 'days', w],
    queryFn: ({ signal }) => http.call('history.GetBultenIslemUrunListesiTarihli', { params: w }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GetUrunFiyatDetayWithAnalizler: a product's hall lots with their lab analyses. */
export function useHallLots(w: HistoryWindow, enabled = true) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...HISTORY_KEY, 'lots', w],
    queryFn: ({ signal }) =>
      http.call(
        'history.GetUrunFiyatDetayWithAnalizler',
        { params: { productId: w.itemId, from: w.from, to: w.to } },
        { signal },
      ),
    enabled,
  });
}
