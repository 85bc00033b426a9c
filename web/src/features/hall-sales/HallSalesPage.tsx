import { bulletinEndpoints, reportEndpoints } from '@bulten/core';
import { Group, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { HALL_KEY, useArrivals, useHallCards, useHallClasses } from '../../api/hooks/use-hall-sales';
import { useLiveInvalidate } from '../../api/hooks/use-live-invalidate';
import type { EndpointName } from '../../api/http';
import { useServices } from '../../app/services';
import { Block } from '../../components/Block';
import { type Column, DataTable } from '../../components/DataTable';
import { DateField } from '../../components/DateField';
import { OpenDataLinks } from '../../components/DownloadLinks';
import { ARRIVAL_ROW_HEADER, arrivalColumns } from '../../components/market/arrival-columns';
import { PageFrame } from '../../components/PageFrame';
import { PageSkeleton } from '../../components/PageSkeleton';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../format/dates';
import { useTranslation } from '../../i18n/react';
import { cardColumns, classColumns } from './hall-columns';
import { useHallDate } from './hall-date';

/** `salon-satis`: a day's hall session per class, the products sold with analyses, and the arrivals. */
export function HallSalesPage() {
  const { t } = useTranslation();
  const [date, setDate] = useHallDate();
  useLiveInvalidate(HALL_KEY);
  return (
    <PageFrame title={t('hallSales.title')} description={t('hallSales.description')}>
      {date === null ? (
        <PageSkeleton />
      ) : (
        <Stack gap="lg">
          <Group align="flex-end">
            <DateField label={t('hallSales.date')} value={date} onChange={setDate} />
          </Group>
          <HallDay date={date} />
        </Stack>
      )}
    </PageFrame>
  );
}

function HallDay({ date }: { date: string }) {
  const { t } = useTranslation();
  const { language } = useServices();
  const shown = formatDate(language, date);
  return (
    <>
      <Section
        id="classes"
        title={t('hallSales.classes', { date: shown })}
        query={useHallClasses(date)}
        source={{ endpoint: reportEndpoints.SalonSatisSiniflar, values: { date } }}
        columns={classColumns(t)}
        rowKey={(r) => String(r.SinifId)}
      />
      <Section
        id="products"
        title={t('hallSales.products', { date: shown })}
        query={useHallCards(date)}
        source={{ endpoint: reportEndpoints.SalonSatisGunluk, values: { date } }}
        columns={cardColumns(t, language)}
        rowKey={(r) => String(r.UrunId)}
      />
      <Section
        id="arrivals"
        title={t('hallSales.arrivals', { date: shown })}
        query={useArrivals(date)}
        source={{ endpoint: bulletinEndpoints.GetGelenGunlukUrunler, values: { date } }}
        columns={arrivalColumns(t)}
        rowKey={(r) => String(r.Id)}
        rowHeader={ARRIVAL_ROW_HEADER}
      />
    </>
  );
}

/** One titled table section of a hall screen, with its own loading, empty and error states. */
function Section<T>(props: {
  id: string;
  title: string;
  query: UseQueryResult<T[]>;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  rowHeader?: string;
  /** The read behind the table, for its open-data links. */
  source: { endpoint: { readonly name: EndpointName }; values: Record<string, string> };
}) {
  const { language } = useServices();
  return (
    <Block id={`${props.id}-heading`} title={props.title}>
      <QueryState query={props.query}>
        {(rows) => (
          <>
            <OpenDataLinks endpoint={props.source.endpoint} values={props.source.values} />
            <DataTable
              rows={rows}
              columns={props.columns}
              rowKey={props.rowKey}
              caption={props.title}
              language={language}
              rowHeader={props.rowHeader}
            />
          </>
        )}
      </QueryState>
    </Block>
  );
}
