import { useEndpoint } from './use-endpoint';

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
  const endpoint = liveAnimal
    ? 'history.GetBultenGrafikFiyatTarihliCH'
    : 'history.GetBultenGrafikFiyatTarihli';
  return useEndpoint(
    endpoint,
    [...HISTORY_KEY, 'series', liveAnimal, w],
    { params: w },
    { keepPrevious: true },
  );
}

/** GetBultenGrafikFiyatTarihliGecmisYillar[CH]: the same window in earlier years (dates moved forward). */
export function usePastYears(w: HistoryWindow, liveAnimal: boolean, enabled: boolean) {
  const endpoint = liveAnimal
    ? 'history.GetBultenGrafikFiyatTarihliGecmisYillarCH'
    : 'history.GetBultenGrafikFiyatTarihliGecmisYillar';
  return useEndpoint(endpoint, [...HISTORY_KEY, 'pastYears', liveAnimal, w], { params: w }, { enabled });
}

/** GetBultenGecmisIslemFiyatTarihli: the node's name and the window's totals and change ([] without trades). */
export function usePeriodSummary(w: HistoryWindow) {
  const key = [...HISTORY_KEY, 'summary', w];
  return useEndpoint('history.GetBultenGecmisIslemFiyatTarihli', key, { params: w }, { keepPrevious: true });
}

/** GetBultenIslemUrunListesiTarihli: one row per trading day and product. */
export function useProductDays(w: HistoryWindow) {
  const key = [...HISTORY_KEY, 'days', w];
  return useEndpoint('history.GetBultenIslemUrunListesiTarihli', key, { params: w }, { keepPrevious: true });
}

/** GetUrunFiyatDetayWithAnalizler: a product's hall lots with their lab analyses. */
export function useHallLots(w: HistoryWindow, enabled = true) {
  const params = { productId: w.itemId, from: w.from, to: w.to };
  return useEndpoint(
    'history.GetUrunFiyatDetayWithAnalizler',
    [...HISTORY_KEY, 'lots', w],
    { params },
    { enabled },
  );
}
