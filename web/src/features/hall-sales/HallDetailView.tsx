import { Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  HALL_KEY,
  useAnalysisSummary,
  useHallLotsOf,
  useHallSelectors,
} from '../../api/hooks/use-hall-sales';
import { useLiveInvalidate } from '../../api/hooks/use-live-invalidate';
import { useServices } from '../../app/services';
import { PageFrame } from '../../components/PageFrame';
import { PageSkeleton } from '../../components/PageSkeleton';
import { EmptyNotice, ErrorNotice, QueryState } from '../../components/QueryState';
import { formatDate } from '../../i18n/format';
import { withParam } from '../bulletin/bulletin-url';
import { DateField } from '../bulletin/DateField';
import { LotScatter } from '../bulletin/LotScatter';
import { AnalysisSummaryTable } from './AnalysisSummaryTable';
import { useHallDate } from './hall-date';
import { LOT_SORT_KEYS, type LotSortKey, sortLots } from './lot-filter';
import { SortableLotsTable } from './SortableLotsTable';
import '../bulletin/bulletin.css';

/** A product's (class's, group's) hall detail of a day: analyses summed up, lots, price against analyses. */
export function HallDetailView({ liveAnimal }: { liveAnimal: boolean }) {
  const { t } = useTranslation();
  const { language } = useServices();
  const { itemId } = useParams();
  const navigate = useNavigate();
  const [date, setDate] = useHallDate();
  const [params, setParams] = useSearchParams();
  const selectors = useHallSelectors();
  useLiveInvalidate(HALL_KEY);
  const area = liveAnimal ? 'liveAnimalHallDetail' : 'hallDetail';
  const base = liveAnimal ? '/salon-satis-detay-ch' : '/salon-satis-detay';
  const id = Number(itemId ?? 0);
  const node = selectors.data?.find((o) => o.Id === id);
  const title = node ? node.Ad : itemId ? t(`${area}.titleWithId`, { itemId }) : t(`${area}.title`);
  const products = (selectors.data ?? []).filter((o) => o.Seviye === 'PRODUCT');
  const query = params.toString() ? `?${params.toString()}` : '';

  return (
    <PageFrame
      title={title}
      description={t(`${area}.description`)}
      crumbs={[{ label: t('hallSales.title'), to: '/salon-satis' }]}
    >
      <Stack gap="md">
        <Group align="flex-end" className="bulletin-toolbar">
          <Select
            label={t('hallLots.product')}
            data={products.map((o) => ({ value: String(o.Id), label: o.Ad }))}
            value={node ? String(node.Id) : null}
            searchable
            onChange={(v) => v && navigate(`${base}/${v}${query}`)}
            w={280}
          />
          {date && (
            <DateField label={t('hallSales.date')} value={date} language={language} onChange={setDate} />
          )}
        </Group>
        {!itemId ? (
          <EmptyNotice>{t('hallDetail.choose')}</EmptyNotice>
        ) : date === null ? (
          <PageSkeleton />
        ) : (
          <DetailBody id={id} date={date} params={params} setParams={setParams} liveAnimal={liveAnimal} />
        )}
      </Stack>
    </PageFrame>
  );
}

function DetailBody(props: {
  id: number;
  date: string;
  params: URLSearchParams;
  setParams: ReturnType<typeof useSearchParams>[1];
  liveAnimal: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useServices();
  const summary = useAnalysisSummary(props.id, props.date, !props.liveAnimal);
  const [lotsQuery] = useHallLotsOf([props.id], props.date, props.date);
  const key = props.params.get('sirala');
  const sort = (LOT_SORT_KEYS as readonly string[]).includes(key ?? '') ? (key as LotSortKey) : 'TescilNo';
  const direction = props.params.get('yon') === 'desc' ? 'desc' : 'asc';
  const onSort = (k: LotSortKey) =>
    props.setParams((p) =>
      withParam(withParam(p, 'sirala', k), 'yon', sort === k && direction === 'asc' ? 'desc' : 'asc'),
    );
  const shown = formatDate(language, props.date);
  if (!lotsQuery) return null;
  if (lotsQuery.isError)
    return <ErrorNotice error={lotsQuery.error} onRetry={() => void lotsQuery.refetch()} />;
  return (
    <>
      {!props.liveAnimal && (
        <section aria-labelledby="analysis-heading">
          <h2 id="analysis-heading" className="section-title">
            {t('hallDetail.analyses', { date: shown })}
          </h2>
          <QueryState query={summary} empty={<EmptyNotice>{t('hallDetail.noAnalyses')}</EmptyNotice>}>
            {(rows) =>
              rows.map((s) => (
                <AnalysisSummaryTable key={s.UrunId ?? s.SinifId} summary={s} language={language} />
              ))
            }
          </QueryState>
        </section>
      )}
      <section aria-labelledby="lots-heading">
        <h2 id="lots-heading" className="section-title">
          {t('hallDetail.lots', { date: shown })}
        </h2>
        {lotsQuery.isPending ? (
          <PageSkeleton />
        ) : (lotsQuery.data ?? []).length === 0 ? (
          <EmptyNotice>{t('hallLots.none')}</EmptyNotice>
        ) : (
          <>
            {!props.liveAnimal && (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <LotScatter
                  lots={lotsQuery.data}
                  analysis="Protein"
                  axisLabel={t('hallSales.analysis.Protein')}
                  unit={lotsQuery.data[0]?.FiyatBirimi ?? ''}
                  language={language}
                />
                <LotScatter
                  lots={lotsQuery.data}
                  analysis="Hektolitre"
                  axisLabel={t('hallSales.analysis.Hektolitre')}
                  unit={lotsQuery.data[0]?.FiyatBirimi ?? ''}
                  language={language}
                />
              </SimpleGrid>
            )}
            <SortableLotsTable
              lots={sortLots(lotsQuery.data, sort, direction)}
              sort={sort}
              direction={direction}
              onSort={onSort}
              language={language}
              caption={t('hallLots.caption', { date: shown })}
            />
          </>
        )}
      </section>
    </>
  );
}
