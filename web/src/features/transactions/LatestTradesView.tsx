import type { TradeRow } from '@bulten/core';
import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LATEST_TRADES_KEY, latestTradesQuery, useLatestTrades } from '../../api/hooks/use-latest-trades';
import { useLatestTradesCh } from '../../api/hooks/use-latest-trades-ch';
import { useLiveBulletin } from '../../api/hooks/use-live-bulletin';
import { useMainCards } from '../../api/hooks/use-main-cards';
import { useMainCardsCh } from '../../api/hooks/use-main-cards-ch';
import { OpenDataLinks } from '../../components/DownloadLinks';
import { TradesTable } from '../../components/market/TradesTable';
import { PageSkeleton } from '../../components/PageSkeleton';
import { EmptyNotice, ErrorNotice } from '../../components/QueryState';
import { clockTime } from '../../format/dates';
import { useTranslation } from '../../i18n/react';
import { useSearchParams } from '../../routing/router';
import { TradeFiltersForm } from './TradeFiltersForm';
import { apiFilter, groupOptions, listsFor, readFilters } from './trade-filters';
import { mergeNewestFirst } from './trade-merge';

/** Rows each list asks for. */
export const TRADES_LIMIT = 50;

/** The live, filterable trades list with pause / resume and the totals of the shown trades. */
export function LatestTradesView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [paused, setPaused] = useState(false);
  const client = useQueryClient();
  const toggle = () => {
    // Resuming catches up at once with what was registered during the pause.
    if (paused) void client.invalidateQueries({ queryKey: LATEST_TRADES_KEY });
    setPaused(!paused);
  };
  useLiveBulletin({ paused });
  const filters = readFilters(params);
  const crops = useMainCards();
  const animals = useMainCardsCh();
  const groups = useMemo(
    () => groupOptions(crops.data ?? [], animals.data ?? []),
    [crops.data, animals.data],
  );
  const lists = listsFor(filters, groups);
  const filter = apiFilter(filters, TRADES_LIMIT);
  const cropTrades = useLatestTrades(filter, lists.crops);
  const animalTrades = useLatestTradesCh(filter, lists.animals);
  const queries = [lists.crops && cropTrades, lists.animals && animalTrades].filter((q) => q !== false);
  const failed = queries.find((q) => q.isError);
  const pending = queries.some((q) => q.isPending);
  const rows: TradeRow[] = mergeNewestFirst(
    lists.crops ? (cropTrades.data ?? []) : [],
    lists.animals ? (animalTrades.data ?? []) : [],
    TRADES_LIMIT,
  );
  return (
    <>
      <TradeFiltersForm filters={filters} groups={groups} />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text role="status" aria-live="polite" size="sm">
          {rows[0]
            ? t('latestTrades.status', { count: rows.length, time: clockTime(rows[0].IslemZamani) })
            : ''}
          {paused ? ` · ${t('latestTrades.pausedNote')}` : ''}
        </Text>
        <Button variant="outline" aria-pressed={paused} onClick={toggle}>
          {paused ? t('latestTrades.resume') : t('latestTrades.pause')}
        </Button>
      </Group>
      {failed ? (
        <ErrorNotice error={failed.error} onRetry={() => queries.forEach((q) => void q.refetch())} />
      ) : pending ? (
        <PageSkeleton rows={8} />
      ) : rows.length === 0 ? (
        <EmptyNotice>{t('latestTrades.empty')}</EmptyNotice>
      ) : (
        <>
          <OpenDataLinks
            endpoint={{
              name: lists.crops ? 'market.GetOnlineBultenSonIslemler' : 'market.GetOnlineBultenSonIslemlerCH',
            }}
            values={{ ...latestTradesQuery(filter) }}
          />
          <TradesTable rows={rows} caption={t('latestTrades.caption')} withDate withTotals />
        </>
      )}
    </>
  );
}
