import { useServices } from '../../app/services';
import { useEndpoint } from './use-endpoint';

/** GetGelenGunlukUrunler/{date}: the products that arrived at the hall that day; skipped without a date. */
export function useDayArrivals(date: string | null | undefined) {
  const { language } = useServices();
  const key = ['bulletin', 'day-arrivals', language, date];
  return useEndpoint(
    'bulletin.GetGelenGunlukUrunler',
    key,
    { params: { date: date ?? '' } },
    {
      enabled: Boolean(date),
    },
  );
}
