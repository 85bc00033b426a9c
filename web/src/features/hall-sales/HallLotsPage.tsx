import { Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { HALL_KEY, useHallLotsOf, useHallSelectors } from '../../api/hooks/use-hall-sales';
import { useLiveInvalidate } from '../../api/hooks/use-live-invalidate';
import { useServices } from '../../app/services';
import { DateField } from '../../components/DateField';
import { PageFrame } from '../../components/PageFrame';
import { PageSkeleton } from '../../components/PageSkeleton';
import { EmptyNotice, ErrorNotice } from '../../components/QueryState';
import { formatDate } from '../../format/dates';
import { formatCount } from '../../format/numbers';
import { useTranslation } from '../../i18n/react';
import { useSearchParams } from '../../routing/router';
import { withParam } from '../../routing/search-params';
import { useHallDate } from './hall-date';
import { LotFiltersForm } from './LotFiltersForm';
import { filterLots, lotFiltersOf } from './lot-filter';
import { SortableLotsTable } from './SortableLotsTable';

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
  const lots = useMemo(
    () =>
      filterLots(
        results.flatMap((r) => r.data ?? []),
        lotFiltersOf(params),
      ),
    [results, params],
  );
  const set = (key: string, value: string | null) => setParams((p) => withParam(p, key, value));
  const failed = results.find((r) => r.isError) ?? (selectors.isError ? selectors : undefined);
  const loading = date === null || selectors.isPending || results.some((r) => r.isPending);

  return (
    <PageFrame title={t('hallLots.title')} description={t('hallLots.description')}>
      <Stack gap="md">
        <Group align="flex-end">
          {date && <DateField label={t('hallSales.date')} value={date} onChange={setDate} />}
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
              {t('hallLots.count', { count: lots.length, shown: formatCount(language, lots.length) })}
            </Text>
            <SortableLotsTable
              lots={lots}
              caption={t('hallLots.caption', { date: formatDate(language, day) })}
            />
          </>
        )}
      </Stack>
    </PageFrame>
  );
}
