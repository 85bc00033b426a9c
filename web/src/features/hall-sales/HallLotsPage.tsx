import { Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HALL_KEY, useHallLotsOf, useHallSelectors } from '../../api/hooks/use-hall-sales';
import { useLiveInvalidate } from '../../api/hooks/use-live-invalidate';
import { useServices } from '../../app/services';
import { PageFrame } from '../../components/PageFrame';
import { PageSkeleton } from '../../components/PageSkeleton';
import { EmptyNotice, ErrorNotice } from '../../components/QueryState';
import { formatDate, formatNumber } from '../../i18n/format';
import { withParam } from '../bulletin/bulletin-url';
import { DateField } from '../bulletin/DateField';
import { useHallDate } from './hall-date';
import { LotFiltersForm } from './LotFiltersForm';
import { filterLots, LOT_SORT_KEYS, type LotSortKey, numberParam, sortLots } from './lot-filter';
import { SortableLotsTable } from './SortableLotsTable';
import '../bulletin/bulletin.css';

function sortOf(params: URLSearchParams): [LotSortKey, 'asc' | 'desc'] {
  const key = params.get('sirala');
  const sort = (LOT_SORT_KEYS as readonly string[]).includes(key ?? '') ? (key as LotSortKey) : 'TescilNo';
  return [sort, params.get('yon') === 'desc' ? 'desc' : 'asc'];
}

/** `salon-satis-liste`: a day's hall lots with analyses, filtered by catalogue and analysis ranges, sortable. */
export function HallLotsPage() {
  const { t } = useTranslation();
  const { language } = useServices();
  const [date, setDate] = useHallDate();
  const [params, setParams] = useSearchParams();
  const selectors = useHallSelectors();
  useLiveInvalidate(HALL_KEY);
  const chosen = params.get('urun') ?? params.get('sinif') ?? params.get('grup');
  const groups = (selectors.data ?? []).filter((o) => o.Seviye === 'GROUP').map((o) => o.Id);
  const ids = chosen ? [Number(chosen)] : groups;
  const day = date ?? '';
  const results = useHallLotsOf(date ? ids : [], day, day);
  const [sort, direction] = sortOf(params);
  const lots = useMemo(() => {
    const all = results.flatMap((r) => r.data ?? []);
    const filters = {
      protein: { min: numberParam(params, 'pmin'), max: numberParam(params, 'pmax') },
      hectolitre: { min: numberParam(params, 'hmin'), max: numberParam(params, 'hmax') },
    };
    return sortLots(filterLots(all, filters), sort, direction);
  }, [results, params, sort, direction]);
  const set = (key: string, value: string | null) => setParams((p) => withParam(p, key, value));
  const onSort = (key: LotSortKey) =>
    setParams((p) =>
      withParam(withParam(p, 'sirala', key), 'yon', sort === key && direction === 'asc' ? 'desc' : 'asc'),
    );
  const failed = results.find((r) => r.isError) ?? (selectors.isError ? selectors : undefined);
  const loading = date === null || selectors.isPending || results.some((r) => r.isPending);

  return (
    <PageFrame title={t('hallLots.title')} description={t('hallLots.description')}>
      <Stack gap="md">
        <Group align="flex-end">
          {date && (
            <DateField label={t('hallSales.date')} value={date} language={language} onChange={setDate} />
          )}
        </Group>
        <LotFiltersForm options={selectors.data ?? []} params={params} set={set} />
        {failed ? (
          <ErrorNotice error={failed.error} onRetry={() => void failed.refetch()} />
        ) : loading ? (
          <PageSkeleton />
        ) : lots.length === 0 ? (
          <EmptyNotice>{t('hallLots.none')}</EmptyNotice>
        ) : (
          <>
            <Text size="sm" role="status">
              {t('hallLots.count', { count: lots.length, shown: formatNumber(language, lots.length) })}
            </Text>
            <SortableLotsTable
              lots={lots}
              sort={sort}
              direction={direction}
              onSort={onSort}
              language={language}
              caption={t('hallLots.caption', { date: formatDate(language, day) })}
            />
          </>
        )}
      </Stack>
    </PageFrame>
  );
}
