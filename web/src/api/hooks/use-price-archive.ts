import { archiveRowSchema, archiveTotalsSchema } from '@bulten/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { BULLETIN, withQuery } from './bulletin-paths';

/** What the archive shows: a group, class or product id, an inclusive date range and a channel. */
export interface ArchiveSelection {
  itemId: number;
  from: string;
  to: string;
  channel: string;
}

/** Query key prefix of the archive (invalidated by live trade events). */
export const ARCHIVE_KEY = ['priceArchive'] as const;

/** The path of GetOnlineBultenFiyatArsiv for a selection, with an optional query (`sayfa`, `boyut`, `format`). */
export function archivePath(
  s: ArchiveSelection,
  query: Record<string, string | number | undefined> = {},
): string {
  return withQuery(`${BULLETIN}/GetOnlineBultenFiyatArsiv/${s.itemId}/${s.from}/${s.to}/${s.channel}`, query);
}

/** One page of GetOnlineBultenFiyatArsiv (newest day first); null selection: skipped. */
export function usePriceArchive(selection: ArchiveSelection | null, page: number, size: number) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...ARCHIVE_KEY, 'rows', selection, page, size],
    queryFn: () => http.get(archivePath(selection!, { sayfa: page, boyut: size }), archiveRowSchema.array()),
    enabled: selection !== null,
    placeholderData: keepPreviousData,
  });
}

/** Every day of the selection (for the chart), oldest first. */
export function usePriceArchiveAll(selection: ArchiveSelection | null, enabled: boolean) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...ARCHIVE_KEY, 'all', selection],
    queryFn: async () => [...(await http.get(archivePath(selection!), archiveRowSchema.array()))].reverse(),
    enabled: enabled && selection !== null,
  });
}

/** GetOnlineBultenFiyatArsivToplam: the selection's totals (one object, or none without trading). */
export function usePriceArchiveTotals(selection: ArchiveSelection | null) {
  const { http } = useServices();
  return useQuery({
    queryKey: [...ARCHIVE_KEY, 'totals', selection],
    queryFn: async () => {
      const s = selection!;
      const path = `${BULLETIN}/GetOnlineBultenFiyatArsivToplam/${s.itemId}/${s.from}/${s.to}/${s.channel}`;
      return (await http.get(path, archiveTotalsSchema.array()))[0] ?? null;
    },
    enabled: selection !== null,
  });
}
