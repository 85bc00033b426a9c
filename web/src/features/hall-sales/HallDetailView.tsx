import { Group, Select, Stack } from '@mantine/core';
import {
  HALL_KEY,
  useAnalysisSummary,
  useHallLotsOf,
  useHallSelectors,
} from '../../api/hooks/use-hall-sales';
import { useLiveInvalidate } from '../../api/hooks/use-live-invalidate';
import { useKnownItemName } from '../../api/known-names';
import { useServices } from '../../app/services';
import { Block } from '../../components/Block';
import { LotScatters } from '../../components/charts/LotScatter';
import { DateField } from '../../components/DateField';
import { PageFrame } from '../../components/PageFrame';
import { PageSkeleton } from '../../components/PageSkeleton';
import { EmptyNotice, ErrorNotice, QueryState } from '../../components/QueryState';
import { formatDate } from '../../format/dates';
import { useTranslation } from '../../i18n/react';
import { useNavigate, useParams, useSearchParams } from '../../routing/router';
import { AnalysisSummaryTable } from './AnalysisSummaryTable';
import { useHallDate } from './hall-date';
import { SortableLotsTable } from './SortableLotsTable';

/** A product's (class's, group's) hall detail of a day: analyses summed up, lots, price against analyses. */
export function HallDetailView({ liveAnimal }: { liveAnimal: boolean }) {
  const { t } = useTranslation();
  const { itemId } = useParams();
  const navigate = useNavigate();
  const [date, setDate] = useHallDate();
  const [params] = useSearchParams();
  const selectors = useHallSelectors();
  useLiveInvalidate(HALL_KEY);
  const area = liveAnimal ? 'liveAnimalHallDetail' : 'hallDetail';
  const base = liveAnimal ? '/salon-satis-detay-ch' : '/salon-satis-detay';
  const id = Number(itemId ?? 0);
  const node = selectors.data?.find((o) => o.Id === id);
  const known = useKnownItemName(id);
  const title = node
    ? node.Ad
    : itemId
      ? (known ?? t(`${area}.titleWithId`, { itemId }))
      : t(`${area}.title`);
  const products = (selectors.data ?? []).filter((o) => o.Seviye === 'PRODUCT');
  const query = params.toString() ? `?${params.toString()}` : '';

  return (
    <PageFrame
      title={title}
      description={t(`${area}.description`)}
      crumbs={[{ label: t('hallSales.title'), to: '/salon-satis' }]}
    >
      <Stack gap="md">
        <Group align="flex-end">
          <Select
            label={t('hallLots.product')}
            data={products.map((o) => ({ value: String(o.Id), label: o.Ad }))}
            value={node ? String(node.Id) : null}
            searchable
            onChange={(v) => v && navigate(`${base}/${v}${query}`)}
            w={280}
          />
          {date && <DateField label={t('hallSales.date')} value={date} onChange={setDate} />}
        </Group>
        {!itemId ? (
          <EmptyNotice>{t('hallDetail.choose')}</EmptyNotice>
        ) : date === null ? (
          <PageSkeleton />
        ) : (
          <DetailBody id={id} date={date} liveAnimal={liveAnimal} />
        )}
      </Stack>
    </PageFrame>
  );
}

function DetailBody(props: { id: number; date: string; liveAnimal: boolean }) {
  const { t } = useTranslation();
  const { language } = useServices();
  const summary = useAnalysisSummary(props.id, props.date, !props.liveAnimal);
  const [lotsQuery] = useHallLotsOf([props.id], props.date, props.date);
  const shown = formatDate(language, props.date);
  if (!lotsQuery) return null;
  if (lotsQuery.isError)
    return <ErrorNotice error={lotsQuery.error} onRetry={() => void lotsQuery.refetch()} />;
  const lots = lotsQuery.data ?? [];
  return (
    <>
      {!props.liveAnimal && (
        <Block id="analysis-heading" title={t('hallDetail.analyses', { date: shown })}>
          <QueryState query={summary} empty={<EmptyNotice>{t('hallDetail.noAnalyses')}</EmptyNotice>}>
            {(rows) =>
              rows.map((s) => (
                <AnalysisSummaryTable key={s.UrunId ?? s.SinifId} summary={s} language={language} />
              ))
            }
          </QueryState>
        </Block>
      )}
      <Block id="lots-heading" title={t('hallDetail.lots', { date: shown })}>
        {lotsQuery.isPending ? (
          <PageSkeleton />
        ) : lots.length === 0 ? (
          <EmptyNotice>{t('hallLots.none')}</EmptyNotice>
        ) : (
          <>
            {!props.liveAnimal && <LotScatters lots={lots} unit={lots[0]?.FiyatBirimi ?? ''} />}
            <SortableLotsTable
              lots={lots}
              caption={t('hallLots.caption', { date: shown })}
              withAnalyses={!props.liveAnimal}
            />
          </>
        )}
      </Block>
    </>
  );
}
