import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';

/** GetOnlineBultenTuribBulten?Tarih=: a TÜRİB session (the latest one without a date). */
export function useTuribBulletin(date: string | undefined) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['turib', date ?? 'latest'],
    queryFn: () => http.call('bulletin.GetOnlineBultenTuribBulten', { query: { Tarih: date } }),
  });
}
