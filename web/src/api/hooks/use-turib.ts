import { useEndpoint } from './use-endpoint';

/** GetOnlineBultenTuribBulten?Tarih=: a TÜRİB session (the latest one without a date). */
export function useTuribBulletin(date: string | undefined) {
  const key = ['turib', date ?? 'latest'];
  return useEndpoint('bulletin.GetOnlineBultenTuribBulten', key, { query: { Tarih: date } });
}
