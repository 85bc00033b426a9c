import { ENDPOINT_PATHS, endpointUrl } from '@bulten/core/plain';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { useEndpoint } from './use-endpoint';

/** What the archive shows: a group, class or product id, an inclusive date range and a channel. */
export interface ArchiveSelection {
  itemId: number;
  from: string;
  to: string;
  channel: string;
}

/** Query key prefix of the archive (invalidated by live trade events). */
export const ARCHIVE_KEY = ['priceArchive'] as const;

/** The archive's query: a page (`sayfa`, `boyut`) or a download (`format`). */
export interface ArchiveQuery {
  sayfa?: number;
  boyut?: number;
  format?: 'csv' | 'xlsx';
}

/** The path of GetOnlineBultenFiyatArsiv for a selection, with an optional query (`sayfa`, `boyut`, `format`). */
export function archivePath(s: ArchiveSelection, query: ArchiveQuery = {}): string {
  return endpointUrl(ENDPOINT_PATHS['history.GetOnlineBultenFiyatArsiv'], s, query);
}

/** One page of GetOnlineBultenFiyatArsiv (newest day first); null selection: skipped. */
export function usePriceArchive(selection: ArchiveSelection | null, page: number, size: number) {
  const request = { params: selection ?? NO_SELECTION, query: { sayfa: page, boyut: size } };
  return useEndpoint(
    'history.GetOnlineBultenFiyatArsiv',
    [...ARCHIVE_KEY, 'rows', selection, page, size],
    request,
    {
      enabled: selection !== null,
      keepPrevious: true,
    },
  );
}

/** Every day of the selection (for the chart), oldest first. */
export function usePriceArchiveAll(selection: ArchiveSelection | null, enabled: boolean) {
  const request = { params: selection ?? NO_SELECTION };
  return useEndpoint('history.GetOnlineBultenFiyatArsiv', [...ARCHIVE_KEY, 'all', selection], request, {
    enabled: enabled && selection !== null,
    select: oldestFirst,
  });
}

// The request of a skipped query (never sent).
const NO_SELECTION: ArchiveSelection = { itemId: 0, from: '', to: '', channel: '' };

function oldestFirst<T>(rows: T[]): T[] {
  return [...rows].reverse();
}

/** GetOnlineBultenFiyatArsivToplam: the selection's totals (one object, or none without trading). */
export function usePriceArchiveTotals(selection: ArchiveSelection | null) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...ARCHIVE_KEY, 'totals', selection],
    queryFn: async () =>
      (await http.call('history.GetOnlineBultenFiyatArsivToplam', { params: selection! }))[0] ?? null,
    enabled: selection !== null,
  });
}
