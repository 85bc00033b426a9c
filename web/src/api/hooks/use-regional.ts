import { useEndpoint } from './use-endpoint';

/** Query keys of the regional board. */
export const REGIONAL_KEY = ['regional'] as const;

/** GetBolgeTablosu/{date}?kalem=: our classes beside the peers' (only a node's classes when given). */
export function useRegionalBoard(date: string, itemId?: number) {
  return useEndpoint(
    'peers.GetBolgeTablosu',
    [...REGIONAL_KEY, 'board', date, itemId ?? 'all'],
    { params: { date }, query: { kalem: itemId === undefined ? undefined : String(itemId) } },
    { enabled: date !== '', keepPrevious: true },
  );
}

/** GetBolgeGecmisi/{class}/{from}/{to}: a class's averages at each exchange per day; off until chosen. */
export function useRegionalHistory(classId: number | null, from: string, to: string) {
  return useEndpoint(
    'peers.GetBolgeGecmisi',
    [...REGIONAL_KEY, 'history', classId, from, to],
    { params: { itemId: String(classId), from, to } },
    { enabled: classId !== null && from !== '' && to !== '' && from <= to, keepPrevious: true },
  );
}
