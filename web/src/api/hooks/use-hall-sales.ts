import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';

/** Query key prefix of the hall-sales screens (invalidated by live events). */
export const HALL_KEY = ['hall'] as const;

/** Rapor/SalonSatisSiniflar/{date}: each class's hall session of a day. */
export function useHallClasses(date: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...HALL_KEY, 'classes', date],
    queryFn: ({ signal }) => http.call('report.SalonSatisSiniflar', { params: { date } }, { signal }),
  });
}

/** Rapor/SalonSatisGunluk/{date}: one card per product sold in the hall, with average analyses. */
export function useHallCards(date: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...HALL_KEY, 'cards', date],
    queryFn: ({ signal }) => http.call('report.SalonSatisGunluk', { params: { date } }, { signal }),
  });
}

/** Rapor/SalonSatisListesi/{from}/{to}: hall sessions of a range, newest first. */
export function useHallSessions(from: string, to: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...HALL_KEY, 'sessions', from, to],
    queryFn: ({ signal }) => http.call('report.SalonSatisListesi', { params: { from, to } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Rapor/SalonSatisSecimler: hall groups, classes and products (flat, with parent ids). */
export function useHallSelectors() {
  const { http } = useServices();
  return useQuery({
    queryKey: [...HALL_KEY, 'selectors'],
    queryFn: ({ signal }) => http.call('report.SalonSatisSecimler', {}, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** GetGelenGunlukUrunler/{date}: products arriving at the hall that day. */
export function useArrivals(date: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...HALL_KEY, 'arrivals', date],
    queryFn: ({ signal }) => http.call('bulletin.GetGelenGunlukUrunler', { params: { date } }, { signal }),
  });
}

/** GetUrunFiyatDetayWithAnalizler of several nodes over one date range (e.g. every hall group of a day). */
export function useHallLotsOf(itemIds: readonly number[], from: string, to: string) {
  const { http } = useServices();
  return useQueries({
    queries: itemIds.map((id) => ({
      queryKey: [...HALL_KEY, 'lots', id, from, to],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        http.call(
          'history.GetUrunFiyatDetayWithAnalizler',
          { params: { productId: id, from, to } },
          { signal },
        ),
    })),
  });
}

/** GetUrunAnalizDetay/{productId}/{date}: a product's hall lots of a day summed up per analysis. */
export function useAnalysisSummary(productId: number, date: string, enabled = true) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...HALL_KEY, 'analysis', productId, date],
    queryFn: ({ signal }) =>
      http.call('history.GetUrunAnalizDetay', { params: { productId, date } }, { signal }),
    enabled,
  });
}
