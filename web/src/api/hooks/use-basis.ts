import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';

/** GetBazTablosu?Tarih=: every mapped class's basis on a day (the latest trading day without one). */
export function useBasisBoard(date: string | undefined) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['basis', 'board', date ?? 'latest'],
    queryFn: () => http.call('basis.GetBazTablosu', { query: { Tarih: date } }),
  });
}

/** GetBazGecmisi/{class}/{from}/{to}: a mapped class's basis per day; off until a class is chosen. */
export function useBasisHistory(classId: number | null, from: string, to: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['basis', 'history', classId, from, to],
    queryFn: () => http.call('basis.GetBazGecmisi', { params: { itemId: String(classId), from, to } }),
    enabled: classId !== null && from !== '' && to !== '' && from <= to,
    placeholderData: keepPreviousData,
  });
}
