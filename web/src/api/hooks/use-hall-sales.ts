import { useQueries } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { useEndpoint } from './use-endpoint';

/** Query key prefix of the hall-sales screens (invalidated by live events). */
export const HALL_KEY = ['hall'] as const;

/** Rapor/SalonSatisSiniflar/{date}: each class's hall session of a day. */
export function useHallClasses(date: string) {
  return useEndpoint('report.SalonSatisSiniflar', [...HALL_KEY, 'classes', date], {
    params: { date },
  });
}

/** Rapor/SalonSatisGunluk/{date}: one card per product sold in the hall, with average analyses. */
export function useHallCards(date: string) {
  return useEndpoint('report.SalonSatisGunluk', [...HALL_KEY, 'cards', date], { params: { date } });
}

/** Rapor/SalonSatisListesi/{from}/{to}: hall sessions of a range, newest first. */
export function useHallSessions(from: string, to: string) {
  const key = [...HALL_KEY, 'sessions', from, to];
  return useEndpoint('report.SalonSatisListesi', key, { params: { from, to } }, { keepPrevious: true });
}

/** Rapor/SalonSatisSecimler: hall groups, classes and products (flat, with parent ids). */
export function useHallSelectors() {
  const key = [...HALL_KEY, 'selectors'];
  return useEndpoint('report.SalonSatisSecimler', key, {}, { staleTime: 10 * 60_000 });
}

/** GetGelenGunlukUrunler/{date}: products arriving at the hall that day. */
export function useArrivals(date: string) {
  return useEndpoint('bulletin.GetGelenGunlukUrunler', [...HALL_KEY, 'arrivals', date], {
    params: { date },
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
  const key = [...HALL_KEY, 'analysis', productId, date];
  return useEndpoint('history.GetUrunAnalizDetay', key, { params: { productId, date } }, { enabled });
}
