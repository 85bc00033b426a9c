import { useEndpoint } from './use-endpoint';

/** GetBazTablosu?Tarih=: every mapped class's basis on a day (the latest trading day without one). */
export function useBasisBoard(date: string | undefined) {
  return useEndpoint('basis.GetBazTablosu', ['basis', 'board', date ?? 'latest'], {
    query: { Tarih: date },
  });
}

/** GetBazGecmisi/{class}/{from}/{to}: a mapped class's basis per day; off until a class is chosen. */
export function useBasisHistory(classId: number | null, from: string, to: string) {
  const params = { itemId: String(classId), from, to };
  return useEndpoint(
    'basis.GetBazGecmisi',
    ['basis', 'history', classId, from, to],
    { params },
    {
      enabled: classId !== null && from !== '' && to !== '' && from <= to,
      keepPrevious: true,
    },
  );
}
