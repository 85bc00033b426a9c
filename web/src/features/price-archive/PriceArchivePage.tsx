import { addDays, istanbulDate, isValidDate } from '@bulten/core/plain';
import { Group, Pagination, Stack, Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useGroupsWithClasses } from '../../api/hooks/use-catalogue-selectors';
import {
  ARCHIVE_KEY,
  type ArchiveSelection,
  archivePath,
  usePriceArchive,
  usePriceArchiveAll,
  usePriceArchiveTotals,
} from '../../api/hooks/use-price-archive';
import { useKnownItemName } from '../../api/known-names';
import { useServices } from '../../app/services';
import { DownloadLinks } from '../../components/DownloadLinks';
import { PageFrame } from '../../components/PageFrame';
import { PageSkeleton } from '../../components/PageSkeleton';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../format/dates';
import { useTranslation } from '../../i18n/react';
import { useLiveEvent } from '../../live/use-live-event';
import { useUrlState } from '../../routing/use-url-state';
import { type ArchiveFilters, ArchiveSelector } from './ArchiveSelector';
import { ArchiveTable } from './ArchiveTable';

const PriceChart = lazy(async () => ({
  default: (await import('../../components/charts/PriceChart')).PriceChart,
}));

/** Trading days per page of the archive table. */
export const ARCHIVE_PAGE_SIZE = 50;

/** The node the archive shows: the product, else the class, else the group; with a valid range. */
export function archiveSelection(f: ArchiveFilters): ArchiveSelection | null {
  const id = Number(f.urun || f.sinif || f.grup);
  if (!Number.isInteger(id) || id <= 0 || !isValidDate(f.bas) || !isValidDate(f.bit) || f.bas > f.bit)
    return null;
  return { itemId: id, from: f.bas, to: f.bit, channel: f.kanal };
}

function useArchiveFilters(today: string) {
  const defaults = useMemo<ArchiveFilters>(
    () => ({
      grup: '',
      sinif: '',
      urun: '',
      bas: addDays(today, -90),
      bit: today,
      kanal: 'TUMU',
      sayfa: '1',
      grafik: '',
    }),
    [today],
  );
  return useUrlState(defaults);
}

/** `fiyat-arsivi`: one row per trading day of a group, class or product, with totals, chart and exports. */
export function PriceArchivePage() {
  const { t } = useTranslation();
  const { language } = useServices();
  const today = istanbulDate(new Date());
  const [asked, setFilters] = useArchiveFilters(today);
  const groups = useGroupsWithClasses();
  const firstGroup = groups.data?.[0]?.GrupId;
  // Without a chosen group, the first one, decided while rendering: the server-rendered page then already
  // holds its archive (an effect runs only after hydration, and the page would change under the reader).
  const defaultGroup = asked.grup === '' && firstGroup !== undefined ? String(firstGroup) : null;
  const filters = defaultGroup === null ? asked : { ...asked, grup: defaultGroup };
  // The shown group goes into the URL with the reader's first change, not on arrival: a URL written after
  // hydration re-renders the whole page at once (the router's location is an external store), one long task.
  const setShown = useCallback(
    (patch: Partial<ArchiveFilters>) =>
      setFilters(defaultGroup === null ? patch : { grup: defaultGroup, ...patch }),
    [defaultGroup, setFilters],
  );

  const selection = archiveSelection(filters);
  const page = Math.max(1, Number(filters.sayfa) || 1);
  const rows = usePriceArchive(selection, page, ARCHIVE_PAGE_SIZE);
  const totals = usePriceArchiveTotals(selection);
  const showChart = filters.grafik === '1';
  const all = usePriceArchiveAll(selection, showChart);
  const queryClient = useQueryClient();
  const live = selection !== null && selection.to >= today;
  const refresh = () => {
    if (live) void queryClient.invalidateQueries({ queryKey: ARCHIVE_KEY });
  };
  useLiveEvent('trade', refresh);
  useLiveEvent('cancel', refresh);

  const days = totals.data?.IslemGunu ?? 0;
  const pages = Math.max(1, Math.ceil(days / ARCHIVE_PAGE_SIZE));
  // The selectors (or a page before) already name the selection while its totals load.
  const known = useKnownItemName(selection?.itemId ?? 0);
  const name = totals.data
    ? (totals.data.UrunAdi ?? totals.data.SinifAdi ?? totals.data.GrupAdi)
    : (known ?? '');
  const caption = selection
    ? t('priceArchive.caption', {
        name,
        from: formatDate(language, selection.from),
        to: formatDate(language, selection.to),
      })
    : t('priceArchive.title');
  return (
    <PageFrame
      title={t('priceArchive.title')}
      description={t('priceArchive.description')}
      actions={
        selection && (
          <DownloadLinks
            label={t('priceArchive.exports')}
            files={[
              { format: 'csv', path: archivePath(selection, { format: 'csv' }) },
              { format: 'xlsx', path: archivePath(selection, { format: 'xlsx' }) },
            ]}
            openData={{ endpoint: { name: 'history.GetOnlineBultenFiyatArsiv' }, values: { ...selection } }}
          />
        )
      }
    >
      <ArchiveSelector filters={filters} onChange={setShown} today={today} />
      <Switch
        label={t('priceArchive.showChart')}
        checked={showChart}
        onChange={(event) => setShown({ grafik: event.currentTarget.checked ? '1' : '' })}
      />
      {showChart && (
        <QueryState query={all} empty={null}>
          {(points) => (
            <Suspense fallback={<PageSkeleton rows={6} />}>
              <PriceChart
                language={language}
                unit={totals.data?.FiyatBirimi ?? 'TL'}
                series={points.map((p) => ({
                  date: p.Tarih,
                  avg: p.OrtFiyat,
                  min: p.MinFiyat,
                  max: p.MaxFiyat,
                  quantity: p.Miktar,
                }))}
              />
            </Suspense>
          )}
        </QueryState>
      )}
      {selection === null ? (
        <PageSkeleton />
      ) : (
        <QueryState query={rows}>
          {(list) => (
            <Stack gap="sm" aria-live="polite">
              <ArchiveTable rows={list} totals={totals.data ?? null} language={language} caption={caption} />
              {pages > 1 && (
                <Group justify="center">
                  <Pagination
                    total={pages}
                    value={Math.min(page, pages)}
                    onChange={(next) => setShown({ sayfa: String(next) })}
                    getItemProps={(n) => ({ 'aria-label': t('priceArchive.page', { page: n }) })}
                    getControlProps={(control) => ({
                      'aria-label': t(`priceArchive.pageControl.${control}`),
                    })}
                    siblings={0}
                    boundaries={1}
                  />
                </Group>
              )}
            </Stack>
          )}
        </QueryState>
      )}
    </PageFrame>
  );
}
