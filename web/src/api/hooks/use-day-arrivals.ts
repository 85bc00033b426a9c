import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';

/** GetGelenGunlukUrunler/{date}: the products that arrived at the hall that day; skipped without a date. */
export function useDayArrivals(date: string | null | undefined) {
  const { http, language } = useServices();
  return useQuery({
    queryKey: ['bulletin', 'day-arrivals', language, date],
    queryFn: () => http.call('bulletin.GetGelenGunlukUrunler', { params: { date: date! } }),
    enabled: Boolean(date),
  });
}
